/**
 * How dates, prices, counts and times read on screen: the one place both apps and the e-mails
 * format them, in the reader's locale (the trailing `locale` argument; English, the spec's en-US
 * forms, when it is left out). Instants are shown in the venue's time zone, which the caller
 * passes; calendar days are shown as written; every time of day, a slot, a booking, the opening
 * hours or an instant's time, is the 24-hour "HH:mm" of the spec's slot list ("15:00", never
 * "3:00 PM"), in every locale. Arabic uses Western digits and Palestinian month names
 * ("21 تشرين الثاني 2026"); a price in Arabic is "25 ₪", isolated left to right (decision 008).
 */
import { type CalendarDate, isCalendarDate, utcMidnight } from './clock.ts';
import { formatCount } from './format-number.ts';
import { phrasings } from './format-phrasing.ts';
// Only the type: the locale list stays in the site's entry, and this module in the pages using it.
import type { LocaleCode } from './locales.ts';
import {
  minutesSinceMidnight,
  openingHours,
  type TimeOfDay,
  timeOfDayFromMinutes,
} from './venue.ts';

// Numbers have their own module; pages import every format from here.
export { formatCount, formatDecimal, formatIls, formatPercent } from './format-number.ts';
export { unknownDateText } from './format-phrasing.ts';

// A date-time with no zone is a wall-clock reading: its calendar day is the one written.
const wallClockDateTimePattern = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;
// An instant as PostgREST ("...T21:59:59.123456+00:00") or psql ("... 21:59:59+00") writes it.
const instantPattern =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:(Z)|([+-]\d{2}):?(\d{2})?)$/i;

