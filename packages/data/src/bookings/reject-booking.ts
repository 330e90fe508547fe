import { type RejectionReason, rejectionReasonArguments } from '@venue/domain/rejection-reasons';
import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/**
 * Rejects a pending booking with a reason (required; it goes into the customer's e-mail): a quick
 * reason's key, which every reader writes in its own language, or what staff typed, as typed.
 * Refused with VN004 (blank), VN010 (too long, or an unknown key: detail `reason_key`), VN002
 * (not pending) or 42501 (not staff).
 */
export async function rejectBooking(
  client: VenueClient,
  bookingId: string,
  reason: RejectionReason,
): Promise<void> {
  unwrap(
    await client.rpc('reject_booking', {
      booking_id: bookingId,
      ...rejectionReasonArguments(reason),
    }),
  );
}
