/**
 * Arrivals and no-shows. Reception records whether the customer of an approved booking came, once
 * the booking's slot has started on the venue's clock; either way the booking keeps its lane. A
 * recorded attendance can be changed or cleared under the same rule, so a mistake is corrected.
 * The database holds the same rule (a trigger on bookings) with the same words.
 */
import type { BookingStatus } from './booking.ts';
import { type CalendarDate, isSlotPast } from './clock.ts';
import type { TimeOfDay } from './venue.ts';

export const bookingAttendances = ['arrived', 'no_show'] as const;
export type BookingAttendance = (typeof bookingAttendances)[number];

/** The refusal of anything but arrived, no-show or nothing. */
export const attendanceChoiceMessage = 'Choose arrived or no-show';

/** The refusal for a booking that is not approved (pending or rejected). */
export function attendanceNotApprovedMessage(status: BookingStatus): string {
  return `Only approved bookings can be marked arrived or no-show. This booking is ${status}.`;
}

/** The refusal before the booking's slot has started. */
export const attendanceNotStartedMessage =
  'A booking can be marked arrived or no-show once its time has started.';

export function isBookingAttendance(value: unknown): value is BookingAttendance {
  return typeof value === 'string' && (bookingAttendances as readonly string[]).includes(value);
}

export type AttendanceProblem = {
  readonly reason: 'not-approved' | 'not-started';
  readonly message: string;
};

/**
 * Whether a booking's attendance can be recorded (or cleared) at `now`: it is approved and its
 * slot has started on the venue's clock (at 18:00 the 18:00 booking can be marked; at 17:59 not).
 * Returns the problem, or undefined when it can.
 */
export function checkAttendanceChange(
  booking: {
    readonly status: BookingStatus;
    readonly date: CalendarDate;
    readonly time: TimeOfDay;
  },
  now: Date,
  timeZone: string,
): AttendanceProblem | undefined {
  if (booking.status !== 'approved') {
    return { reason: 'not-approved', message: attendanceNotApprovedMessage(booking.status) };
  }
  if (!isSlotPast(booking.date, booking.time, now, timeZone)) {
    return { reason: 'not-started', message: attendanceNotStartedMessage };
  }
  return undefined;
}
