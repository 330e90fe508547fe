// The booking as the e-mail sees it, and which decision (and so which message) it is at.
import type { Tables } from '../../../packages/data/src/database.types.ts';

export type DecisionKind = 'approved' | 'rejected';

/** The booking columns the e-mail reads: the generated type of `bookings`, narrowed. */
export type EmailBooking = Pick<
  Tables<'bookings'>,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'people'
  | 'rounds'
  | 'date'
  | 'time'
  | 'type'
  | 'bundle_name'
  | 'duration'
  | 'status'
  | 'approved_at'
  | 'rejected_at'
  | 'rejection_reason'
>;

/** The columns `loadBooking` reads. */
export const emailBookingColumns =
  'id, name, email, phone, people, rounds, date, time, type, bundle_name, duration, status, approved_at, rejected_at, rejection_reason';

/** The decision a customer should hear about, or null while the booking is still pending. */
export function decisionOf(booking: EmailBooking): DecisionKind | null {
  if (booking.status === 'approved' && booking.approved_at) return 'approved';
  if (booking.status === 'rejected' && booking.rejected_at) return 'rejected';
  return null;
}

/**
 * One key per decision: the kind, when it was made, and the slot it is for. Sending twice for the
 * same decision reuses the key (one e-mail); a new approval or a reschedule makes a new one.
 */
export function idempotencyKey(booking: EmailBooking, kind: DecisionKind): string {
  const decidedAt = kind === 'approved' ? booking.approved_at : booking.rejected_at;
  const stamp = Date.parse(decidedAt ?? '');
  const when = Number.isNaN(stamp) ? (decidedAt ?? 'unknown') : String(stamp);
  return `booking-${booking.id}-${kind}-${when}-${booking.date}-${booking.time.replace(':', '')}`;
}
