import type { VenueClient } from '../client.ts';
import { toDataError } from '../errors.ts';

/** How many requests wait for reception, and the newest of them (null when none waits). */
export type BookingPulse = {
  pendingCount: number;
  latest: { id: string; name: string; createdAt: string } | null;
};

/**
 * The pulse the back-office polls to learn of new requests: one request, one statement over the
 * `(status, created_at desc)` index (the pending count and the newest pending booking). Staff only:
 * row security shows anyone else no booking at all.
 */
export async function getBookingPulse(client: VenueClient): Promise<BookingPulse> {
  const { data, count, error } = await client
    .from('bookings')
    .select('id, name, created_at', { count: 'exact' })
    .eq('status', 'pending')
    .order('created_at', { ascending: false })
    .limit(1);
  if (error) throw toDataError(error);
  const newest = data?.[0];
  return {
    pendingCount: count ?? 0,
    latest: newest ? { id: newest.id, name: newest.name, createdAt: newest.created_at } : null,
  };
}
