import { asLocalizedText, type LocalizedText } from '@venue/domain/localized-text';
import type { TimeOfDay } from '@venue/domain/venue';
import type { VenueClient } from '../client.ts';
import { unwrapRows } from '../errors.ts';

/** A special period as the manager's page lists and edits it. */
export type SpecialHoursEntry = {
  readonly id: string;
  readonly firstDay: string;
  readonly lastDay: string;
  readonly opensAt: TimeOfDay;
  readonly closesAt: TimeOfDay;
  readonly name: LocalizedText;
};

export const specialHoursColumns = 'id, first_day, last_day, opens_at, closes_at, name';

export function toSpecialHoursEntry(row: {
  id: string;
  first_day: string;
  last_day: string;
  opens_at: string;
  closes_at: string;
  name: unknown;
}): SpecialHoursEntry {
  return {
    id: row.id,
    firstDay: row.first_day,
    lastDay: row.last_day,
    opensAt: row.opens_at,
    closesAt: row.closes_at,
    name: asLocalizedText(row.name),
  };
}

/** The special periods that end on or after `fromDay`, earliest first. */
export async function listSpecialHours(
  client: VenueClient,
  fromDay: string,
): Promise<SpecialHoursEntry[]> {
  const rows = unwrapRows(
    await client
      .from('special_hours')
      .select(specialHoursColumns)
      .gte('last_day', fromDay)
      .order('first_day'),
  );
  return rows.map(toSpecialHoursEntry);
}
