import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/**
 * How many hours before an approved visit each of the two reminders goes; null when that reminder
 * is off (`reminder_settings`, 24 and 2 by default).
 */
export type ReminderSettings = { firstHours: number | null; secondHours: number | null };

/** The reminders' hours (staff read them); null for anyone else, whom the row is not shown to. */
export async function getReminderSettings(client: VenueClient): Promise<ReminderSettings | null> {
  const row = unwrap(
    await client.from('reminder_settings').select('first_hours, second_hours').maybeSingle(),
  );
  return row ? { firstHours: row.first_hours, secondHours: row.second_hours } : null;
}
