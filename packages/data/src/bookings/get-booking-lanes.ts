import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/**
 * The lanes an approved booking holds, lowest first (a group's several); empty while it holds
 * none. Staff only, as every read of a booking.
 */
export async function getBookingLanes(client: VenueClient, bookingId: string): Promise<number[]> {
  const row = unwrap(
    await client.from('bookings').select('lanes').eq('id', bookingId).maybeSingle(),
  );
  return [...(row?.lanes ?? [])].sort((a, b) => a - b);
}
