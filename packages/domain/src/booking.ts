/**
 * The booking's vocabulary (statuses and types), how a status is shown, and the texts staff see
 * when they review a booking (spec sections 4 and 8).
 */

import { refusalMessage } from './refusals.ts';

/** A booking's life: pending, then approved or rejected by staff, or cancelled by the customer. */
export const bookingStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Bowling (regular), a birthday party (a package), or VR (one station per player; decision 034). */
export const bookingTypes = ['regular', 'birthday', 'vr'] as const;
export type BookingType = (typeof bookingTypes)[number];

/**
 * Status colours as Mantine palette names: pending amber (yellow), approved green, rejected red,
 * cancelled grey.
 */
export const bookingStatusColors: Readonly<Record<BookingStatus, string>> = Object.freeze({
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
});

/** The status a booking is treated as having: a missing status is pending. */
export function effectiveStatus(status: BookingStatus | null | undefined): BookingStatus {
  return status ?? 'pending';
}

/**
 * Where a booking came from: a visitor's request on the website, or a booking reception took on
 * the phone or at the counter (a walk-in).
 */
export const bookingSources = ['website', 'phone', 'walk_in'] as const;
export type BookingSource = (typeof bookingSources)[number];

/** The sources staff choose from when they take a booking themselves. */
export const staffBookingSources = ['phone', 'walk_in'] as const satisfies readonly BookingSource[];
export type StaffBookingSource = (typeof staffBookingSources)[number];

/** The refusal of a staff booking without one of `staffBookingSources`. */
export const staffBookingSourceMessage = refusalMessage('booking.source_choice');

/**
 * What a booking's history records, one entry per change: the booking made (with its source), a
 * contact attempt, the decision (approved with its lane, rejected with its reason), the
 * customer's cancellation (with the lane it gave back), a move, the
 * attendance (arrived, no-show, or cleared again), a decision e-mail sent or failed, the deletion.
 */
export const bookingEventKinds = [
  'created',
  'contact_attempt',
  'approved',
  'rejected',
  'cancelled',
  'rescheduled',
  'lane_changed',
  'arrived',
  'no_show',
  'attendance_cleared',
  'email_sent',
  'email_failed',
  'deleted',
] as const;
export type BookingEventKind = (typeof bookingEventKinds)[number];
