import type { VenueClient } from '../client.ts';
import type { Database } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';

/** One message to a booking's customer, as the outbox holds it (docs/decisions/030). */
export type BookingMessage = Pick<
  Database['public']['Tables']['notifications']['Row'],
  | 'id'
  | 'booking_id'
  | 'event'
  | 'channel'
  | 'state'
  | 'reason'
  | 'error'
  | 'attempts'
  | 'recipient'
  | 'detail'
  | 'due_at'
  | 'sent_at'
  | 'delivered_at'
  | 'read_at'
  | 'fallback_of'
  | 'created_at'
>;

const columns =
  'id, booking_id, event, channel, state, reason, error, attempts, recipient, detail, due_at, sent_at, delivered_at, read_at, fallback_of, created_at';

/**
 * The messages to a booking's customer (e-mail and WhatsApp: receipts, decisions, moves,
 * cancellations, reminders), newest first. Staff only: anyone else reads none.
 */
export async function listBookingMessages(
  client: VenueClient,
  bookingId: string,
): Promise<BookingMessage[]> {
  return unwrapRows(
    await client
      .from('notifications')
      .select(columns)
      .eq('booking_id', bookingId)
      .order('created_at', { ascending: false })
      .order('due_at', { ascending: false })
      .order('channel', { ascending: true })
      .order('id', { ascending: true }),
  );
}
