/** One job: add a VR station block (a broken headset). */
import type { VenueClient } from '../client.ts';
import { DataError } from '../errors.ts';
import { unwrapSchedule } from '../schedule/schedule-refusal.ts';
import {
  type NewVrStationBlock,
  toVrStationBlockEntry,
  type VrStationBlockEntry,
  vrStationBlockColumns,
} from './list-vr-station-blocks.ts';

/**
 * Takes VR stations out of use from `startsAt` to `endsAt`. The manager may block any period;
 * reception only within today's business day (`schedule.vr_block_today_only`); a station past the
 * zone's count is refused (`vr.station_range`). Approved bookings holding a blocked station stay
 * and are flagged (booking_conflicts, `vr.station_blocked`).
 */
export async function addVrStationBlock(
  client: VenueClient,
  block: NewVrStationBlock,
): Promise<VrStationBlockEntry> {
  const row = unwrapSchedule(
    await client
      .from('vr_station_blocks')
      .insert({
        stations: [...block.stations],
        starts_at: block.startsAt.toISOString(),
        ends_at: block.endsAt.toISOString(),
        reason: block.reason,
      })
      .select(vrStationBlockColumns)
      .single(),
    'vr_station_blocks',
  );
  if (!row) throw new DataError('The database gave no answer. Please try again.', 'no_data');
  return toVrStationBlockEntry(row);
}
