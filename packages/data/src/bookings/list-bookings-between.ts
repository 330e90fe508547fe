import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';
import { type BookingRow, bookingColumns } from './booking-row.ts';

/** Every booking from `firstDay` to `lastDay` (inclusive), by date and time: a calendar month. */
export async function listBookingsBetween(
  client: VenueClient,
  firstDay: string,
  lastDay: string,
): Promise<BookingRow[]> {
  return unwrap(
    await client
      .from('bookings')
      .select(bookingColumns)
      .gte('date', firstDay)
      .lte('date', lastDay)
      .order('date')
      .order('time')
      .order('created_at'),
  ) as BookingRow[];
}
