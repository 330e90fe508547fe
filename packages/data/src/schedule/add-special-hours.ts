import type { SpecialHoursFormValues } from '@venue/domain/forms/schedule-forms';
import type { VenueClient } from '../client.ts';
import { DataError } from '../errors.ts';
import {
  type SpecialHoursEntry,
  specialHoursColumns,
  toSpecialHoursEntry,
} from './list-special-hours.ts';
import { unwrapSchedule } from './schedule-refusal.ts';

/**
 * Adds a special period (the manager's); one that overlaps another is refused
 * (`schedule.special_overlap`).
 */
export async function addSpecialHours(
  client: VenueClient,
  values: SpecialHoursFormValues,
): Promise<SpecialHoursEntry> {
  const row = unwrapSchedule(
    await client
      .from('special_hours')
      .insert({
        first_day: values.firstDay,
        last_day: values.lastDay,
        opens_at: values.opensAt,
        closes_at: values.closesAt,
        name: values.name,
      })
      .select(specialHoursColumns)
      .single(),
    'special_hours',
  );
  if (!row) throw new DataError('The database gave no answer. Please try again.', 'no_data');
  return toSpecialHoursEntry(row);
}
