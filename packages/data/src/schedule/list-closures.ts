import { asLocalizedText, type LocalizedText } from '@venue/domain/localized-text';
import type { TimeOfDay } from '@venue/domain/venue';
import type { VenueClient } from '../client.ts';
import { unwrapRows } from '../errors.ts';

/** A closure as the manager's page lists it: a whole day when its times are null. */
export type ClosureEntry = {
  readonly id: string;
  readonly day: string;
  readonly fromTime: TimeOfDay | null;
  readonly toTime: TimeOfDay | null;
  readonly reason: LocalizedText;
};

export const closureColumns = 'id, day, from_time, to_time, reason';

export function toClosureEntry(row: {
  id: string;
  day: string;
  from_time: string | null;
  to_time: string | null;
  reason: unknown;
}): ClosureEntry {
  return {
    id: row.id,
    day: row.day,
    fromTime: row.from_time,
    toTime: row.to_time,
    reason: asLocalizedText(row.reason),
  };
}

/** The closures of `fromDay` and after, earliest first. */
export async function listClosures(client: VenueClient, fromDay: string): Promise<ClosureEntry[]> {
  const rows = unwrapRows(
    await client
      .from('closures')
      .select(closureColumns)
      .gte('day', fromDay)
      .order('day')
      .order('from_time', { nullsFirst: true }),
  );
  return rows.map(toClosureEntry);
}
