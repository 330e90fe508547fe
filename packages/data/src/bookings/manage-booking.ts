import type { BookingStatus, BookingType } from '@venue/domain/booking';
import { manageLinkNotFoundMessage } from '@venue/domain/manage-link';
import { venue } from '@venue/domain/venue';
import type { Database } from '../database.types.ts';
import { DataError, notFoundCode, unwrap } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

/** The answer to a token that names no booking, with the venue's number to call. */
function manageLinkNotFound(): DataError {
  return new DataError(manageLinkNotFoundMessage, notFoundCode, null, {
    code: 'manage.not_found',
    params: { phone: venue.phone.display },
  });
}

/**
 * What the customer's manage link shows of their booking: its own fields only (no phone, e-mail
 * or staff notes), whether it can be cancelled now and until when (the database's clock decides).
 */
export type ManagedBooking = {
  /** The booking's id: its calendar event's UID, the same as the e-mail's invite. */
  id: string;
  status: BookingStatus;
  /** "YYYY-MM-DD", the venue's calendar. */
  date: string;
  /** The slot start, "HH:mm", the venue's clock. */
  time: string;
  /** Minutes: 45 for a regular booking, the package's length for a birthday. */
  duration: number;
  people: number;
  rounds: number;
  type: BookingType;
  /** The birthday package's name; null for a regular booking. */
  packageName: string | null;
  /** The language the booking was made in ('en', 'ar'). */
  locale: string;
  name: string;
  /** The booking's reference, "SZ-7K4Q". */
  reference: string;
  /** How often the approved booking was moved: its calendar event's SEQUENCE. */
  rescheduleCount: number;
  /** ILS per guest as the birthday package was priced; null for a regular booking. */
  packagePrice: number | null;
  /** What the customer wrote with the request ('' when nothing). */
  customerNotes: string;
  /**
   * Why reception declined it: a quick reason's key (written in the page's language) with its
   * English text, or the text reception typed (key null); both null unless declined.
   */
  rejectionReason: string | null;
  rejectionReasonKey: string | null;
  /** Reception's message when the venue cancelled the booking; null otherwise. */
  cancellationMessage: string | null;
  /** The lanes it needs (a group's several), fixed when it was made. */
  lanesNeeded: number;
  /** True while the booking is pending or approved and the cut-off has not passed. */
  cancellable: boolean;
  /** ISO instant the online cut-off passes (`cancellationCutoffMinutes` before the start). */
  cancelUntil: string;
  /**
   * ISO instant the customer first said "I'm coming" (`confirmBookingByToken`); null until then,
   * and again once the booking moves to another time.
   */
  confirmedAt: string | null;
};

type Row = Database['public']['CompositeTypes']['managed_booking'];

function managed(row: Row): ManagedBooking {
  return {
    id: row.id ?? '',
    status: row.status ?? 'pending',
    date: row.date ?? '',
    time: row.time ?? '',
    duration: row.duration ?? 0,
    people: row.people ?? 0,
    rounds: row.rounds ?? 1,
    type: row.type ?? 'regular',
    packageName: row.package_name,
    locale: row.locale ?? 'en',
    name: row.name ?? '',
    reference: row.reference ?? '',
    rescheduleCount: row.reschedule_count ?? 0,
    packagePrice: row.bundle_price,
    customerNotes: row.customer_notes ?? '',
    rejectionReason: row.rejection_reason,
    rejectionReasonKey: row.rejection_reason_key,
    cancellationMessage: row.cancellation_message,
    lanesNeeded: row.lanes_needed ?? 1,
    cancellable: row.cancellable === true,
    cancelUntil: row.cancel_until ?? '',
    confirmedAt: row.confirmed_at,
  };
}

/**
 * The booking a manage token names, or null for any token that names none (wrong, malformed,
 * old, or its booking deleted: all alike). Refused with PT429 beyond `manageLinkLimits`.
 */
export async function getBookingByToken(
  client: PublicClient,
  token: string,
): Promise<ManagedBooking | null> {
  const [row] = unwrap(await client.rpc('get_booking_by_token', { token })) ?? [];
  return row ? managed(row) : null;
}

/**
 * Cancels the booking a manage token names and returns it as it now is (an already cancelled one
 * answers again). Refusals as `DataError`: PT404 `manageLinkNotFoundMessage` for a token that
 * names no booking, VN015 after the cut-off (`cancellationClosedMessage`) or for a rejected
 * booking, PT429 beyond `manageLinkLimits`.
 */
export async function cancelBookingByToken(
  client: PublicClient,
  token: string,
): Promise<ManagedBooking> {
  const [row] = unwrap(await client.rpc('cancel_booking_by_token', { token })) ?? [];
  if (!row) throw manageLinkNotFound();
  return managed(row);
}

/**
 * Records that the customer of the approved booking a manage token names is coming (the
 * reminder's "I'm coming"), and returns the booking as it now is. Asking again is harmless: the
 * first answer's time stays. Refusals as `DataError` with their code: `manage.not_found` (PT404)
 * for a token that names no booking, `manage.confirm_not_open` `{status}` for a booking that is
 * not approved, PT429 beyond `manageLinkLimits` (shared with viewing and cancelling).
 */
export async function confirmBookingByToken(
  client: PublicClient,
  token: string,
): Promise<ManagedBooking> {
  const [row] = unwrap(await client.rpc('confirm_booking_by_token', { token })) ?? [];
  if (!row) throw manageLinkNotFound();
  return managed(row);
}

/**
 * Moves the booking a manage token names to another day and slot the schedule offers, before the
 * cut-off, and returns it as it now is: a pending request just moves, an approved booking stays
 * approved on a free lane. Refusals as `DataError` with their code: `manage.not_found` for a token
 * that names no booking, `manage.change_closed` after the cut-off, `manage.change_not_open`,
 * `manage.change_same_time`, the day's and time's (`booking.day_closed`, `booking.slot_full`...),
 * PT429 beyond `manageLinkLimits` (shared with viewing and cancelling).
 */
export async function rescheduleBookingByToken(
  client: PublicClient,
  token: string,
  { date, time }: { date: string; time: string },
): Promise<ManagedBooking> {
  const [row] =
    unwrap(await client.rpc('reschedule_booking_by_token', { token, date, time })) ?? [];
  if (!row) throw manageLinkNotFound();
  return managed(row);
}
