/**
 * When the reminders before a visit go (`private.reminder_due_at` in SQL), and the consent to
 * WhatsApp messages the site asks for. The hours themselves are the manager's
 * (`public.reminder_settings`); these are their defaults.
 */
import { addDays, wallClockAt, wallClockInstant } from './clock.ts';
import { minutesSinceMidnight, type TimeOfDay } from './venue.ts';

/** The night, venue time, when no reminder goes; one due in it goes at `movedTo` the evening before. */
export const quietHours = {
  from: '22:00',
  to: '09:00',
  movedTo: '21:00',
} as const satisfies Record<string, TimeOfDay>;

/** The reminders' hours before a visit until the manager changes them. */
export const defaultReminderHours = { first: 24, second: 2 } as const;

/** The range each reminder's hours may take (`set_reminder_hours`). */
export const reminderHoursRange = { min: 1, max: 168 } as const;

/**
 * The version of the consent wording beside the phone number, recorded with each consent
 * (`private.whatsapp_consent_wording`). A new wording takes a new version.
 */
export const whatsappConsentWording = 'whatsapp-consent-1';

/**
 * When the reminder `hours` before a visit starting at `startsAt` goes: that instant, or at 21:00
 * the evening before when it falls in the night (22:00 to 09:00 venue time).
 */
export function reminderDueAt(startsAt: Date, hours: number, timeZone: string): Date {
  const planned = new Date(startsAt.getTime() - hours * 3_600_000);
  const { date, time } = wallClockAt(planned, timeZone);
  const minute = minutesSinceMidnight(time);
  if (minute >= minutesSinceMidnight(quietHours.from)) {
    return wallClockInstant(date, quietHours.movedTo, timeZone);
  }
  if (minute < minutesSinceMidnight(quietHours.to)) {
    return wallClockInstant(addDays(date, -1), quietHours.movedTo, timeZone);
  }
  return planned;
}

/** Whether `now` is in the night, when reminders wait for the morning. */
export function isQuietTime(now: Date, timeZone: string): boolean {
  const minute = minutesSinceMidnight(wallClockAt(now, timeZone).time);
  return (
    minute >= minutesSinceMidnight(quietHours.from) || minute < minutesSinceMidnight(quietHours.to)
  );
}
