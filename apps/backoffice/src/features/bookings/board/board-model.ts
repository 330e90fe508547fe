import type { BookingRow } from '@venue/data/bookings/booking-row';
import { isCalendarDate, isSlotOver, slotUnderWay, venueToday } from '@venue/domain/clock';
import { existingSlotsOfRun } from '@venue/domain/slots';
import { laneCount, slotStarts, type TimeOfDay } from '@venue/domain/venue';

/** The lanes across the board, 1 to 6. */
export const lanes: readonly number[] = Array.from({ length: laneCount }, (_, index) => index + 1);

/** An approved booking on the board: its lane's column, from its first slot's row for `span` rows. */
export type BoardPlacement = {
  booking: BookingRow;
  lane: number;
  /** The index of its first slot in `slotStarts`. */
  row: number;
  span: number;
};

export type Board = {
  placements: readonly BoardPlacement[];
  /** Per slot start, the requests beside it: pending ones, and any approved one without a lane. */
  waiting: ReadonlyMap<TimeOfDay, readonly BookingRow[]>;
  /** Per slot start, whether each lane is free ("15:00" → lane → true when free). */
  isFree: (time: TimeOfDay, lane: number) => boolean;
  /** Approved bookings per slot start, as the booking card reads the day's occupancy. */
  occupancy: ReadonlyMap<TimeOfDay, number>;
};

/** Lays one day's bookings (listDayBoard) on the grid of slots down and lanes across. */
export function boardOf(bookings: readonly BookingRow[]): Board {
  const placements: BoardPlacement[] = [];
  const waiting = new Map<TimeOfDay, BookingRow[]>();
  const held = new Set<string>();
  const occupancy = new Map<TimeOfDay, number>(slotStarts.map((time) => [time, 0]));

  for (const booking of bookings) {
    const slots = existingSlotsOfRun(booking.time, booking.duration);
    const row = slotStarts.indexOf(booking.time);
    if (booking.status === 'approved') {
      for (const time of slots) occupancy.set(time, (occupancy.get(time) ?? 0) + 1);
    }
    if (booking.status === 'approved' && booking.lane !== null && row !== -1) {
      placements.push({ booking, lane: booking.lane, row, span: slots.length });
      for (const time of slots) held.add(`${time}|${booking.lane}`);
    } else if (booking.status !== 'rejected' && row !== -1) {
      waiting.set(booking.time, [...(waiting.get(booking.time) ?? []), booking]);
    }
  }

  return {
    placements,
    waiting,
    isFree: (time, lane) => !held.has(`${time}|${lane}`),
    occupancy,
  };
}

/** The slot under way at `now` on the venue's clock when `date` is the venue's today, else null. */
export function currentSlot(date: string, now: Date, timeZone: string): TimeOfDay | null {
  return date === venueToday(now, timeZone) ? slotUnderWay(now, timeZone) : null;
}

/**
 * Whether a free cell still offers "New booking": its slot has not ended on the venue's clock (the
 * slot under way takes walk-ins).
 */
export function isOpenForBooking(date: string, time: TimeOfDay, now: Date, timeZone: string) {
  return !isSlotOver(date, time, now, timeZone);
}

/** The board's day from the address's `date`, the venue's today when it names no day. */
export function boardDate(param: string | null, now: Date, timeZone: string): string {
  return param !== null && isCalendarDate(param) ? param : venueToday(now, timeZone);
}
