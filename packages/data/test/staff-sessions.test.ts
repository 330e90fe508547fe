import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteStaffAccount } from '../src/staff/delete-staff-account.ts';
import { setStaffPassword } from '../src/staff/set-staff-password.ts';
import { updateStaffAccount } from '../src/staff/update-staff-account.ts';
import {
  type Client,
  closeSql,
  daysOf,
  insertBookings,
  ownStaffMembers,
  signedIn,
  signInAsJana,
  sql,
  stack,
} from './support.ts';

// A staff member's access ends with their session, not an hour later when their access token
// expires: a password set by the manager, a deleted account or a signed-out session leave the
// token reading and changing nothing; a demotion takes effect on the next request. Year 2051.
const nextDay = daysOf(2051);

let jana: Client;
const password = 'lane-seven-strike';

beforeAll(async () => {
  jana = await signInAsJana();
});
afterAll(async () => {
  await members.removeAll(jana);
  await closeSql();
});

const members = ownStaffMembers('session', password);
const newMember = (role: 'reception' | 'jana' = 'reception') => members.create(jana, role);

/** A pending booking of this file's own, which staff can read and decide. */
async function pendingBooking(): Promise<string> {
  const [id] = await insertBookings([
    {
      date: nextDay(),
      time: '19:30',
      name: 'Lina Saleh',
      phone: '+970599123456',
      email: null,
      people: 2,
      rounds: 1,
    },
  ]);
  if (!id) throw new Error('no booking inserted');
  return id;
}

/** What a member's client can still do: read the booking, and approve it. */
async function reach(client: Client, bookingId: string) {
  const { data } = await client.from('bookings').select('id, phone').eq('id', bookingId);
  return { reads: (data ?? []).length };
}

describe("a staff member's access ends with their session", () => {
  it('while the session lasts, the member reads bookings', async () => {
    const member = await newMember();
    const client = await signedIn(member.email, password);
    expect(await reach(client, await pendingBooking())).toEqual({ reads: 1 });
  });

  it('a password set by the manager: the old token reads nothing and approves nothing at once', async () => {
    const member = await newMember();
    const client = await signedIn(member.email, password);
    const bookingId = await pendingBooking();
    expect(await reach(client, bookingId)).toEqual({ reads: 1 });

    await setStaffPassword(jana, member.id, 'brand-new-password');

    // The access token is still unexpired: only its session is gone.
    expect(await reach(client, bookingId)).toEqual({ reads: 0 });
    const approval = await client.rpc('approve_booking', { booking_id: bookingId });
    expect(approval.error?.code).toBe('42501');
    const [row] = await sql<{ status: string }>(
      'select status from public.bookings where id = $1',
      [bookingId],
    );
    expect(row?.status).toBe('pending');
    // The new password opens a new session that reads again.
    const again = await signedIn(member.email, 'brand-new-password');
    expect(await reach(again, bookingId)).toEqual({ reads: 1 });
  });

  it('a deleted account: its token reads nothing', async () => {
    const member = await newMember();
    const client = await signedIn(member.email, password);
    const bookingId = await pendingBooking();
    await deleteStaffAccount(jana, member.id);
    expect(await reach(client, bookingId)).toEqual({ reads: 0 });
  });

  it('signing out ends that session only: its token reads nothing, another device still reads', async () => {
    const member = await newMember();
    const [laptop, phone] = [
      await signedIn(member.email, password),
      await signedIn(member.email, password),
    ];
    const bookingId = await pendingBooking();
    const { data } = await laptop.auth.getSession();
    const laptopToken = data.session?.access_token ?? '';
    await laptop.auth.signOut({ scope: 'local' });

    const stale = await signedIn(member.email, password);
    // The signed-out laptop's token, sent again by hand.
    const { data: read } = await stale
      .from('bookings')
      .select('id')
      .eq('id', bookingId)
      .setHeader('authorization', `Bearer ${laptopToken}`);
    expect(read).toEqual([]);
    expect(await reach(phone, bookingId)).toEqual({ reads: 1 });
  });

  it('a demoted manager loses manager powers on the next request, with the same token', async () => {
    const member = await newMember('jana');
    const client = await signedIn(member.email, password);
    const before = await client.from('staff').select('id');
    expect((before.data ?? []).length).toBeGreaterThan(1);

    await updateStaffAccount(jana, member.id, { name: 'Rana Odeh', role: 'reception' });

    const erase = await client.rpc('customer_booking_count', { phone: '0599123456', email: '' });
    expect(erase.error?.code).toBe('42501');
    expect(await reach(client, await pendingBooking())).toEqual({ reads: 1 });
  });

  it("the check needs the token's own session: another user's session, none, or one past its end is no staff member", async () => {
    const member = await newMember();
    await signedIn(member.email, password);
    const [own] = await sql<{ id: string }>('select id from auth.sessions where user_id = $1', [
      member.id,
    ]);
    const [other] = await sql<{ id: string }>(
      'select id from auth.sessions where user_id <> $1 limit 1',
      [member.id],
    );
    const roleWith = (claims: Record<string, unknown>, endSession = false) =>
      roleInTransaction(member.id, claims, endSession);
    const claims = { sub: member.id, role: 'authenticated' };
    expect(await roleWith({ ...claims, session_id: own?.id })).toBe('reception');
    expect(await roleWith({ ...claims, session_id: other?.id })).toBeNull();
    expect(await roleWith(claims)).toBeNull();
    expect(await roleWith({ ...claims, session_id: own?.id }, true)).toBeNull();
  });
});

/**
 * `private.staff_role()` for these JWT claims, inside a transaction that is rolled back; with
 * `endSession`, the member's sessions end first (their `not_after` passes).
 */
async function roleInTransaction(
  memberId: string,
  claims: Record<string, unknown>,
  endSession: boolean,
): Promise<string | null> {
  const client = new pg.Client({ connectionString: stack.dbUrl });
  await client.connect();
  try {
    await client.query('begin');
    if (endSession) {
      await client.query(
        "update auth.sessions set not_after = now() - interval '1 second' where user_id = $1",
        [memberId],
      );
    }
    await client.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify(claims),
    ]);
    const { rows } = await client.query<{ role: string | null }>(
      'select private.staff_role()::text as role',
    );
    return rows[0]?.role ?? null;
  } finally {
    await client.query('rollback');
    await client.end();
  }
}
