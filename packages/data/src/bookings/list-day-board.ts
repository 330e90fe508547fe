import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';
import { type BookingRow, bookingColumns } from './booking-row.ts';

/**
 * The lane board's bookings of one day ("YYYY-MM-DD"): the approved ones (each on its lane) and
 * the pending requests, by time, then lane, then arrival; rejected ones are left out. One indexed
 * query on the booking's date; staff only (visitors read no bookings).
 */
export async function listDayBoard(client: VenueClient, date: string): Promise<BookingRow[]> {
  return unwrap(
    await client
      .from('bookings')
      .select(bookingColumns)
      .eq('date', date)
      .in('status', ['approved', 'pending'])
      .order('time')
      .order('lane', { nullsFirst: false })
      .order('created_at'),
  ) as BookingRow[];
}
