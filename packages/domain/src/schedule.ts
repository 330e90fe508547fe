/**
 * The venue's schedule as data (docs/decisions/025): the slot length and lane count, the weekly
 * hours, special periods that replace them, closures and lane blocks, as the database keeps them
 * (`public.venue_schedule`, `opening_hours`, `special_hours`, `closures`, `lane_blocks`). The
 * business day's clock is business-day.ts, and what a day offers is schedule-day.ts; pages import
 * every schedule function from here.
 */
import type { CalendarDate } from './clock.ts';
import type { LocalizedText } from './localized-text.ts';
import {
  laneCount,
  type OpeningHours,
  openingHours,
  sessionMinutes,
  type TimeOfDay,
} from './venue.ts';

export {
  closingMinute,
  coveredSlotsFrom,
  dayMinute,
  isBusinessSpan,
  timeAtDayMinute,
} from './business-day.ts';
export type { DayOffer, DaySlot, RunCheck } from './schedule-day.ts';
export {
  checkRun,
  closureAt,
  dayClosure,
  dayOffer,
  daySlots,
  hoursOn,
  isoWeekdayOf,
  lanesBlockedBetween,
  slotGrid,
  slotsOfHours,
  specialHoursOn,
} from './schedule-day.ts';

/** ISO weekday: 1 is Monday, 7 is Sunday (as `opening_hours.weekday` and SQL's isodow). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const isoWeekdays: readonly IsoWeekday[] = Object.freeze([1, 2, 3, 4, 5, 6, 7] as const);

/** The hours of each weekday; null for a weekday the venue does not open. */
export type WeeklyHours = Readonly<Record<IsoWeekday, OpeningHours | null>>;

/** A period (or one day) whose hours replace the weekly ones, e.g. Ramadan 20:00 to 02:00. */
export type SpecialHours = {
  readonly firstDay: CalendarDate;
  readonly lastDay: CalendarDate;
  readonly opensAt: TimeOfDay;
  readonly closesAt: TimeOfDay;
  readonly name: LocalizedText;
};

/** A day, or part of one (on the business day's clock), the venue is closed. */
export type Closure = {
  readonly day: CalendarDate;
  readonly fromTime: TimeOfDay | null;
  readonly toTime: TimeOfDay | null;
  readonly reason: LocalizedText;
};

/** Lanes out of use for a period. */
export type LaneBlock = {
  readonly lanes: readonly number[];
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly reason: LocalizedText;
};

export type Schedule = {
  readonly slotMinutes: number;
  readonly laneCount: number;
  readonly weekly: WeeklyHours;
  readonly special: readonly SpecialHours[];
  readonly closures: readonly Closure[];
  readonly laneBlocks: readonly LaneBlock[];
};

/** The schedule the venue opened with: 15:00 to 23:00 every day, 45-minute slots, six lanes. */
export const defaultSchedule: Schedule = Object.freeze({
  slotMinutes: sessionMinutes,
  laneCount,
  weekly: Object.freeze({
    1: openingHours,
    2: openingHours,
    3: openingHours,
    4: openingHours,
    5: openingHours,
    6: openingHours,
    7: openingHours,
  }),
  special: Object.freeze([]),
  closures: Object.freeze([]),
  laneBlocks: Object.freeze([]),
});

/** A run of consecutive weekdays, Monday to Sunday, that keep the same hours (null: closed). */
export type WeekdayRun = {
  readonly first: IsoWeekday;
  readonly last: IsoWeekday;
  readonly hours: OpeningHours | null;
};

/** The weekly hours as runs of weekdays with the same hours, Monday first ("Mon–Thu", "Fri–Sat"). */
export function weekdayRuns(weekly: WeeklyHours): readonly WeekdayRun[] {
  const runs: WeekdayRun[] = [];
  for (const weekday of isoWeekdays) {
    const hours = weekly[weekday];
    const previous = runs.at(-1);
    if (previous && sameHours(previous.hours, hours)) {
      runs[runs.length - 1] = { ...previous, last: weekday };
    } else {
      runs.push({ first: weekday, last: weekday, hours });
    }
  }
  return runs;
}

function sameHours(a: OpeningHours | null, b: OpeningHours | null): boolean {
  return (
    a === b || (a !== null && b !== null && a.opensAt === b.opensAt && a.closesAt === b.closesAt)
  );
}
