/**
 * What a business day of the schedule offers (docs/decisions/025): its hours (a special period's,
 * else its weekday's), the slots they give, the closures and lane blocks that take slots and lanes
 * out of use, and whether a booking's run of slots fits. The slots are computed here exactly as
 * `public.venue_day` computes them in SQL; a data test holds the two equal over a year of dates,
 * changes of the clocks included.
 */
import { closingMinute, coveredSlotsFrom, dayMinute, timeAtDayMinute } from './business-day.ts';
import { type CalendarDate, slotInstant, weekdayOf } from './clock.ts';
import type { Closure, IsoWeekday, Schedule, SpecialHours } from './schedule.ts';
import type { OpeningHours, TimeOfDay } from './venue.ts';

/** The ISO weekday of a calendar day. */
export function isoWeekdayOf(day: CalendarDate): IsoWeekday {
  return (((weekdayOf(day) + 6) % 7) + 1) as IsoWeekday;
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
