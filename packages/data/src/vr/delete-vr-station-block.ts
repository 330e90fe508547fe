/** One job: remove a VR station block. */
import type { VenueClient } from '../client.ts';
import { scheduleEntryGone, unwrapSchedule } from '../schedule/schedule-refusal.ts';

/** Deletes a VR station block (the manager's): its stations are in use again. */
export async function deleteVrStationBlock(client: VenueClient, id: string): Promise<void> {
  const rows = unwrapSchedule(
    await client.from('vr_station_blocks').delete().eq('id', id).select('id'),
    'vr_station_blocks',
  );
  if (!rows?.length) throw scheduleEntryGone();
}
