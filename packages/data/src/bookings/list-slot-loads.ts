import type { VenueClient } from '../client.ts';
import { unwrapRows } from '../errors.ts';

/** Approved bookings per slot start, per date: `loads.get(date)?.get(time)`. */
export type SlotLoads = ReadonlyMap<string, ReadonlyMap<string, number>>;

/**
 * Lane occupancy of several days in one query, from the same per-slot counts `slot_occupancy`
 * reads (approved bookings only; a slot that is absent has none).
 */
export async function listSlotLoads(
  client: VenueClient,
  dates: readonly string[],
): Promise<SlotLoads> {
  const unique = [...new Set(dates)];
  const loads = new Map<string, Map<string, number>>();
  if (unique.length === 0) return loads;
  const rows = unwrapRows(
    await client.from('slot_loads').select('date, time, approved').in('date', unique),
  );
  for (const row of rows) {
    let day = loads.get(row.date);
    if (!day) {
      day = new Map();
      loads.set(row.date, day);
    }
    day.set(row.time, row.approved);
  }
  return loads;
}
