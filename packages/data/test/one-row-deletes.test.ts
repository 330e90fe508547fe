// Bookings and staff rows are deleted one at a time through the paths that check them (delete_booking, the staff-accounts function), never by a table DELETE.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  closeSql,
  daysOf,
  insertBookings,
  service,
  signInAsJana,
  signInAsReception,
  sql,
} from './support.ts';

// Fixtures live on days of 2095.
const nextDay = daysOf(2095);

let reception: Client;
let jana: Client;

beforeAll(async () => {
  [reception, jana] = await Promise.all([signInAsReception(), signInAsJana()]);
});
afterAll(closeSql);

async function existingBookings(ids: string[]): Promise<number> {
  const [row] = await sql<{ count: number }>(
    'select count(*)::int as count from public.bookings where id = any($1::uuid[])',
    [ids],
  );
  return row?.count ?? 0;
}

/** A reception account with its staff row, as the staff-accounts function makes one. */
async function staffMember(): Promise<string> {
  const email = `staff-${randomUUID()}@example.com`;
  const { data, error } = await service().auth.admin.createUser({
    email,
    password: 'staff-password-1',
    email_confirm: true,
  });
  if (error || !data.user) throw error ?? new Error('no user');
  const inserted = await service()
    .from('staff')
    .insert({ id: data.user.id, name: 'Desk helper', email, role: 'reception' });
  if (inserted.error) throw new Error(inserted.error.message);
  return data.user.id;
}

describe('a table DELETE of bookings is refused to every caller but the service role', () => {
  it.each([
    ['reception', () => reception],
    ['the manager', () => jana],
  ])('%s deleting every booking (id=not.is.null) is refused and removes nothing', async (_, as) => {
    const ids = await insertBookings([
      { date: nextDay(), time: '18:00' },
      { date: nextDay(), time: '18:45' },
    ]);
    const { error } = await as().from('bookings').delete().not('id', 'is', null);
    expect(error?.code).toBe('42501');
    expect(await existingBookings(ids)).toBe(2);
  });

  it('delete_booking still deletes the one booking it names', async () => {
    const [kept, deleted] = await insertBookings([
      { date: nextDay(), time: '18:00' },
      { date: nextDay(), time: '18:00' },
    ]);
    const { error } = await reception.rpc('delete_booking', { booking_id: deleted as string });
    expect(error).toBeNull();
    expect(await existingBookings([deleted as string])).toBe(0);
    expect(await existingBookings([kept as string])).toBe(1);
  });
});

describe('a table DELETE of staff is refused to every caller but the service role', () => {
  it.each([
    ['reception', () => reception],
    ['the manager', () => jana],
  ])('%s deleting a staff row is refused and leaves row and account', async (_, as) => {
    const id = await staffMember();
    const { error } = await as().from('staff').delete().eq('id', id);
    expect(error?.code).toBe('42501');
    const [row] = await sql<{ staff: number; users: number }>(
      `select (select count(*)::int from public.staff where id = $1) as staff,
              (select count(*)::int from auth.users where id = $1) as users`,
      [id],
    );
    expect(row).toEqual({ staff: 1, users: 1 });
    await service().auth.admin.deleteUser(id);
  });
});
