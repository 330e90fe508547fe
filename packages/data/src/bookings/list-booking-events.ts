import type { VenueClient } from '../client.ts';
import type { Database } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';

export type BookingEvent = Database['public']['Tables']['booking_events']['Row'];

/**
 * A booking's history, oldest first (events of one change in the order they were written). Staff
 * only; it stays readable after the booking is deleted.
 */
export async function listBookingEvents(
  client: VenueClient,
  bookingId: string,
): Promise<BookingEvent[]> {
  return unwrapRows(
    await client
      .from('booking_events')
      .select('id, booking_id, at, actor_id, actor_name, kind, before, after, detail')
      .eq('booking_id', bookingId)
      .order('at', { ascending: true })
      .order('id', { ascending: true }),
  );
}
