import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/**
 * Reception cancels a pending or approved booking, with a message for its customer (e-mailed by
 * `sendBookingEmail`, shown on their manage page); its lanes are freed at once. Refused with
 * VN015 `booking.cancel_not_open` (another status), VN004 `booking.cancel_message_required`,
 * VN010 `booking.cancel_message_too_long`, VN011 `booking.slot_started`, or 42501 (not staff).
 */
export async function cancelBooking(
  client: VenueClient,
  bookingId: string,
  message: string,
): Promise<void> {
  unwrap(await client.rpc('cancel_booking', { booking_id: bookingId, message }));
}
