// Public booking requests as the limit tests send them, from a client address of their choice.
import { fetchFrom, randomClientAddress } from '@venue/test-kit/client-address';
import { type Client, randomAddress, randomEmail, randomPhone, sql, visitor } from './support.ts';

/**
 * A visitor whose every call connects from `address`, each naming a fresh made-up address in
 * X-Forwarded-For, as a script rotating that header would.
 */
export function visitorAt(address = randomClientAddress()): Client {
  return visitor(randomAddress(), fetchFrom(address));
}

export type RequestedBooking = {
  date: string;
  time: string;
  phone?: string;
  email?: string;
};

/** Calls request_booking; the phone and e-mail are new ones unless given. */
export function requestBooking(client: Client, booking: RequestedBooking) {
  return client.rpc('request_booking', {
    name: 'Rate Tester',
    phone: booking.phone ?? randomPhone(),
    email: booking.email ?? randomEmail(),
    people: 2,
    rounds: 1,
    date: booking.date,
    time: booking.time,
  });
}

/** How many bookings name the phone or e-mail address (in any case). */
export async function bookingsWith(column: 'phone' | 'email', value: string): Promise<number> {
  const [row] = await sql<{ count: number }>(
    `select count(*)::int as count from public.bookings where lower(${column}) = lower($1)`,
    [value],
  );
  return row?.count ?? 0;
}
