import { type RejectionReason, rejectionReasonArguments } from '@venue/domain/rejection-reasons';
import type { VenueClient } from '../client.ts';
import { unwrapRows } from '../errors.ts';

/**
 * Rejects with one reason (a quick reason's key, or typed text) every pending request from the
 * booking's client address or with its phone, made within an hour of it; returns the ids of the
 * bookings it rejected.
 */
export async function rejectBookingBatch(
  client: VenueClient,
  bookingId: string,
  reason: RejectionReason,
): Promise<string[]> {
  return unwrapRows(
    await client.rpc('reject_booking_batch', {
      booking_id: bookingId,
      ...rejectionReasonArguments(reason),
    }),
  );
}
