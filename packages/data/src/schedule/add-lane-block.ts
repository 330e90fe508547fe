import type { LocalizedText } from '@venue/domain/localized-text';
import type { VenueClient } from '../client.ts';
import { DataError } from '../errors.ts';
import { type LaneBlockEntry, laneBlockColumns, toLaneBlockEntry } from './list-lane-blocks.ts';
import { unwrapSchedule } from './schedule-refusal.ts';

/** A lane block to add: the lanes, the instants it runs between, and the reason staff read. */
export type NewLaneBlock = {
  readonly lanes: readonly number[];
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly reason: LocalizedText;
};

/**
 * Takes lanes out of use from `startsAt` to `endsAt`. The manager may block any period; reception
 * only within today's business day (`schedule.block_today_only`); a lane past the venue's lane
 * count is refused (`lane.range`).
 */
export async function addLaneBlock(
  client: VenueClient,
  block: NewLaneBlock,
): Promise<LaneBlockEntry> {
  const row = unwrapSchedule(
    await client
      .from('lane_blocks')
      .insert({
        lanes: [...block.lanes],
        starts_at: block.startsAt.toISOString(),
        ends_at: block.endsAt.toISOString(),
        reason: block.reason,
      })
      .select(laneBlockColumns)
      .single(),
    'lane_blocks',
  );
  if (!row) throw new DataError('The database gave no answer. Please try again.', 'no_data');
  return toLaneBlockEntry(row);
}
