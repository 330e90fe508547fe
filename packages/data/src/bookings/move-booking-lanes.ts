import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/**
 * Moves an approved booking to another set of lanes, as many as it needs, each free and not
 * blocked in every slot it covers. Returns the lanes it holds now, lowest first. Refused with
 * VN007 (not approved), VN008 (no such lane, or lane.count: another number of lanes than it
 * needs), VN009 (a lane taken or blocked in one of its slots) or 42501 (not staff).
 */
export async function moveBookingLanes(
  client: VenueClient,
  bookingId: string,
  lanes: readonly number[],
): Promise<number[]> {
  return (
    unwrap(await client.rpc('move_booking_lane', { booking_id: bookingId, lanes: [...lanes] })) ??
    []
  );
}
