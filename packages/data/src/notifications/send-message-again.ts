import type { VenueClient } from '../client.ts';
import { DataError, notFoundCode, unwrap } from '../errors.ts';
import type { BookingMessage } from './list-booking-messages.ts';

/**
 * Staff send a failed message to a customer again: it is due now, its attempts counted from 0,
 * and the outbox's sender sends it within a minute. Answers the message as it now stands.
 * Refused with VN015 `message.not_failed` (another state) or `message.booking_erased`, PT404
 * `message.not_found` or `booking.not_found` (the booking was deleted), or 42501 (not staff).
 */
export async function sendMessageAgain(
  client: VenueClient,
  notificationId: string,
): Promise<BookingMessage> {
  const message = unwrap(
    await client.rpc('send_notification_again', { notification_id: notificationId }).single(),
  );
  if (!message) {
    throw new DataError('This message no longer exists.', notFoundCode, null, {
      code: 'message.not_found',
      params: {},
    });
  }
  return message;
}
