import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/**
 * Approves a pending booking. Returns the lane number it takes (n of "Lane n/6"). Refused with
 * VN001 and the spec's capacity message when a slot it covers has all 6 lanes approved.
 */
export async function approveBooking(client: VenueClient, bookingId: string): Promise<number> {
  return unwrap(await client.rpc('approve_booking', { booking_id: bookingId })) ?? 0;
}
