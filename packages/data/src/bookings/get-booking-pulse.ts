import type { VenueClient } from '../client.ts';
import { toDataError } from '../errors.ts';

/** A request waiting for reception, as the pulse names it. */
export type PulseRequest = { id: string; name: string; createdAt: string };

/** How many requests wait for reception, and the newest of them. */
export type BookingPulse = {
  pendingCount: number;
  /** The newest pending requests, newest first, at most `pulseRequestLimit`. */
  pending: readonly PulseRequest[];
};

/**
 * How many of the newest requests the pulse names: more than can arrive between two polls, so
 * every new request is among them, and a small read.
 */
export const pulseRequestLimit = 50;

/**
 * The pulse the back-office polls to learn of new requests: one request, one statement over the
 * `(status, created_at desc)` index (the pending count and the newest pending bookings: id, name,
 * when they came). Staff only: row security shows anyone else no booking at all.
 */
export async function getBookingPulse(client: VenueClient): Promise<BookingPulse> {
  const { data, count, error } = await client
    .from('bookings')
    .select('id, name, created_at', { count: 'exact' })
    .eq('status', 'pending')
    .order('created_at', { ascending: false })
    .limit(pulseRequestLimit);
  if (error) throw toDataError(error);
  return {
    pendingCount: count ?? 0,
    pending: (data ?? []).map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at })),
  };
}
