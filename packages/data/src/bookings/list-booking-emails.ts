import type { VenueClient } from '../client.ts';
import type { Database } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';

export type BookingEmail = Pick<
  Database['public']['Tables']['booking_emails']['Row'],
  | 'booking_id'
  | 'kind'
  | 'status'
  | 'error'
  | 'recipient'
  | 'attempts'
  | 'created_at'
  | 'updated_at'
>;

type Decision = Pick<
  Database['public']['Tables']['bookings']['Row'],
  'id' | 'status' | 'approved_at' | 'rejected_at' | 'rescheduled_at'
>;

/** When the decision the customer should hear about was made: approval, its latest move, rejection. */
function decidedAt(booking: Decision): number | null {
  const stamps =
    booking.status === 'approved'
      ? [booking.approved_at, booking.rescheduled_at]
      : booking.status === 'rejected'
        ? [booking.rejected_at]
        : [];
  const times = stamps.map((stamp) => Date.parse(stamp ?? '')).filter((t) => !Number.isNaN(t));
  return times.length > 0 ? Math.max(...times) : null;
}

/**
 * The outbox entry of each approved or rejected booking's current decision, keyed by booking id:
 * `null` when none is on file (the e-mail was never asked for, or the booking was rescheduled
 * since). Pending bookings have no entry.
 */
export async function listLatestBookingEmails(
  client: VenueClient,
  bookingIds: readonly string[],
): Promise<ReadonlyMap<string, BookingEmail | null>> {
  const current = new Map<string, BookingEmail | null>();
  const ids = [...new Set(bookingIds)];
  if (ids.length === 0) return current;
  const [decisions, rows] = await Promise.all([
    client
      .from('bookings')
      .select('id, status, approved_at, rejected_at, rescheduled_at')
      .in('id', ids)
      .then(unwrapRows),
    client
      .from('booking_emails')
      .select('booking_id, kind, status, error, recipient, attempts, created_at, updated_at')
      .in('booking_id', ids)
      .order('updated_at', { ascending: false })
      .then(unwrapRows),
  ]);
  for (const booking of decisions) {
    const since = decidedAt(booking);
    if (since === null) continue;
    const email = rows.find(
      (row) =>
        row.booking_id === booking.id &&
        row.kind === booking.status &&
        Date.parse(row.created_at) >= since,
    );
    current.set(booking.id, email ?? null);
  }
  return current;
}
