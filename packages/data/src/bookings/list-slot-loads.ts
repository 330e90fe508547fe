import type { VenueClient } from '../client.ts';
import { unwrapRows } from '../errors.ts';

/** Lanes taken per slot start, per date: `loads.get(date)?.get(time)`. */
export type SlotLoads = ReadonlyMap<string, ReadonlyMap<string, number>>;

/**
 * The lanes taken in each slot of several days, as `slot_occupancy` counts them for the booking
 * form: held by approved bookings or blocked (a broken lane), so a request the free lanes cannot
 * take reads as full on the desk too. One request per day, side by side.
 */
export async function listSlotLoads(
  client: VenueClient,
  dates: readonly string[],
): Promise<SlotLoads> {
  const unique = [...new Set(dates)];
  const days = await Promise.all(
    unique.map(async (date) => {
      const rows = unwrapRows(await client.rpc('slot_occupancy', { day: date }));
      return [date, new Map(rows.map((row) => [row.time, row.approved]))] as const;
    }),
  );
  return new Map(days);
}
