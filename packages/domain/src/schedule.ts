/**
 * The venue's schedule as data (docs/decisions/025): the slot length and lane count, the weekly
 * hours, special periods that replace them, closures and lane blocks, as the database keeps them
 * (`public.venue_schedule`, `opening_hours`, `special_hours`, `closures`, `lane_blocks`). The slots
 * a business day offers are computed here exactly as `public.venue_day` computes them in SQL; a
 * data test holds the two equal over a year of dates, changes of the clocks included.
 *
 * A business day runs from 06:00 to 06:00 the next morning: hours may close past midnight
 * ("20:00" to "02:00"), and a slot at 00:30 belongs to the evening before.
 */
import { type CalendarDate, slotInstant, weekdayOf } from './clock.ts';
import type { LocalizedText } from './localized-text.ts';
import {
  laneCount,
  minutesSinceMidnight,
  type OpeningHours,
  openingHours,
  sessionMinutes,
  type TimeOfDay,
  timeOfDayFromMinutes,
} from './venue.ts';

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

const minutesPerDay = 24 * 60;
const dayStartMinutes = 6 * 60;

/** Minutes since the business day began at 06:00: 06:00 is 0, 23:00 is 1020, 01:30 is 1170. */
export function dayMinute(time: TimeOfDay): number {
  return (minutesSinceMidnight(time) - dayStartMinutes + minutesPerDay) % minutesPerDay;
}

/** Minutes since 06:00 of a closing time: a close at 06:00 is the business day's end (1440). */
export function closingMinute(time: TimeOfDay): number {
  return dayMinute(time) === 0 ? minutesPerDay : dayMinute(time);
}

/** The time of day a number of minutes after 06:00 names. */
export function timeAtDayMinute(minute: number): TimeOfDay {
  return timeOfDayFromMinutes((minute + dayStartMinutes) % minutesPerDay);
}

/** Opening and closing times that fit one business day: the close after the open, past midnight allowed. */
export function isBusinessSpan(opensAt: TimeOfDay, closesAt: TimeOfDay): boolean {
  return dayMinute(opensAt) < closingMinute(closesAt);
}

/**
 * The slot starts a booking from `time` lasting `durationMinutes` covers, one per slot length,
 * past midnight too; null for a start that is not a time of day, a length that is not positive,
 * or a run past the business day's end (`private.covered_slots`). Whether a day offers them is
 * the schedule's question (`slotGrid`, `daySlots`).
 */
export function coveredSlotsFrom(
  time: string,
  durationMinutes: number,
  slotMinutes: number,
): readonly TimeOfDay[] | null {
  if (
    !/^([01]\d|2[0-3]):[0-5]\d$/.test(time) ||
    !Number.isInteger(durationMinutes) ||
    durationMinutes <= 0
  ) {
    return null;
  }
  const first = dayMinute(time);
  const count = Math.ceil(durationMinutes / slotMinutes);
  if (first + (count - 1) * slotMinutes >= minutesPerDay) return null;
  return Array.from({ length: count }, (_, k) => timeAtDayMinute(first + k * slotMinutes));
}

/** The ISO weekday of a calendar day. */
export function isoWeekdayOf(day: CalendarDate): IsoWeekday {
  return (((weekdayOf(day) + 6) % 7) + 1) as IsoWeekday;
}

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

/** The special period a day falls in, if any. */
export function specialHoursOn(schedule: Schedule, day: CalendarDate): SpecialHours | null {
  return schedule.special.find((period) => period.firstDay <= day && day <= period.lastDay) ?? null;
}

/** A business day's hours: its special period's, else its weekday's; null when it does not open. */
export function hoursOn(schedule: Schedule, day: CalendarDate): OpeningHours | null {
  return specialHoursOn(schedule, day) ?? schedule.weekly[isoWeekdayOf(day)];
}

/** The slot starts hours give: one every slot length from opening while before closing. */
export function slotsOfHours(hours: OpeningHours, slotMinutes: number): readonly TimeOfDay[] {
  const slots: TimeOfDay[] = [];
  for (let m = dayMinute(hours.opensAt); m < closingMinute(hours.closesAt); m += slotMinutes) {
    slots.push(timeAtDayMinute(m));
  }
  return slots;
}

/** The slot starts of a business day's hours, closures aside, earliest first. */
export function slotGrid(schedule: Schedule, day: CalendarDate): readonly TimeOfDay[] {
  const hours = hoursOn(schedule, day);
  return hours ? slotsOfHours(hours, schedule.slotMinutes) : [];
}

