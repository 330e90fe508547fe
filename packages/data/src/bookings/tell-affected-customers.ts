import type { VenueClient } from '../client.ts';
import { unwrapRows } from '../errors.ts';

/**
 * What "Tell the customer" did for one booking a change to the schedule strands:
 * - `queued`: its message is in the outbox (e-mail, and WhatsApp with consent), sent within a minute;
 * - `already_told`: this flag's message was queued before, so nothing new is sent;
 * - `no_contact`: no e-mail and no WhatsApp consent, so reception calls them;
 * - `not_affected`: not flagged any more, flagged for a blocked lane only, or no longer open;
 * - `not_found`: the booking was deleted.
 */
export type TellOutcome = 'queued' | 'already_told' | 'no_contact' | 'not_affected' | 'not_found';

/**
 * Queues the "affected" message of each booking (`tell_affected_customers`, staff only, decision
 * 028), in one transaction: once per flag however often it is asked. Returns each booking's
 * outcome by id.
 */
export async function tellAffectedCustomers(
  client: VenueClient,
  bookingIds: readonly string[],
): Promise<ReadonlyMap<string, TellOutcome>> {
  const rows = unwrapRows(
    await client.rpc('tell_affected_customers', { booking_ids: [...bookingIds] }),
  );
  return new Map(rows.map((row) => [row.booking_id, row.outcome as TellOutcome]));
}
