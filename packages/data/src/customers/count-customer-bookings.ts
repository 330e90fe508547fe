import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';
import type { CustomerKey } from './erase-customer.ts';

/**
 * How many bookings `eraseCustomer` would erase for this phone or e-mail (matched the same way).
 * The manager only: anyone else is refused with 42501; neither a phone nor an e-mail with VN010.
 */
export async function countCustomerBookings(
  client: VenueClient,
  customer: CustomerKey,
): Promise<number> {
  return (
    unwrap(
      await client.rpc('customer_booking_count', { phone: customer.phone, email: customer.email }),
    ) ?? 0
  );
}
