/** One job: list the VR station blocks (a broken headset) staff see. */
import { asLocalizedText, type LocalizedText } from '@venue/domain/localized-text';
import type { VenueClient } from '../client.ts';
import { unwrapRows } from '../errors.ts';

/** A VR station block as staff list it. */
export type VrStationBlockEntry = {
  readonly id: string;
  readonly stations: readonly number[];
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly reason: LocalizedText;
};

/** A VR station block to add: the stations, the instants it runs between, the reason staff read. */
export type NewVrStationBlock = Omit<VrStationBlockEntry, 'id'>;

export const vrStationBlockColumns = 'id, stations, starts_at, ends_at, reason';

export function toVrStationBlockEntry(row: {
  id: string;
  stations: number[];
  starts_at: string;
  ends_at: string;
  reason: unknown;
}): VrStationBlockEntry {
  return {
    id: row.id,
    stations: [...row.stations].sort((a, b) => a - b),
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    reason: asLocalizedText(row.reason),
  };
}

/** The VR station blocks that have not ended at `now`, earliest first (staff only). */
export async function listVrStationBlocks(
  client: VenueClient,
  now: Date,
): Promise<VrStationBlockEntry[]> {
  const rows = unwrapRows(
    await client
      .from('vr_station_blocks')
      .select(vrStationBlockColumns)
      .gt('ends_at', now.toISOString())
      .order('starts_at'),
  );
  return rows.map(toVrStationBlockEntry);
}
