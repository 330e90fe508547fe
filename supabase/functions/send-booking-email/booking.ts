// The booking as the e-mail sees it, and which decision (and so which message) it is at.
import type { Tables } from '../../../packages/data/src/database.types.ts';
import { isLocale, type LocaleCode } from '../../../packages/domain/src/locales.ts';

/**
 * What the customer hears about: staff's decision, a cancellation (their own, or the venue's with
 * its message), or a change to the schedule their booking no longer fits (`affected`).
 */
export type DecisionKind = 'approved' | 'rejected' | 'cancelled' | 'affected';

/**
 * Every e-mail a booking's customer gets: a decision's, the receipt of a request made on the site
 * (`received`), and the reminder before an approved visit (`reminder`). The last two are sent by
 * the notifications outbox, under its row's key.
 */
export type EmailKind = DecisionKind | 'received' | 'reminder';

/**
 * Why a booking no longer fits the schedule, as `booking_conflicts` holds it: the refusal it would
 * meet now ({code, params}) and when the change flagged it.
 */
export type ScheduleConflict = {
  code: string;
  params: Record<string, unknown>;
  flaggedAt: string;
};

/** The booking columns the e-mail reads: the generated type of `bookings`, narrowed. */
export type EmailBooking = Pick<
  Tables<'bookings'>,
  | 'id'
  | 'reference'
  | 'name'
  | 'email'
  | 'phone'
  | 'people'
  | 'rounds'
  | 'date'
  | 'time'
  | 'type'
  | 'bundle_name'
  | 'bundle_price'
  | 'duration'
  | 'customer_notes'
  | 'status'
  | 'approved_at'
  | 'rejected_at'
  | 'rejection_reason'
  | 'rejection_reason_key'
  | 'rescheduled_at'
  | 'reschedule_count'
  | 'locale'
  | 'cancelled_at'
  | 'cancellation_message'
  | 'vr_sessions'
  | 'vr_start'
> & {
  /** Read for the `affected` e-mail only: what the schedule now says of the booking. */
  conflict?: ScheduleConflict | null;
  /** When the customer answered "I'm coming": a reminder then asks no more. */
  confirmed_at?: string | null;
};

/** The columns `loadBooking` reads. */
export const emailBookingColumns =
  'id, reference, name, email, phone, people, rounds, date, time, type, bundle_name, bundle_price, duration, customer_notes, status, approved_at, rejected_at, rejection_reason, rejection_reason_key, rescheduled_at, reschedule_count, locale, cancelled_at, cancellation_message, confirmed_at, vr_sessions, vr_start';

/** The language of a booking's e-mails: the one it was made in, English when unknown. */
export function localeOf(booking: EmailBooking): LocaleCode {
  return isLocale(booking.locale) ? booking.locale : 'en';
}

/** Whether reception cancelled the booking (with its message), not the customer. */
export function isVenueCancellation(booking: EmailBooking): boolean {
  return booking.status === 'cancelled' && Boolean(booking.cancellation_message?.trim());
}

/** The decision a customer should hear about, or null while the booking is still pending. */
export function decisionOf(booking: EmailBooking): DecisionKind | null {
  if (booking.status === 'approved' && booking.approved_at) return 'approved';
  if (booking.status === 'rejected' && booking.rejected_at) return 'rejected';
  if (booking.status === 'cancelled' && booking.cancelled_at) return 'cancelled';
  return null;
}

/** Whether an approved booking was moved after it was approved (the e-mail then says so). */
export function wasRescheduled(booking: EmailBooking): boolean {
  if (!booking.rescheduled_at || booking.reschedule_count < 1) return false;
  return Date.parse(booking.rescheduled_at) > Date.parse(booking.approved_at ?? '');
}

/**
 * When the decision the e-mail tells about was made: the approval, its latest move, or the
 * rejection. Everything stamped in the message derives from it, so a retry sends the same content.
 */
export function decisionTime(booking: EmailBooking, kind: DecisionKind): Date {
  const stamp =
    kind === 'affected'
      ? booking.conflict?.flaggedAt
      : kind === 'cancelled'
        ? booking.cancelled_at
        : kind === 'rejected'
          ? booking.rejected_at
          : wasRescheduled(booking)
            ? booking.rescheduled_at
            : booking.approved_at;
  const time = Date.parse(stamp ?? '');
  return new Date(Number.isNaN(time) ? 0 : time);
}

/**
 * One key per decision: the kind, when it was made, and the slot it is for. Sending twice for the
 * same decision reuses the key (one e-mail); a new approval or a reschedule makes a new one.
 */
export function idempotencyKey(booking: EmailBooking, kind: DecisionKind): string {
  const decidedAt =
    kind === 'approved'
      ? booking.approved_at
      : kind === 'rejected'
        ? booking.rejected_at
        : kind === 'affected'
          ? booking.conflict?.flaggedAt
          : booking.cancelled_at;
  const stamp = Date.parse(decidedAt ?? '');
  const when = Number.isNaN(stamp) ? (decidedAt ?? 'unknown') : String(stamp);
  const moved =
    kind === 'approved' && wasRescheduled(booking) ? `-r${booking.reschedule_count}` : '';
  return `booking-${booking.id}-${kind}-${when}${moved}-${booking.date}-${booking.time.replace(':', '')}`;
}
