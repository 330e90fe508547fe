/**
 * The manager's insights page (issue 16): the periods it offers. Periods are venue days, both ends
 * included. The venue's week starts on Saturday, the first working day of the week in Hebron; the
 * database's weekly feedback figure (`venue_insights`) starts its weeks on the same day.
 */
import { addDays, type CalendarDate, daysInMonth, weekdayOf } from './clock.ts';

/** The first day of the venue's week: 6 is Saturday (0 Sunday ... 6 Saturday, as `weekdayOf`). */
export const venueWeekStart = 6;

/** The weekdays in the venue's order, Saturday first. */
export const venueWeekdays: readonly number[] = Object.freeze(
  Array.from({ length: 7 }, (_, index) => (venueWeekStart + index) % 7),
);

/** Longest period the insights answer for: a year, leap day included. */
export const maxInsightsPeriodDays = 366;

export type InsightsPeriod = { from: CalendarDate; to: CalendarDate };

export const insightsPresets = ['this-week', 'this-month', 'last-30-days'] as const;
export type InsightsPreset = (typeof insightsPresets)[number];

/**
 * A preset period around the venue's today: this week (Saturday to Friday), this month (its first
 * to its last day), or the last 30 days (today and the 29 before it).
 */
export function presetPeriod(preset: InsightsPreset, today: CalendarDate): InsightsPeriod {
  if (preset === 'this-week') {
    const from = addDays(today, -((weekdayOf(today) - venueWeekStart + 7) % 7));
    return { from, to: addDays(from, 6) };
  }
  if (preset === 'this-month') {
    const [year, month] = today.split('-').map(Number) as [number, number];
    const first = `${today.slice(0, 7)}-01`;
    return { from: first, to: addDays(first, daysInMonth(year, month) - 1) };
  }
  return { from: addDays(today, -29), to: today };
}

/** Days in a period, both ends included (0 when it runs backwards). */
export function periodDays({ from, to }: InsightsPeriod): number {
  const days =
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  return Math.max(days, 0);
}
