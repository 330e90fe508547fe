import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/** Rejects a pending booking with a reason (required; it goes into the customer's e-mail). */
export async function rejectBooking(
  client: VenueClient,
  bookingId: string,
  reason: string,
): Promise<void> {
  unwrap(await client.rpc('reject_booking', { booking_id: bookingId, reason }));
}
