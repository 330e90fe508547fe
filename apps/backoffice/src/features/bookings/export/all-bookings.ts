import type { BookingRow } from '@venue/data/bookings/booking-row';
import { type ListBookingsOptions, listBookings } from '@venue/data/bookings/list-bookings';
import type { VenueClient } from '@venue/data/client';

/** The desk's filter, search and sort, without its page. */
export type BookingsFilter = Omit<ListBookingsOptions, 'page' | 'pageSize'>;

/** How many bookings each request of an export reads. */
export const exportPageSize = 500;

/**
 * Every booking matching the desk's filter, in the desk's order: the desk's own query, page after
 * page until the total it reports has been read. A booking that moved pages while reading is kept once.
 */
export async function allMatchingBookings(
  client: VenueClient,
  filter: BookingsFilter,
): Promise<BookingRow[]> {
  const byId = new Map<string, BookingRow>();
  for (let page = 1; ; page += 1) {
    const { rows, total } = await listBookings(client, {
      ...filter,
      page,
      pageSize: exportPageSize,
    });
    for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, row);
    if (rows.length < exportPageSize || page * exportPageSize >= total) break;
  }
  return [...byId.values()];
}
