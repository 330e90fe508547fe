import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/** Counts one more attempt to reach the customer; returns the new count. */
export async function recordContactAttempt(
  client: VenueClient,
  bookingId: string,
): Promise<number> {
  return unwrap(await client.rpc('record_contact_attempt', { booking_id: bookingId })) ?? 0;
}
