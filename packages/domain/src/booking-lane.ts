/**
 * Moving an approved booking to another lane: it holds one lane in every slot it covers, so the
 * new lane must be free in all of them. The database's move_booking_lane refuses with the same
 * words (VN007, VN008, VN009).
 */
import type { BookingStatus } from './booking.ts';
import { laneCount } from './venue.ts';

/** The lanes, 1 to 6. */
export const laneNumbers: readonly number[] = Array.from(
  { length: laneCount },
  (_, index) => index + 1,
);

/** The refusal for a booking that is not approved (pending or rejected). */
export function laneMoveNotApprovedMessage(status: BookingStatus): string {
  return `Only approved bookings can be moved to another lane. This booking is ${status}.`;
}

/** The refusal of a lane that does not exist. */
export const laneChoiceMessage = `Choose a lane from 1 to ${laneCount}.`;

/** The refusal of a lane another booking holds in one of the booking's slots (the first such). */
export function laneTakenMessage(lane: number, slot: string): string {
  return `Lane ${lane} is taken at ${slot} by another booking.`;
}
