import type { BookingStatus } from '@venue/domain/booking';
import type { BookingAttendance } from '@venue/domain/booking-attendance';
import type { VenueClient } from '../client.ts';
import { toDataError } from '../errors.ts';
import { type BookingKindFilter, searchConditions } from './list-bookings.ts';

export type BookingStatusCounts = Record<BookingStatus | BookingAttendance | 'all', number>;

/**
 * How many bookings each filter of the desk would show for the current search (exact counts):
 * every status, and the bookings marked arrived and no-show, of the kind the desk shows (all when
 * absent).
 */
export async function countBookingsByStatus(
  client: VenueClient,
  search: string,
  kind: BookingKindFilter = 'all',
): Promise<BookingStatusCounts> {
  const conditions = searchConditions(search);
  const count = async (filter: { status?: BookingStatus; attendance?: BookingAttendance }) => {
    let query = client.from('bookings').select('id', { count: 'exact', head: true });
    if (filter.status) query = query.eq('status', filter.status);
    if (filter.attendance) query = query.eq('attendance', filter.attendance);
    if (kind !== 'all') query = query.eq('type', kind);
    if (conditions) query = query.or(conditions);
    const { count: total, error } = await query;
    if (error) throw toDataError(error);
    return total ?? 0;
  };
  const [all, pending, approved, rejected, cancelled, arrived, no_show] = await Promise.all([
    count({}),
    count({ status: 'pending' }),
    count({ status: 'approved' }),
    count({ status: 'rejected' }),
    count({ status: 'cancelled' }),
    count({ attendance: 'arrived' }),
    count({ attendance: 'no_show' }),
  ]);
  return { all, pending, approved, rejected, cancelled, arrived, no_show };
}
