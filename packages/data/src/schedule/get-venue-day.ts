import type { TimeOfDay } from '@venue/domain/venue';
import { unwrapRows } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

/** One slot a business day offers, as `venue_day` reports it: counts only, no personal data. */
export type VenueDaySlot = {
  readonly slot: TimeOfDay;
  /** Lanes neither blocked nor closed. */
  readonly lanesOpen: number;
  /** Open lanes no approved booking holds. */
  readonly lanesFree: number;
};

/** The slots `day` offers, earliest first, with their open and free lanes; none when closed. */
export async function getVenueDay(
  client: PublicClient,
  day: string,
): Promise<readonly VenueDaySlot[]> {
  const rows = unwrapRows(await client.rpc('venue_day', { day }));
  return rows.map((row) => ({
    slot: row.slot_start,
    lanesOpen: row.lanes_open,
    lanesFree: row.lanes_free,
  }));
}
