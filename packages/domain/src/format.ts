/**
 * How dates, prices and times read on screen (en-US). Instants are shown in the venue's time zone,
 * which the caller passes; calendar days are shown as written.
 */
import { isCalendarDate } from './clock.ts';
import { currency, minutesSinceMidnight, openingHours, type TimeOfDay } from './venue.ts';

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

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day);
  return dateFormatter('UTC').format(instant);
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
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? unknownDateText : dateFormatter(timeZone).format(value);
  }
  if (typeof value !== 'string') {
    return unknownDateText;
  }
  const text = value.trim();
  if (isCalendarDate(text)) {
    return formatCalendarDate(text);
  }
  const wallClockDay = wallClockDateTimePattern.exec(text)?.[1];
  if (wallClockDay !== undefined) {
    return isCalendarDate(wallClockDay) ? formatCalendarDate(wallClockDay) : unknownDateText;
  }
  const instant = parseInstant(text);
  return instant ? dateFormatter(timeZone).format(instant) : unknownDateText;
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

/** A 24-hour "HH:mm" time on a 12-hour clock: "15:00" → "3:00 PM", "00:30" → "12:30 AM". */
export function formatTime12h(time: TimeOfDay): string {
  const minutes = minutesSinceMidnight(time);
  const hours = Math.floor(minutes / 60);
  const period = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${period}`;
}

/** The opening hours as visitors read them: "3:00 PM to 11:00 PM". */
export function formatOpeningHours(hours = openingHours): string {
  return `${formatTime12h(hours.opensAt)} to ${formatTime12h(hours.closesAt)}`;
}