/** The closure a slot of a business day falls in (a whole-day one first), if any. */
export function closureAt(schedule: Schedule, day: CalendarDate, slot: TimeOfDay): Closure | null {
  const start = dayMinute(slot);
  const covering = schedule.closures.filter(
    (closure) =>
      closure.day === day &&
      (closure.fromTime === null ||
        closure.toTime === null ||
        (start < closingMinute(closure.toTime) &&
          start + schedule.slotMinutes > dayMinute(closure.fromTime))),
  );
  return covering.find((closure) => closure.fromTime === null) ?? covering[0] ?? null;
}

/** The closure that shuts a whole business day, if any. */
export function dayClosure(schedule: Schedule, day: CalendarDate): Closure | null {
  return (
    schedule.closures.find((closure) => closure.day === day && closure.fromTime === null) ?? null
  );
}

/** How a business day looks to a visitor before any slot: its hours and special period, or closed. */
export type DayOffer =
  | { readonly kind: 'open'; readonly hours: OpeningHours; readonly special: SpecialHours | null }
  | { readonly kind: 'closed'; readonly closure: Closure | null };

/**
 * A business day's offer: closed with the closure that shuts the whole day (even inside a special
 * period), closed without one on a weekday the venue does not open, else open with its hours and
 * the special period they come from.
 */
export function dayOffer(schedule: Schedule, day: CalendarDate): DayOffer {
  const closure = dayClosure(schedule, day);
  const hours = hoursOn(schedule, day);
  if (closure || !hours) return { kind: 'closed', closure };
  return { kind: 'open', hours, special: specialHoursOn(schedule, day) };
}

/** Why a run of slots cannot be booked on a day, or the slots it covers. */
export type RunCheck =
  | { readonly ok: true; readonly slots: readonly TimeOfDay[] }
  | { readonly ok: false; readonly reason: 'unknown-slot' | 'invalid-duration' | 'past-closing' }
  | {
      readonly ok: false;
      readonly reason: 'closed';
      /** The first slot of the run a closure takes. */
      readonly at: TimeOfDay;
      readonly closure: Closure;
    };

/**
 * Whether a booking from `time` lasting `durationMinutes` fits a business day: the start is one
 * of the day's slots, the run ends by closing, and no closure takes any of its slots (as
 * `private.check_booking_time` refuses them, the clock aside).
 */
export function checkRun(
  schedule: Schedule,
  day: CalendarDate,
  time: TimeOfDay,
  durationMinutes: number,
): RunCheck {
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0) {
    return { ok: false, reason: 'invalid-duration' };
  }
  const grid = slotGrid(schedule, day);
  if (!grid.includes(time)) return { ok: false, reason: 'unknown-slot' };
  const slots = coveredSlotsFrom(time, durationMinutes, schedule.slotMinutes);
  if (!slots || slots.some((slot) => !grid.includes(slot))) {
    return { ok: false, reason: 'past-closing' };
  }
  for (const slot of slots) {
    const closure = closureAt(schedule, day, slot);
    if (closure) return { ok: false, reason: 'closed', at: slot, closure };
  }
  return { ok: true, slots };
}

/** A slot a business day offers, with its instants and lanes. */
export type DaySlot = {
  readonly slot: TimeOfDay;
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** The lanes a block takes out of use for any part of the slot, lowest first. */
  readonly blockedLanes: readonly number[];
  /** Lanes neither blocked nor closed (`venue_day.lanes_open`). */
  readonly lanesOpen: number;
};

/** The lanes blocked for any part of the period, lowest first. */
export function lanesBlockedBetween(
  schedule: Schedule,
  startsAt: Date,
  endsAt: Date,
): readonly number[] {
  const lanes = new Set<number>();
  for (const block of schedule.laneBlocks) {
    if (block.startsAt < endsAt && block.endsAt > startsAt) {
      for (const lane of block.lanes) {
        if (lane <= schedule.laneCount) lanes.add(lane);
      }
    }
  }
  return [...lanes].sort((a, b) => a - b);
}

/** The slots a business day offers, earliest first: the grid of its hours without closed slots. */
export function daySlots(
  schedule: Schedule,
  day: CalendarDate,
  timeZone: string,
): readonly DaySlot[] {
  return slotGrid(schedule, day)
    .filter((slot) => closureAt(schedule, day, slot) === null)
    .map((slot) => {
      const startsAt = slotInstant(day, slot, timeZone);
      const endsAt = new Date(startsAt.getTime() + schedule.slotMinutes * 60_000);
      const blockedLanes = lanesBlockedBetween(schedule, startsAt, endsAt);
      return {
        slot,
        startsAt,
        endsAt,
        blockedLanes,
        lanesOpen: schedule.laneCount - blockedLanes.length,
      };
    });
}
