import type { VenueClient } from '../client.ts';
import { unwrapRows } from '../errors.ts';

/**
 * How many pending requests each booking's batch holds (same client address or phone, within an
 * hour, the booking included), keyed by booking id.
 */
export async function listBookingBatchSizes(
  client: VenueClient,
  bookingIds: readonly string[],
): Promise<ReadonlyMap<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = unwrapRows(
    await client.rpc('booking_batch_sizes', { booking_ids: [...new Set(bookingIds)] }),
  );
  return new Map(rows.map((row) => [row.booking_id, row.batch_size]));
}
