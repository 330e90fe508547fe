/**
 * What the slot grid offers on a day, from the venue's schedule and the day's free lanes: every
 * slot of the day's hours, each open, begun, too late for the booking's length, closed (with the
 * closure), or full for the group (fewer lanes free than it needs over a slot it covers, lanes
 * approved or blocked: a warning, still selectable, as the spec asks). Pure, so the rules are
 * testable alone.
 */
import type { VenueDaySlot } from '@venue/data/schedule/get-venue-day';
import { isSlotPast } from '@venue/domain/clock';
import { type Closure, checkRun, closureAt, type Schedule, slotGrid } from '@venue/domain/schedule';
import type { TimeOfDay } from '@venue/domain/venue';

export type SlotChoice =
  | {
      readonly slot: TimeOfDay;
      readonly state: 'open' | 'full';
      /** The slots a booking of the chosen length from here covers. */
      readonly covers: readonly TimeOfDay[];
    }
  | { readonly slot: TimeOfDay; readonly state: 'past' | 'past-closing' }
  | {
      readonly slot: TimeOfDay;
      readonly state: 'closed';
      readonly closure: Closure;
      /** The covered slot the closure takes: this one, or a later one the run reaches. */
      readonly at: TimeOfDay;
    };

/** True when a booking of `duration` minutes from `time` still fits the day (closures aside). */
export function fitsDay(schedule: Schedule, date: string, time: string, duration: number): boolean {
  const run = checkRun(schedule, date, time, duration);
  return run.ok || run.reason === 'closed';
}

/**
 * The fewest lanes free over the slots a booking covers, as `venue_day` reports them; a slot it
 * does not list (closed since the schedule was read) has none.
 */
export function fewestLanesFree(
  covers: readonly TimeOfDay[],
  free: readonly VenueDaySlot[],
): number {
  const lanesFree = new Map(free.map((slot) => [slot.slot, slot.lanesFree]));
  return Math.min(...covers.map((slot) => lanesFree.get(slot) ?? 0));
}

/**
 * The slot grid of a day for a group that needs `lanesNeeded` lanes; `free` is undefined until
 * `venue_day` answers.
 */
export function slotChoices({
  schedule,
  date,
  now,
  timeZone,
  duration,
  lanesNeeded,
  free,
}: {
  schedule: Schedule;
  date: string;
  now: Date;
  timeZone: string;
  duration: number;
  lanesNeeded: number;
  free: readonly VenueDaySlot[] | undefined;
}): readonly SlotChoice[] {
  return slotGrid(schedule, date).map((slot): SlotChoice => {
    const own = closureAt(schedule, date, slot);
    if (own) return { slot, state: 'closed', closure: own, at: slot };
    if (isSlotPast(date, slot, now, timeZone)) return { slot, state: 'past' };
    const run = checkRun(schedule, date, slot, duration);
    if (!run.ok) {
      return run.reason === 'closed'
        ? { slot, state: 'closed', closure: run.closure, at: run.at }
        : { slot, state: 'past-closing' };
    }
    const isFull = free !== undefined && fewestLanesFree(run.slots, free) < lanesNeeded;
    return { slot, state: isFull ? 'full' : 'open', covers: run.slots };
  });
}
