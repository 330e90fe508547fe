import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/**
 * Moves an approved booking to another lane in every slot it covers, when that lane is free in all
 * of them. Returns the lane it holds now. Refused with VN007 (not approved), VN008 (no such lane),
 * VN009 (the lane is taken in one of its slots, named in the message) or 42501 (not staff).
 */
export async function moveBookingLane(
  client: VenueClient,
  bookingId: string,
  lane: number,
): Promise<number> {
  return unwrap(await client.rpc('move_booking_lane', { booking_id: bookingId, lane })) ?? 0;
}
