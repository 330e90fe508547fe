/**
 * The venue's calendar and wall clock. Callers pass "now" and the venue's IANA time zone; nothing
 * here reads the machine's clock or zone, so every answer is the same on any server or browser.
 * Dates are calendar days written "YYYY-MM-DD"; times of day are "HH:mm" on a 24-hour clock.
 */
import {
  bookingHorizonDays,
  minutesSinceMidnight,
  sessionMinutes,
  slotStarts,
  type TimeOfDay,
} from './venue.ts';

/** A calendar day, "YYYY-MM-DD". */
export type CalendarDate = string;

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type WallClock = { date: CalendarDate; time: TimeOfDay };

function wallClock(now: Date, timeZone: string): WallClock {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    throw new RangeError('"now" must be a valid Date');
  }
  const parts: Record<string, string> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(now)) {
    parts[part.type] = part.value;
  }
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** True for a real calendar day in "YYYY-MM-DD" form (so "2026-02-29" is false). */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string') {
    return false;
  }
  const match = calendarDatePattern.exec(value);
  if (!match) {
    return false;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function assertCalendarDate(value: string): void {
  if (!isCalendarDate(value)) {
    throw new RangeError(`Not a calendar date in YYYY-MM-DD form: "${value}"`);
  }
}

/**
 * When the venue's business day begins: a day's slots run from its opening to, at the latest,
 * 06:00 the next morning, so a slot at 00:30 belongs to the evening before (the board, the
 * insights and the database's `private.business_day` count it there).
 */
export const businessDayStartsAt: TimeOfDay = '06:00';
const businessDayStartMinutes = minutesSinceMidnight(businessDayStartsAt);

/**
 * The venue's business day at the instant `now`, "YYYY-MM-DD": its calendar date, or the day
 * before until 06:00 (at 00:30 on Saturday it is still Friday's evening).
 */
export function venueToday(now: Date, timeZone: string): CalendarDate {
  const clock = wallClock(now, timeZone);
  return minutesSinceMidnight(clock.time) < businessDayStartMinutes
    ? addDays(clock.date, -1)
    : clock.date;
}

/**
 * When a slot of a business day starts: its wall-clock time on that date, or on the next one for
 * a time before 06:00 (`private.slot_instant` in SQL).
 */
export function slotInstant(date: CalendarDate, time: TimeOfDay, timeZone: string): Date {
  const isAfterMidnight = minutesSinceMidnight(time) < businessDayStartMinutes;
  return wallClockInstant(isAfterMidnight ? addDays(date, 1) : date, time, timeZone);
}

/** The wall-clock date and time of `timeZone` at the instant `now` (seconds dropped). */
export function wallClockAt(now: Date, timeZone: string): WallClock {
  return wallClock(now, timeZone);
}

/** The venue's time of day at the instant `now`, "HH:mm" (seconds dropped). */
export function venueTimeOfDay(now: Date, timeZone: string): TimeOfDay {
  return wallClock(now, timeZone).time;
}

/**
 * The instant a wall-clock day and time of `timeZone` names: "2026-12-05" "19:30" in Asia/Hebron
 * (UTC+2 in winter) is 17:30 UTC. A time the clock skips or repeats at a change of offset takes
 * the offset in force just after the change.
 */
export function wallClockInstant(date: CalendarDate, time: TimeOfDay, timeZone: string): Date {
  const asUtc = utcMidnight(date).getTime() + minutesSinceMidnight(time) * 60_000;
  const offsetAt = (instant: number) => {
    const clock = wallClock(new Date(instant), timeZone);
    const reading = utcMidnight(clock.date).getTime() + minutesSinceMidnight(clock.time) * 60_000;
    return reading - Math.floor(instant / 60_000) * 60_000;
  };
  const first = offsetAt(asUtc);
  const second = offsetAt(asUtc - first);
  return new Date(asUtc - (second === first ? first : second));
}

/** True when the day is strictly before the venue's today; today itself is not past. */
export function isDatePast(date: CalendarDate, now: Date, timeZone: string): boolean {
  assertCalendarDate(date);
  return date < venueToday(now, timeZone);
}

/** The last day a booking can be made for at `now`: the booking horizon after the venue's today. */
export function lastBookableDate(now: Date, timeZone: string): CalendarDate {
  return addDays(venueToday(now, timeZone), bookingHorizonDays);
}

/** True when the day is after the last bookable day (see `lastBookableDate`). */
export function isDateBeyondHorizon(date: CalendarDate, now: Date, timeZone: string): boolean {
  assertCalendarDate(date);
  return date > lastBookableDate(now, timeZone);
}

/**
 * True when a slot can no longer be booked: its business day is before the venue's, or it has
 * started (at 15:00 the 15:00 slot is past; at 14:59 it is not).
 */
export function isSlotPast(
  date: CalendarDate,
  time: TimeOfDay,
  now: Date,
  timeZone: string,
): boolean {
  return (
    isDatePast(date, now, timeZone) || now.getTime() >= slotInstant(date, time, timeZone).getTime()
  );
}

/**
 * True when a slot has ended: its business day is before the venue's, or its session is over
 * (the 20:15 slot is under way, not over, until 21:00). Staff take walk-ins into
 * a slot until then; the public form stops at its start (`isSlotPast`).
 */
export function isSlotOver(
  date: CalendarDate,
  time: TimeOfDay,
  now: Date,
  timeZone: string,
  slotMinutes: number = sessionMinutes,
): boolean {
  const end = slotInstant(date, time, timeZone).getTime() + slotMinutes * 60_000;
  return isDatePast(date, now, timeZone) || now.getTime() >= end;
}

/** The slot under way at `now` on the venue's clock (started, not over), or null between slots. */
export function slotUnderWay(now: Date, timeZone: string): TimeOfDay | null {
  const minutes = minutesSinceMidnight(venueTimeOfDay(now, timeZone));
  return (
    slotStarts.find((time) => {
      const start = minutesSinceMidnight(time);
      return start <= minutes && minutes < start + sessionMinutes;
    }) ?? null
  );
}

/** Number of days in a month of the Gregorian calendar; `month` is 1 (January) to 12. */
export function daysInMonth(year: number, month: number): number {
  assertYearMonth(year, month);
  if (month === 2) {
    const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return isLeapYear ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Every day of a month, "YYYY-MM-DD", first to last; `month` is 1 (January) to 12. */
export function monthDays(year: number, month: number): readonly CalendarDate[] {
  const prefix = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  return Array.from(
    { length: daysInMonth(year, month) },
    (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}`,
  );
}

/** Day of the week of a calendar day: 0 is Sunday, 6 is Saturday (for a month grid's offset). */
export function weekdayOf(date: CalendarDate): number {
  return utcMidnight(date).getUTCDay();
}

/** Midnight UTC of a calendar day (`days` later if given): a UTC formatter shows the day written. */
export function utcMidnight(date: CalendarDate, days = 0): Date {
  assertCalendarDate(date);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const instant = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  instant.setUTCFullYear(year, month - 1, day + days);
  return instant;
}

/** The calendar day `days` after `date` (negative: before), across months and years. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days)) {
    throw new RangeError(`A day offset must be a whole number: ${days}`);
  }
  const instant = utcMidnight(date, days);
  const shifted = [
    String(instant.getUTCFullYear()).padStart(4, '0'),
    String(instant.getUTCMonth() + 1).padStart(2, '0'),
    String(instant.getUTCDate()).padStart(2, '0'),
  ];
  return shifted.join('-');
}

/** The month `offset` months away from year/month (for previous/next month navigation). */
export function addMonths(
  year: number,
  month: number,
  offset: number,
): { year: number; month: number } {
  assertYearMonth(year, month);
  if (!Number.isInteger(offset)) {
    throw new RangeError(`A month offset must be a whole number: ${offset}`);
  }
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

function assertYearMonth(year: number, month: number): void {
  if (!Number.isInteger(year) || year < 1 || year > 9999) {
    throw new RangeError(`Not a year from 1 to 9999: ${year}`);
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month from 1 to 12: ${month}`);
  }
}
