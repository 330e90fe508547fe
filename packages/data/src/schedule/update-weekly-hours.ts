import type { IsoWeekday } from '@venue/domain/schedule';
import type { OpeningHours } from '@venue/domain/venue';
import type { VenueClient } from '../client.ts';
import { scheduleNotAllowed, unwrapSchedule } from './schedule-refusal.ts';

/** The hours of the weekdays to change; null for a weekday the venue does not open. */
export type WeeklyHoursChange = Partial<Record<IsoWeekday, OpeningHours | null>>;

/**
 * Writes the hours of the weekdays given (the manager's), one weekday at a time; a close at or
 * before 06:00 is the next morning's. A span that does not fit a business day is refused
 * (`schedule.hours_span`); the weekdays before it stay written.
 */
export async function updateWeeklyHours(
  client: VenueClient,
  change: WeeklyHoursChange,
): Promise<void> {
  const weekdays = (Object.keys(change) as `${IsoWeekday}`[]).map(Number) as IsoWeekday[];
  for (const weekday of weekdays.sort()) {
    const hours = change[weekday] ?? null;
    const rows = unwrapSchedule(
      await client
        .from('opening_hours')
        .update({ opens_at: hours?.opensAt ?? null, closes_at: hours?.closesAt ?? null })
        .eq('weekday', weekday)
        .select('weekday'),
      'opening_hours',
    );
    if (!rows?.length) throw scheduleNotAllowed('opening_hours');
  }
}
