/**
 * A business day as staff see it on the lane board: every slot of its hours, the closed ones
 * included, each with the closure that takes it and the block that takes each lane, so a screen
 * can say why a slot or a lane is out of use (`daySlots` keeps only what the day offers).
 */
import { slotInstant } from './clock.ts';
import type { Closure, LaneBlock, Schedule } from './schedule.ts';
import { closureAt, dayClosure, hoursOn, slotGrid } from './schedule-day.ts';
import type { TimeOfDay } from './venue.ts';

/** One slot of a business day's hours, with what takes it or its lanes out of use. */
export type StaffDaySlot = {
  readonly slot: TimeOfDay;
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** The closure that takes the slot, or null when it is open. */
  readonly closure: Closure | null;
  /** Per lane (1 to the lane count), the block that takes it for any part of the slot. */
  readonly blocks: ReadonlyMap<number, LaneBlock>;
};

/**
 * What a business day is for staff: closed all day (with the closure, or null when its hours are
 * none), or open with every slot of its hours, earliest first.
 */
export type StaffDay =
  | { readonly isOpen: false; readonly closure: Closure | null }
  | { readonly isOpen: true; readonly slots: readonly StaffDaySlot[] };

/** The blocks that take a lane for any part of a period, earliest first per lane. */
export function laneBlocksBetween(
  schedule: Schedule,
  startsAt: Date,
  endsAt: Date,
): ReadonlyMap<number, LaneBlock> {
  const blocks = new Map<number, LaneBlock>();
  const touching = schedule.laneBlocks
    .filter((block) => block.startsAt < endsAt && block.endsAt > startsAt)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const block of touching) {
    for (const lane of block.lanes) {
      if (lane >= 1 && lane <= schedule.laneCount && !blocks.has(lane)) blocks.set(lane, block);
    }
  }
  return blocks;
}

/** A business day's slots for staff, in the venue's `timeZone` (see `StaffDay`). */
export function staffDay(schedule: Schedule, day: string, timeZone: string): StaffDay {
  const closure = dayClosure(schedule, day);
  if (closure) return { isOpen: false, closure };
  if (!hoursOn(schedule, day)) return { isOpen: false, closure: null };
  return {
    isOpen: true,
    slots: slotGrid(schedule, day).map((slot) => {
      const startsAt = slotInstant(day, slot, timeZone);
      const endsAt = new Date(startsAt.getTime() + schedule.slotMinutes * 60_000);
      return {
        slot,
        startsAt,
        endsAt,
        closure: closureAt(schedule, day, slot),
        blocks: laneBlocksBetween(schedule, startsAt, endsAt),
      };
    }),
  };
}

/** The slot under way at `now` (started, not over), or null between slots and on another day. */
export function slotUnderWayIn(slots: readonly StaffDaySlot[], now: Date): TimeOfDay | null {
  const at = now.getTime();
  return (
    slots.find((slot) => slot.startsAt.getTime() <= at && at < slot.endsAt.getTime())?.slot ?? null
  );
}
