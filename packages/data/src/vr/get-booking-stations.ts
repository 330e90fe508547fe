/** One job: read the VR stations an approved booking holds, for the approval's toast. */
import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/**
 * The VR stations a booking holds, lowest first (a VR booking's or a party's), with its first VR
 * session ("HH:mm"); no stations and null while it holds none. Staff only, as every read of a
 * booking.
 */
export async function getBookingStations(
  client: VenueClient,
  bookingId: string,
): Promise<{ stations: number[]; vrStart: string | null }> {
  const row = unwrap(
    await client.from('bookings').select('stations, vr_start').eq('id', bookingId).maybeSingle(),
  );
  return {
    stations: [...(row?.stations ?? [])].sort((a, b) => a - b),
    vrStart: row?.vr_start ?? null,
  };
}
