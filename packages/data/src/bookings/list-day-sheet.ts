import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';
import { type BookingRow, bookingColumns } from './booking-row.ts';

/**
 * The bookings reception expects on `date`, for the printed day sheet: pending and approved ones
 * (arrived and no-show included), never rejected or cancelled, by slot, then lane (pending
 * requests, which hold no lane, after the lanes), then by when they were made.
 */
export async function listDaySheet(client: VenueClient, date: string): Promise<BookingRow[]> {
  return unwrap(
    await client
      .from('bookings')
      .select(bookingColumns)
      .eq('date', date)
      .in('status', ['pending', 'approved'])
      .order('time')
      .order('lane', { nullsFirst: false })
      .order('created_at'),
  ) as BookingRow[];
}
