import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/** How the manager names a customer to erase: a phone as typed, an e-mail in any case, or both. */
export type CustomerKey = { phone: string; email: string };

/** What one erasure took: the bookings erased, and the history rows that held the customer. */
export type ErasedCounts = { bookings: number; events: number };

/**
 * Erases the personal data (name, phone, e-mail, notes) of every booking of the customer with
 * this phone or e-mail, from the bookings, their history and e-mails; the bookings stay, blank,
 * for the venue's counts. The manager only: anyone else is refused with 42501; neither a phone
 * nor an e-mail with VN010.
 */
export async function eraseCustomer(
  client: VenueClient,
  customer: CustomerKey,
): Promise<ErasedCounts> {
  const rows = unwrap(
    await client.rpc('erase_customer', { phone: customer.phone, email: customer.email }),
  );
  return rows?.[0] ?? { bookings: 0, events: 0 };
}
