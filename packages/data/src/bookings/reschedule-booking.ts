import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/**
 * Moves an approved booking to another date and slot, under the same lane capacity rule as
 * approval. Returns the lane number at the new place.
 */
export async function rescheduleBooking(
  client: VenueClient,
  bookingId: string,
  newDate: string,
  newTime: string,
): Promise<number> {
  return (
    unwrap(
      await client.rpc('reschedule_booking', {
        booking_id: bookingId,
        new_date: newDate,
        new_time: newTime,
      }),
    ) ?? 0
  );
}
