import type { VenueClient } from '../client.ts';
import { DataError, unwrap } from '../errors.ts';
import type { ReminderSettings } from './get-reminder-settings.ts';

/**
 * Sets the reminders' hours through `set_reminder_hours` (null switches a reminder off), which
 * plans the reminders still to go again. Refused with `access.manager_only` (42501) for anyone but
 * the manager, and `schedule.reminder_hours` (VN010) for hours outside 1 to 168 or a second
 * reminder not closer to the visit than the first.
 */
export async function setReminderHours(
  client: VenueClient,
  { firstHours, secondHours }: ReminderSettings,
): Promise<ReminderSettings> {
  const saved = unwrap(
    await client.rpc('set_reminder_hours', {
      // The generated types know no null argument; the function takes null as "off".
      first_hours: firstHours as number,
      second_hours: secondHours as number,
    }),
  );
  if (!saved) throw new DataError('The reminders were not saved.');
  return { firstHours: saved.first_hours, secondHours: saved.second_hours };
}
