import type { VenueClient } from '../client.ts';
import type { NewLaneBlock } from './add-lane-block.ts';
import type { LaneBlockEntry } from './list-lane-blocks.ts';
import { laneBlockColumns, toLaneBlockEntry } from './list-lane-blocks.ts';
import { scheduleEntryGone, unwrapSchedule } from './schedule-refusal.ts';

/** Writes a lane block's lanes, period and reason back (the manager's): ending it early, say. */
export async function updateLaneBlock(
  client: VenueClient,
  id: string,
  block: NewLaneBlock,
): Promise<LaneBlockEntry> {
  const rows = unwrapSchedule(
    await client
      .from('lane_blocks')
      .update({
        lanes: [...block.lanes],
        starts_at: block.startsAt.toISOString(),
        ends_at: block.endsAt.toISOString(),
        reason: block.reason,
      })
      .eq('id', id)
      .select(laneBlockColumns),
    'lane_blocks',
  );
  const row = rows?.[0];
  if (!row) throw scheduleEntryGone();
  return toLaneBlockEntry(row);
}
