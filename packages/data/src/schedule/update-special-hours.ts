import type { SpecialHoursFormValues } from '@venue/domain/forms/schedule-forms';
import type { VenueClient } from '../client.ts';
import {
  type SpecialHoursEntry,
  specialHoursColumns,
  toSpecialHoursEntry,
} from './list-special-hours.ts';
import { scheduleEntryGone, unwrapSchedule } from './schedule-refusal.ts';

/** Writes a special period's days, hours and name back (the manager's). */
export async function updateSpecialHours(
  client: VenueClient,
  id: string,
  values: SpecialHoursFormValues,
): Promise<SpecialHoursEntry> {
  const rows = unwrapSchedule(
    await client
      .from('special_hours')
      .update({
        first_day: values.firstDay,
        last_day: values.lastDay,
        opens_at: values.opensAt,
        closes_at: values.closesAt,
        name: values.name,
      })
      .eq('id', id)
      .select(specialHoursColumns),
    'special_hours',
  );
  const row = rows?.[0];
  if (!row) throw scheduleEntryGone();
  return toSpecialHoursEntry(row);
}
