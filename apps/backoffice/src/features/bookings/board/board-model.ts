/** The lane board's model: one day's bookings laid on the slots and lanes its schedule gives. */
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { isCalendarDate, isSlotOver, venueToday } from '@venue/domain/clock';
import { type Closure, coveredSlotsFrom, type LaneBlock } from '@venue/domain/schedule';
import { type StaffDaySlot, slotUnderWayIn } from '@venue/domain/staff-day';
import type { TimeOfDay } from '@venue/domain/venue';
import { lanesHeldBy } from '../../../lib/booking-lanes.ts';

/**
 * An approved booking on the board over a run of adjacent lanes it holds: from `lane` across
 * `width` lane columns, from its first slot's row for `span` rows. A booking on lanes apart (2
 * and 5) has one placement per run; the first (`isFirst`) is the one a screen reader meets.
 */
export type BoardPlacement = {
  booking: BookingRow;
  /** Every lane the booking holds, lowest first. */
  lanes: readonly number[];
  /** The first lane of this run and how many lanes it spans. */
  lane: number;
  width: number;
  isFirst: boolean;
  /** The index of its first slot in the day's slots. */
  row: number;
  span: number;
};

/** Consecutive slots one closure takes: from `row` (an index in the day's slots) for `span` rows. */
export type ClosedRun = { closure: Closure; row: number; span: number };

/** Consecutive slots one block takes a lane out of use in. */
export type BlockedRun = { lane: number; block: LaneBlock; row: number; span: number };

export type Board = {
  /** The lanes across the board, 1 to the schedule's lane count. */
  lanes: readonly number[];
  /** The day's slots down the board, the closed ones included. */
  slots: readonly StaffDaySlot[];
  placements: readonly BoardPlacement[];
  closed: readonly ClosedRun[];
  blocked: readonly BlockedRun[];
  /** Per slot start, the requests beside it: pending ones, and any approved one without a lane. */
  waiting: ReadonlyMap<TimeOfDay, readonly BookingRow[]>;
  /** Whether a lane takes a new booking at a slot: no booking holds it, no block, no closure. */
  isFree: (time: TimeOfDay, lane: number) => boolean;
  /**
   * Lanes taken per slot start (held by approved bookings, or blocked), as the booking card reads
   * the day's occupancy: a request the free lanes cannot take reads as full.
   */
  occupancy: ReadonlyMap<TimeOfDay, number>;
};

/**
 * Lays one day's bookings (listDayBoard) on the grid of its `slots` (`staffDay`) down and
 * `laneCount` lanes across, slots of `slotMinutes`.
 */
export function boardOf(
  bookings: readonly BookingRow[],
  slots: readonly StaffDaySlot[],
  { laneCount, slotMinutes }: { laneCount: number; slotMinutes: number },
): Board {
  const times = slots.map((slot) => slot.slot);
  const placements: BoardPlacement[] = [];
  const waiting = new Map<TimeOfDay, BookingRow[]>();
  const held = new Set<string>();
  const occupancy = new Map<TimeOfDay, number>(times.map((time) => [time, 0]));

  for (const booking of bookings) {
    // A VR booking holds stations, not lanes: the board's VR section shows it (vr-board-model.ts).
    if (booking.type === 'vr') continue;
    const row = times.indexOf(booking.time);
    // The slots of its run the day still has (a booking keeps what it holds when hours change).
    const covered = coveredSlotsFrom(booking.time, booking.duration, slotMinutes) ?? [booking.time];
    const slotsHeld = covered.filter((time) => occupancy.has(time));
    const lanes = lanesHeldBy(booking);
    if (booking.status === 'approved') {
      const count = Math.max(lanes.length, 1);
      for (const time of slotsHeld) occupancy.set(time, (occupancy.get(time) ?? 0) + count);
    }
    if (booking.status === 'approved' && lanes.length > 0 && row !== -1) {
      const span = Math.max(slotsHeld.length, 1);
      runsOfLanes(lanes).forEach(({ lane, width }, index) => {
        placements.push({ booking, lanes, lane, width, isFirst: index === 0, row, span });
      });
      for (const time of slotsHeld) for (const lane of lanes) held.add(`${time}|${lane}`);
    } else if (booking.status !== 'rejected' && row !== -1) {
      waiting.set(booking.time, [...(waiting.get(booking.time) ?? []), booking]);
    }
  }

  const lanes = Array.from({ length: laneCount }, (_, index) => index + 1);
  const bySlot = new Map(slots.map((slot) => [slot.slot, slot]));
  // A blocked lane no booking holds is taken too (a held one is counted with its booking).
  for (const slot of slots) {
    const blockedFree = lanes.filter(
      (lane) => slot.blocks.has(lane) && !held.has(`${slot.slot}|${lane}`),
    ).length;
    occupancy.set(slot.slot, (occupancy.get(slot.slot) ?? 0) + blockedFree);
  }
  return {
    lanes,
    slots,
    placements,
    closed: runsOf(slots, (slot) => slot.closure).map(({ value, row, span }) => ({
      closure: value,
      row,
      span,
    })),
    blocked: lanes.flatMap((lane) =>
      runsOf(slots, (slot) => (slot.closure ? null : (slot.blocks.get(lane) ?? null))).map(
        ({ value, row, span }) => ({ lane, block: value, row, span }),
      ),
    ),
    waiting,
    isFree: (time, lane) => {
      const slot = bySlot.get(time);
      return (
        slot !== undefined &&
        slot.closure === null &&
        !slot.blocks.has(lane) &&
        !held.has(`${time}|${lane}`)
      );
    },
    occupancy,
  };
}

/** Runs of adjacent lanes in a set sorted lowest first: [2, 3, 5] is 2 for 2 lanes, then 5 for 1. */
export function runsOfLanes(lanes: readonly number[]): { lane: number; width: number }[] {
  const runs: { lane: number; width: number }[] = [];
  for (const lane of lanes) {
    const last = runs.at(-1);
    if (last && last.lane + last.width === lane) last.width += 1;
    else runs.push({ lane, width: 1 });
  }
  return runs;
}

/**
 * Runs of consecutive rows (slots, VR sessions) with the same non-null value (the same closure,
 * the same block).
 */
export function runsOf<Row, T>(
  rows: readonly Row[],
  keyOf: (row: Row) => T | null,
): { value: T; row: number; span: number }[] {
  const runs: { value: T; row: number; span: number }[] = [];
  rows.forEach((slot, row) => {
    const value = keyOf(slot);
    if (value === null) return;
    const last = runs.at(-1);
    if (last && last.value === value && last.row + last.span === row) last.span += 1;
    else runs.push({ value, row, span: 1 });
  });
  return runs;
}

/** The slot under way at `now` among the day's slots, or null between slots and on another day. */
export function currentSlot(slots: readonly StaffDaySlot[], now: Date): TimeOfDay | null {
  return slotUnderWayIn(slots, now);
}

/**
 * Whether a free cell still offers "New booking": its slot has not ended on the venue's clock (the
 * slot under way takes walk-ins).
 */
export function isOpenForBooking(
  date: string,
  time: TimeOfDay,
  now: Date,
  timeZone: string,
  slotMinutes: number,
) {
  return !isSlotOver(date, time, now, timeZone, slotMinutes);
}

/** The board's day from the address's `date`, the venue's today when it names no day. */
export function boardDate(param: string | null, now: Date, timeZone: string): string {
  return param !== null && isCalendarDate(param) ? param : venueToday(now, timeZone);
}
