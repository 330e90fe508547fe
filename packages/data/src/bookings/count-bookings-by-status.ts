import type { BookingStatus } from '@venue/domain/booking';
import type { VenueClient } from '../client.ts';
import { toDataError } from '../errors.ts';
import { searchConditions } from './list-bookings.ts';

export type BookingStatusCounts = Record<BookingStatus | 'all', number>;

/** How many bookings each status filter would show for the current search (exact counts). */
export async function countBookingsByStatus(
  client: VenueClient,
  search: string,
): Promise<BookingStatusCounts> {
  const conditions = searchConditions(search);
  const count = async (status: BookingStatus | 'all') => {
    let query = client.from('bookings').select('id', { count: 'exact', head: true });
    if (status !== 'all') query = query.eq('status', status);
    if (conditions) query = query.or(conditions);
    const { count: total, error } = await query;
    if (error) throw toDataError(error);
    return total ?? 0;
  };
  const [all, pending, approved, rejected] = await Promise.all([
    count('all'),
    count('pending'),
    count('approved'),
    count('rejected'),
  ]);
  return { all, pending, approved, rejected };
}