/** The instant a timestamp with a zone names, or undefined when it is not one. */
function parseInstant(text: string): Date | undefined {
  const match = instantPattern.exec(text);
  if (!match) {
    return undefined;
  }
  const [, day, hoursMinutes, seconds = '00', fraction = '', utc, offsetHours, offsetMinutes] =
    match;
  if (day === undefined || !isCalendarDate(day)) {
    return undefined;
  }
  const milliseconds = fraction.padEnd(3, '0').slice(0, 3);
  const offset = utc ? 'Z' : `${offsetHours}:${offsetMinutes ?? '00'}`;
  const instant = new Date(`${day}T${hoursMinutes}:${seconds}.${milliseconds}${offset}`);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

const formatOptions = {
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  dateTime: {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  longDate: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per style, zone and locale. */
function formatterOf(
  style: keyof typeof formatOptions,
  timeZone: string,
  locale: LocaleCode,
): Intl.DateTimeFormat {
  const key = `${style} ${timeZone} ${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(phrasings[locale].intl, {
      timeZone,
      ...formatOptions[style],
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function formatCalendarDate(date: CalendarDate, locale: LocaleCode): string {
  return formatterOf('date', 'UTC', locale).format(utcMidnight(date));
}

/** The instant a `Date` or an ISO timestamp with a zone names; undefined when it names none. */
function instantOf(value: string | Date | null | undefined): Date | undefined {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : value;
  }
  return typeof value === 'string' ? parseInstant(value.trim()) : undefined;
}

/**
 * A date as "Nov 21, 2026" ("21 تشرين الثاني 2026" in Arabic). A `Date` or an ISO timestamp with
 * a zone ("2026-11-20T22:30:00Z", "...+00:00") is shown on its day in `timeZone`; a "YYYY-MM-DD"
 * day, or a date-time without a zone, is shown as the day written. Anything missing or unreadable
 * reads "Recently".
 */
export function formatDisplayDate(
  value: string | Date | null | undefined,
  timeZone: string,
  locale: LocaleCode = 'en',
): string {
  const unknown = phrasings[locale].unknownDate;
  if (typeof value === 'string') {
    const text = value.trim();
    if (isCalendarDate(text)) {
      return formatCalendarDate(text, locale);
    }
    const wallClockDay = wallClockDateTimePattern.exec(text)?.[1];
    if (wallClockDay !== undefined) {
      return isCalendarDate(wallClockDay) ? formatCalendarDate(wallClockDay, locale) : unknown;
    }
  }
  const instant = instantOf(value);
  return instant ? formatterOf('date', timeZone, locale).format(instant) : unknown;
}

/**
 * An instant as "Nov 21, 2026, 15:05": its day and 24-hour time on the wall clock of `timeZone`.
 * Anything that is not an instant (missing, unreadable, or without a zone) reads "Recently".
 */
export function formatDisplayDateTime(
  value: string | Date | null | undefined,
  timeZone: string,
  locale: LocaleCode = 'en',
): string {
  const instant = instantOf(value);
  return instant
    ? formatterOf('dateTime', timeZone, locale).format(instant)
    : phrasings[locale].unknownDate;
}

/** A calendar day as a heading or a day button names it: "Saturday, November 21, 2026". */
export function formatLongDate(date: CalendarDate, locale: LocaleCode = 'en'): string {
  return formatterOf('longDate', 'UTC', locale).format(utcMidnight(date));
}

/** A month as a calendar's title: "November 2026"; `month` is 1 (January) to 12. */
export function formatMonthTitle(year: number, month: number, locale: LocaleCode = 'en'): string {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  if (!isCalendarDate(first)) {
    throw new RangeError(`Not a year and month: ${year}-${month}`);
  }
  return formatterOf('month', 'UTC', locale).format(utcMidnight(first));
}

/** 2023-01-01 was a Sunday: the first of the seven days `weekdayNames` reads its names from. */
const aSunday = '2023-01-01';

/**
 * The seven weekdays as a calendar's column heads, Sunday first: "Sun" ... "Sat" ("أحد" ... "سبت"
 * in Arabic: the names without the article, each at least two letters and all seven distinct).
 */
export function weekdayNames(locale: LocaleCode = 'en'): string[] {
  const fixed = phrasings[locale].weekdayHeads;
  if (fixed !== 'intl-short') return [...fixed];
  const heads = new Intl.DateTimeFormat(phrasings[locale].intl, {
    timeZone: 'UTC',
    weekday: 'short',
  });
  const sunday = utcMidnight(aSunday).getTime();
  return Array.from({ length: 7 }, (_, day) => heads.format(new Date(sunday + day * 86_400_000)));
}

/** An ISO weekday (1 Monday ... 7 Sunday) by its full name: "Monday" ("الاثنين" in Arabic). */
export function formatWeekday(isoWeekday: number, locale: LocaleCode = 'en'): string {
  if (!Number.isInteger(isoWeekday) || isoWeekday < 1 || isoWeekday > 7) {
    throw new RangeError(`Not an ISO weekday: ${isoWeekday}`);
  }
  const names = new Intl.DateTimeFormat(phrasings[locale].intl, {
    timeZone: 'UTC',
    weekday: 'long',
  });
  // 2023-01-02 was a Monday.
  return names.format(
    new Date(utcMidnight('2023-01-02').getTime() + (isoWeekday - 1) * 86_400_000),
  );
}

/**
 * A time of day as every screen and e-mail shows it: "15:00", "22:30", "00:05" (24-hour, two-digit
 * hours, Western digits). It takes no locale: both locales write a time the same way (decision 008).
 * Throws for anything that is not an "HH:mm" time of day, so a stray form cannot slip by.
 */
export function formatTime(time: TimeOfDay): string {
  return timeOfDayFromMinutes(minutesSinceMidnight(time));
}

/** A list of times of day as one phrase: "19:30, 20:15" ("19:30، 20:15" in Arabic). */
export function formatTimes(times: readonly TimeOfDay[], locale: LocaleCode = 'en'): string {
  return times.map(formatTime).join(phrasings[locale].listSeparator);
}

/**
 * A set of lanes (or any whole numbers) as one phrase, runs of neighbours as ranges, lowest first:
 * [2, 3] reads "2–3", [2, 5] "2, 5", [1, 2, 3, 5] "1–3, 5"; in Arabic "2 و3", "2، 5" and
 * "من 1 إلى 3، 5". The caller puts the word ("Lanes") around it.
 */
export function formatNumberSet(numbers: readonly number[], locale: LocaleCode = 'en'): string {
  const phrasing = phrasings[locale];
  const runs: { from: number; to: number }[] = [];
  for (const value of [...new Set(numbers)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last.to + 1 === value) last.to = value;
    else runs.push({ from: value, to: value });
  }
  return runs
    .map(({ from, to }) =>
      from === to
        ? formatCount(from, locale)
        : phrasing.numberRange(formatCount(from, locale), formatCount(to, locale), to - from + 1),
    )
    .join(phrasing.listSeparator);
}

/**
 * A booking's day and time: "Nov 21, 2026 at 15:00" ("21 تشرين الثاني 2026 الساعة 15:00"). The
 * day is a calendar day ("YYYY-MM-DD"), shown as written; the time is its slot.
 */
export function formatBookingWhen(
  date: CalendarDate,
  time: TimeOfDay,
  timeZone: string,
  locale: LocaleCode = 'en',
): string {
  return phrasings[locale].dayAt(formatDisplayDate(date, timeZone, locale), formatTime(time));
}

// "3 PM", "3:00 pm", "3:00 p.m.": a 12-hour clock reading.
const twelveHourPattern = /\b\d{1,2}(?::\d{2}){0,2}\s?[ap]\.?m\b\.?/gi;
// "9:30", "15:00", "15:00:00": a clock reading, which must then be formatTime's own form.
const clockPattern = /\b\d{1,2}:\d{2}(?::\d{2})?\b/g;

/**
 * The times of day in a text that are not in the one form `formatTime` gives ("3:00 PM", "9:30",
 * "15:00:00"); empty when every time reads like "15:00". Tests hold screens and e-mails to it.
 */
export function timesInAnotherForm(text: string): string[] {
  const twelveHour = text.match(twelveHourPattern) ?? [];
  const rest = text.replace(twelveHourPattern, ' ');
  const clocks = (rest.match(clockPattern) ?? []).filter((time) => {
    try {
      return formatTime(time) !== time;
    } catch {
      return true;
    }
  });
  return [...twelveHour, ...clocks];
}

/** The opening hours as visitors read them: "15:00 to 23:00" ("من 15:00 إلى 23:00"). */
export function formatOpeningHours(hours = openingHours, locale: LocaleCode = 'en'): string {
  return phrasings[locale].timeRange(formatTime(hours.opensAt), formatTime(hours.closesAt));
}

/**
 * Parts of a list as one phrase, joined the locale's way by `Intl`: "Mon: closed, Tue–Thu: 15:00
 * to 23:00" in English, each part after the first led by "، و" in Arabic.
 */
export function formatList(parts: readonly string[], locale: LocaleCode = 'en'): string {
  return new Intl.ListFormat(phrasings[locale].intl, { type: 'unit', style: 'short' }).format(
    parts,
  );
}
