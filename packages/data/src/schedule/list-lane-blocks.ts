import { asLocalizedText, type LocalizedText } from '@venue/domain/localized-text';
import type { VenueClient } from '../client.ts';
import { unwrapRows } from '../errors.ts';

/** A lane block as staff list it. */
export type LaneBlockEntry = {
  readonly id: string;
  readonly lanes: readonly number[];
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly reason: LocalizedText;
};

export const laneBlockColumns = 'id, lanes, starts_at, ends_at, reason';

export function toLaneBlockEntry(row: {
  id: string;
  lanes: number[];
  starts_at: string;
  ends_at: string;
  reason: unknown;
}): LaneBlockEntry {
  return {
    id: row.id,
    lanes: [...row.lanes].sort((a, b) => a - b),
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    reason: asLocalizedText(row.reason),
  };
}

/** The lane blocks that have not ended at `now`, earliest first (staff only). */
export async function listLaneBlocks(client: VenueClient, now: Date): Promise<LaneBlockEntry[]> {
  const rows = unwrapRows(
    await client
      .from('lane_blocks')
      .select(laneBlockColumns)
      .gt('ends_at', now.toISOString())
      .order('starts_at'),
  );
  return rows.map(toLaneBlockEntry);
}
