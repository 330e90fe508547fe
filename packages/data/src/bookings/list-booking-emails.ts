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

/** The latest outbox entry of each booking that has one, keyed by booking id. */
export async function listLatestBookingEmails(
  client: VenueClient,
  bookingIds: readonly string[],
): Promise<ReadonlyMap<string, BookingEmail>> {
  const latest = new Map<string, BookingEmail>();
  if (bookingIds.length === 0) return latest;
  const rows = unwrapRows(
    await client
      .from('booking_emails')
      .select('booking_id, kind, status, error, recipient, attempts, created_at, updated_at')
      .in('booking_id', [...new Set(bookingIds)])
      .order('updated_at', { ascending: false }),
  );
  for (const row of rows) {
    if (row.booking_id && !latest.has(row.booking_id)) latest.set(row.booking_id, row);
  }
  return latest;
}
