import { unwrapRows } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

/** Approved bookings per slot start of one day ("15:00" → 6); counts only, no personal data. */
export type SlotOccupancy = Readonly<Record<string, number>>;

/** How many approved bookings hold each slot of `date` ("YYYY-MM-DD"), every slot listed. */
export async function getSlotOccupancy(client: PublicClient, date: string): Promise<SlotOccupancy> {
  const rows = unwrapRows(await client.rpc('slot_occupancy', { day: date }));
  const occupancy: Record<string, number> = {};
  for (const row of rows) {
    occupancy[row.time] = row.approved;
  }
  return occupancy;
}
