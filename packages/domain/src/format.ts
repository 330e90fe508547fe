/**
 * How dates, prices and times read on screen (en-US): the one place both apps and the e-mails
 * format them. Instants are shown in the venue's time zone, which the caller passes; calendar days
 * are shown as written; every time of day, a slot, a booking, the opening hours or an instant's
 * time, is the 24-hour "HH:mm" of the spec's slot list ("15:00", never "3:00 PM").
 */
import { type CalendarDate, isCalendarDate, utcMidnight } from './clock.ts';
import {
  currency,
  minutesSinceMidnight,
  openingHours,
  type TimeOfDay,
  timeOfDayFromMinutes,
} from './venue.ts';

/** Shown instead of a date that is missing or cannot be read. */
export const unknownDateText = 'Recently';

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

/** One cached en-US formatter per style and zone. */
function formatterOf(
  style: 'date' | 'dateTime' | 'longDate' | 'month',
  timeZone: string,
): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, ...formatOptions[style] });
    formatters.set(key, formatter);
  }
  return formatter;
}

function formatCalendarDate(date: CalendarDate): string {
  return formatterOf('date', 'UTC').format(utcMidnight(date));
}

/** The instant a `Date` or an ISO timestamp with a zone names; undefined when it names none. */
function instantOf(value: string | Date | null | undefined): Date | undefined {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : value;
  }
  return typeof value === 'string' ? parseInstant(value.trim()) : undefined;
}

/**
 * A date as "Nov 21, 2026". A `Date` or an ISO timestamp with a zone ("2026-11-20T22:30:00Z",
 * "...+00:00") is shown on its day in `timeZone`; a "YYYY-MM-DD" day, or a date-time without a
 * zone, is shown as the day written. Anything missing or unreadable reads "Recently".
 */
export function formatDisplayDate(
  value: string | Date | null | undefined,
  timeZone: string,
): string {
  if (typeof value === 'string') {
    const text = value.trim();
    if (isCalendarDate(text)) {
      return formatCalendarDate(text);
    }
    const wallClockDay = wallClockDateTimePattern.exec(text)?.[1];
    if (wallClockDay !== undefined) {
      return isCalendarDate(wallClockDay) ? formatCalendarDate(wallClockDay) : unknownDateText;
    }
  }
  const instant = instantOf(value);
  return instant ? formatterOf('date', timeZone).format(instant) : unknownDateText;
}

/**
 * An instant as "Nov 21, 2026, 15:05": its day and 24-hour time on the wall clock of `timeZone`.
 * Anything that is not an instant (missing, unreadable, or without a zone) reads "Recently".
 */
export function formatDisplayDateTime(
  value: string | Date | null | undefined,
  timeZone: string,
): string {
  const instant = instantOf(value);
  return instant ? formatterOf('dateTime', timeZone).format(instant) : unknownDateText;
}

/** A calendar day as a heading or a day button names it: "Saturday, November 21, 2026". */
export function formatLongDate(date: CalendarDate): string {
  return formatterOf('longDate', 'UTC').format(utcMidnight(date));
}

/** A month as a calendar's title: "November 2026"; `month` is 1 (January) to 12. */
export function formatMonthTitle(year: number, month: number): string {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  if (!isCalendarDate(first)) {
    throw new RangeError(`Not a year and month: ${year}-${month}`);
  }
  return formatterOf('month', 'UTC').format(utcMidnight(first));
}

const wholeIls = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimalIls = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount as the price table writes it: "80 ILS", "80.50 ILS", "1,200 ILS". */
export function formatIls(amount: number): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Not an amount: ${amount}`);
  }
  const agorot = Math.round(amount * 100);
  const formatter = agorot % 100 === 0 ? wholeIls : decimalIls;
  return `${formatter.format(agorot / 100)} ${currency}`;
}

/**
 * A time of day as every screen and e-mail shows it: "15:00", "22:30", "00:05" (24-hour, two-digit
 * hours). Throws for anything that is not an "HH:mm" time of day, so a stray form cannot slip by.
 */
export function formatTime(time: TimeOfDay): string {
  return timeOfDayFromMinutes(minutesSinceMidnight(time));
}

/** A list of times of day as one phrase: "19:30, 20:15". */
export function formatTimes(times: readonly TimeOfDay[]): string {
  return times.map(formatTime).join(', ');
}

/**
 * A booking's day and time: "Nov 21, 2026 at 15:00". The day is a calendar day ("YYYY-MM-DD"),
 * shown as written; the time is its slot.
 */
export function formatBookingWhen(date: CalendarDate, time: TimeOfDay, timeZone: string): string {
  return `${formatDisplayDate(date, timeZone)} at ${formatTime(time)}`;
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

/** The opening hours as visitors read them: "15:00 to 23:00". */
export function formatOpeningHours(hours = openingHours): string {
  return `${formatTime(hours.opensAt)} to ${formatTime(hours.closesAt)}`;
}
