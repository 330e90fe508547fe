/**
 * The weekly opening hours in one line, for a footer or a badge: the same hours every day in one
 * phrase ("open daily 15:00 to 23:00"), else each run of weekdays with the same hours ("Mon:
 * closed, Tue–Thu: 15:00 to 23:00, Fri–Sat: 15:00 to 01:00"). The words around the days and
 * hours are the caller's (the site's catalogue, the e-mails' catalogue); the days, times and the
 * list are the locale's.
 */
import { formatList, formatOpeningHours, formatTime, weekdayNames } from './format.ts';
import type { LocaleCode } from './locales.ts';
import { type IsoWeekday, isoWeekdays, type WeeklyHours, weekdayRuns } from './schedule.ts';
import type { OpeningHours } from './venue.ts';

export type WeeklyHoursWords = {
  /** Every day the same hours: "Open daily 15:00 to 23:00". */
  readonly daily: (opensAt: string, closesAt: string, range: string) => string;
  /** A run of days closed: "Mon: closed". */
  readonly closed: (days: string) => string;
  /** A run of days open: "Tue–Thu: 15:00 to 23:00". */
  readonly open: (days: string, range: string) => string;
};

/** A run of weekdays by their short names: "Mon", "Fri–Sat" ("جمعة–سبت"). */
function weekdaysText(first: number, last: number, locale: LocaleCode): string {
  const names = weekdayNames(locale);
  const name = (isoWeekday: number) => names[isoWeekday % 7] ?? '';
  return first === last ? name(first) : `${name(first)}–${name(last)}`;
}

export function weeklyHoursLine(
  weekly: WeeklyHours,
  locale: LocaleCode,
  words: WeeklyHoursWords,
): string {
  const runs = weekdayRuns(weekly);
  const [only] = runs;
  if (runs.length === 1 && only?.hours) {
    return words.daily(
      formatTime(only.hours.opensAt),
      formatTime(only.hours.closesAt),
      formatOpeningHours(only.hours, locale),
    );
  }
  const parts = runs.map(({ first, last, hours }) => {
    const days = weekdaysText(first, last, locale);
    return hours ? words.open(days, formatOpeningHours(hours, locale)) : words.closed(days);
  });
  return formatList(parts, locale);
}

/** One weekday's row as `opening_hours` holds it (both times null on a day it does not open). */
export type OpeningHoursRow = {
  readonly weekday: number;
  readonly opens_at: string | null;
  readonly closes_at: string | null;
};

/** The weekly hours from `opening_hours`' rows; a weekday without a row is closed. */
export function weeklyHoursFrom(rows: readonly OpeningHoursRow[]): WeeklyHours {
  const hours = new Map<number, OpeningHours | null>();
  for (const row of rows) {
    hours.set(
      row.weekday,
      row.opens_at && row.closes_at ? { opensAt: row.opens_at, closesAt: row.closes_at } : null,
    );
  }
  return Object.fromEntries(
    isoWeekdays.map((day: IsoWeekday) => [day, hours.get(day) ?? null]),
  ) as WeeklyHours;
}
