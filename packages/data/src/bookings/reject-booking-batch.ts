import type { VenueClient } from '../client.ts';
import { unwrapRows } from '../errors.ts';

/**
 * Rejects with one reason every pending request from the booking's client address or with its
 * phone, made within an hour of it; returns the ids of the bookings it rejected.
 */
export async function rejectBookingBatch(
  client: VenueClient,
  bookingId: string,
  reason: string,
): Promise<string[]> {
  return unwrapRows(await client.rpc('reject_booking_batch', { booking_id: bookingId, reason }));
}
