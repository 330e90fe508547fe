import type { VenueClient } from '../client.ts';
import { scheduleEntryGone, unwrapSchedule } from './schedule-refusal.ts';

/** Deletes a lane block (the manager's): its lanes are in use again. */
export async function deleteLaneBlock(client: VenueClient, id: string): Promise<void> {
  const rows = unwrapSchedule(
    await client.from('lane_blocks').delete().eq('id', id).select('id'),
    'lane_blocks',
  );
  if (!rows?.length) throw scheduleEntryGone();
}
