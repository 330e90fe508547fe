import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/** Deletes a booking; an approved one frees its lanes. */
export async function deleteBooking(client: VenueClient, bookingId: string): Promise<void> {
  unwrap(await client.rpc('delete_booking', { booking_id: bookingId }));
}
