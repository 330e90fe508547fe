import { createHash, randomBytes } from 'node:crypto';
import { addDays, venueToday } from '@venue/domain/clock';
import {
  cancellationClosedMessage,
  cancellationDeclinedMessage,
  cancelUntil,
  manageLinkLimits,
  manageLinkNotFoundMessage,
} from '@venue/domain/manage-link';
import { venue, venueTimeZone } from '@venue/domain/venue';
import { fetchFrom, randomClientAddress } from '@venue/test-kit/client-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countBookingsByStatus } from '../src/bookings/count-bookings-by-status.ts';
import { listBookings } from '../src/bookings/list-bookings.ts';
import { cancelBookingByToken, getBookingByToken } from '../src/bookings/manage-booking.ts';
import { requestBooking } from '../src/bookings/request-booking.ts';
import {
  approvedBookings,
  approvedCount,
  bookableDaysOf,
  type Client,
  closeSql,
  daysOf,
  insertBookings,
  randomAddress,
  randomEmail,
  randomPhone,
  service,
  signInAsJana,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

// Fixtures the service role inserts live on days of 2081 (far from the cut-off); requests that go
// through request_booking use bookable days 176-177.
const laterDay = daysOf(2081);
const bookableDay = bookableDaysOf(176, 177);

let reception: Client;
let jana: Client;

beforeAll(async () => {
  [reception, jana] = await Promise.all([signInAsReception(), signInAsJana()]);
});
afterAll(closeSql);

/** A token as request_booking makes them: base64url of 32 random bytes. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function tokenHash(token: string): string {
  return `\\x${createHash('sha256').update(token, 'utf8').digest('hex')}`;
}

/** A fixture booking that a manage token opens; returns its id and the token. */
async function bookingWithToken(
  row: Partial<Parameters<typeof insertBookings>[0][number]> & { date: string; time: string },
): Promise<{ id: string; token: string }> {
  const token = newToken();
  const [id] = await insertBookings([{ ...row, manage_token_hash: tokenHash(token) }]);
  return { id: id as string, token };
}

const approved = () => ({
  status: 'approved' as const,
  approved_at: new Date().toISOString(),
  approved_by: '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02',
});

describe('request_booking hands out a manage token', () => {
  it('of 256 random bits, URL-safe, kept only as its sha256', async () => {
    const { id, manageToken } = await requestBooking(visitor(), {
      name: 'Layla Haddad',
      phone: randomPhone(),
      email: randomEmail(),
      people: 3,
      rounds: 1,
      date: bookableDay(),
      time: '18:00',
      type: 'regular',
    });
    expect(manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await sql<{ hash: string; text: string }>(
      `select encode(manage_token_hash, 'hex') as hash, to_jsonb(b)::text as text
       from public.bookings as b where id = $1`,
      [id],
    );
    expect(`\\x${row?.hash}`).toBe(tokenHash(manageToken));
    expect(row?.text).not.toContain(manageToken);
    expect(await getBookingByToken(visitor(), manageToken)).toMatchObject({
      status: 'pending',
      name: 'Layla Haddad',
      people: 3,
    });
  });

  it('a different token for every request', async () => {
    const date = bookableDay();
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const { manageToken } = await requestBooking(visitor(), {
        name: 'Sami Odeh',
        phone: randomPhone(),
        email: randomEmail(),
        people: 2,
        rounds: 1,
        date,
        time: '16:30',
        type: 'regular',
      });
      tokens.add(manageToken);
    }
    expect(tokens.size).toBe(3);
  });
});

describe('get_booking_by_token', () => {
  it("reveals the booking's own fields (the customer's own notes too) and nothing else", async () => {
    const date = laterDay();
    const { id, token } = await bookingWithToken({
      date,
      time: '19:30',
      name: 'Layla Haddad',
      phone: '+970591112223',
      email: 'layla@example.com',
      notes: 'staff note',
      customer_notes: 'a cake',
      people: 5,
      rounds: 2,
      locale: 'ar',
    });
    const other = await bookingWithToken({ date, time: '19:30', name: 'Other Guest' });
    const { data, error } = await visitor().rpc('get_booking_by_token', { token });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        status: 'pending',
        date,
        time: '19:30',
        duration: 45,
        people: 5,
        rounds: 2,
        type: 'regular',
        package_name: null,
        locale: 'ar',
        name: 'Layla Haddad',
        cancellable: true,
        cancel_until: expect.any(String),
        reference: expect.stringMatching(/^SZ-[0-9A-Z]{4,6}$/),
        id,
        reschedule_count: 0,
        bundle_price: null,
        customer_notes: 'a cake',
        rejection_reason: null,
        rejection_reason_key: null,
        cancellation_message: null,
        lanes_needed: 1,
        confirmed_at: null,
      },
    ]);
    expect(Date.parse(data?.[0]?.cancel_until ?? '')).toBe(cancelUntil(date, '19:30').getTime());
    const text = JSON.stringify(data);
    for (const secret of ['+970591112223', 'layla@example.com', 'staff note']) {
      expect(text).not.toContain(secret);
    }
    expect((await getBookingByToken(visitor(), other.token))?.name).toBe('Other Guest');
  });

  it('a birthday shows its package', async () => {
    const { token } = await bookingWithToken({
      date: laterDay(),
      time: '18:00',
      type: 'birthday',
      bundle_name: 'Blaze',
      bundle_price: 70,
      duration: 90,
      people: 12,
    });
    expect(await getBookingByToken(visitor(), token)).toMatchObject({
      type: 'birthday',
      packageName: 'Blaze',
      duration: 90,
    });
  });

  it('answers a wrong, malformed, old or deleted booking token exactly like a missing one', async () => {
    const old = await bookingWithToken({
      date: addDays(
        venueToday(new Date(), venueTimeZone),
        -(manageLinkLimits.daysAfterBooking + 1),
      ),
      time: '18:00',
    });
    const deleted = await bookingWithToken({ date: laterDay(), time: '18:00' });
    await service().from('bookings').delete().eq('id', deleted.id);
    const statuses = new Set<number>();
    const tokens = [newToken(), 'not a token', '', 'x'.repeat(5000), old.token, deleted.token];
    for (const token of tokens) {
      const read = await visitor().rpc('get_booking_by_token', { token });
      expect(read, token.slice(0, 20)).toMatchObject({ data: [], error: null, status: 200 });
      const cancel = await visitor().rpc('cancel_booking_by_token', { token });
      expect(cancel, token.slice(0, 20)).toMatchObject({ data: [], error: null });
      statuses.add(cancel.status);
    }
    expect(statuses.size).toBe(1);
    await expect(cancelBookingByToken(visitor(), newToken())).rejects.toMatchObject({
      code: 'PT404',
      message: manageLinkNotFoundMessage,
    });
  });
});

describe('the rate limits', () => {
  it('one token is answered at most perToken times, from any address', async () => {
    const { token } = await bookingWithToken({ date: laterDay(), time: '18:00' });
    for (let i = 0; i < manageLinkLimits.perToken.max; i += 1) {
      expect((await visitor().rpc('get_booking_by_token', { token })).error).toBeNull();
    }
    const refused = await visitor().rpc('cancel_booking_by_token', { token });
    expect(refused.error?.code).toBe('PT429');
    expect(refused.status).toBe(429);
  });

  it('one address is answered at most perAddress times, whatever the tokens', async () => {
    // The gateway appends the connection's address; what the client claims is ignored.
    const connection = fetchFrom(randomClientAddress());
    const client = () => visitor(randomAddress(), connection);
    for (let i = 0; i < manageLinkLimits.perAddress.max; i += 1) {
      expect((await client().rpc('get_booking_by_token', { token: newToken() })).error).toBeNull();
    }
    const refused = await client().rpc('cancel_booking_by_token', { token: newToken() });
    expect(refused.error?.code).toBe('PT429');
    expect((await visitor().rpc('get_booking_by_token', { token: newToken() })).error).toBeNull();
  });
});

describe('cancel_booking_by_token', () => {
  it("frees an approved booking's lane at once: occupancy drops and a 7th booking fits again", async () => {
    const date = laterDay();
    await approvedBookings(date, '19:30', 5);
    const { id, token } = await bookingWithToken({ date, time: '19:30', ...approved() });
    const [seventh] = await insertBookings([{ date, time: '19:30' }]);
    expect(
      (await reception.rpc('approve_booking', { booking_id: seventh as string })).error?.code,
    ).toBe('VN001');

    const cancelled = await cancelBookingByToken(visitor(), token);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(await approvedCount(date, '19:30')).toBe(5);
    const occupancy = await visitor().rpc('slot_occupancy', { day: date });
    expect(occupancy.data?.find((slot) => slot.time === '19:30')?.approved).toBe(5);
    const [row] = await sql<{ lane: number | null; cancelled_at: Date | null; held: number }>(
      `select lane, cancelled_at, (select count(*)::int from public.slot_lanes where booking_id = $1) as held
       from public.bookings where id = $1`,
      [id],
    );
    expect(row).toMatchObject({ lane: null, held: 0 });
    expect(row?.cancelled_at).toBeInstanceOf(Date);

    expect(
      (await reception.rpc('approve_booking', { booking_id: seventh as string })).error,
    ).toBeNull();
    expect(await approvedCount(date, '19:30')).toBe(6);
  });

  it('records the cancellation in the history, by the customer', async () => {
    const date = laterDay();
    const { id, token } = await bookingWithToken({ date, time: '18:00', ...approved() });
    const [{ lane } = { lane: 0 }] = await sql<{ lane: number }>(
      'select lane from public.bookings where id = $1',
      [id],
    );
    await cancelBookingByToken(visitor(), token);
    const { data: events } = await reception
      .from('booking_events')
      .select('kind, actor_id, before, after, detail')
      .eq('booking_id', id)
      .eq('kind', 'cancelled');
    expect(events).toEqual([
      {
        kind: 'cancelled',
        actor_id: null,
        before: { status: 'approved', lane, lanes: [lane] },
        after: { status: 'cancelled', cancellation_message: null },
        detail: 'customer',
      },
    ]);
  });

  it('reception finds it on the desk under its own status and count', async () => {
    const name = `Cancel ${randomBytes(4).toString('hex')}`;
    const { token } = await bookingWithToken({ date: laterDay(), time: '16:30', name });
    await cancelBookingByToken(visitor(), token);
    const desk = { search: name, sort: 'newest', page: 1, pageSize: 10 } as const;
    const listed = await listBookings(reception, { ...desk, status: 'cancelled' });
    expect(listed.rows.map((row) => [row.name, row.status])).toEqual([[name, 'cancelled']]);
    expect((await listBookings(reception, { ...desk, status: 'pending' })).rows).toEqual([]);
    expect(await countBookingsByStatus(reception, name)).toMatchObject({
      all: 1,
      pending: 0,
      cancelled: 1,
    });
  });

  it('cancels a pending booking, and answers a second cancel with the same row', async () => {
    const { id, token } = await bookingWithToken({ date: laterDay(), time: '16:30' });
    const first = await cancelBookingByToken(visitor(), token);
    const second = await cancelBookingByToken(visitor(), token);
    expect(first.status).toBe('cancelled');
    expect(second).toEqual(first);
    const events = await sql(
      'select 1 from public.booking_events where booking_id = $1 and kind = $2',
      [id, 'cancelled'],
    );
    expect(events).toHaveLength(1);
    expect(await getBookingByToken(visitor(), token)).toMatchObject({ status: 'cancelled' });
  });

  it('refuses a rejected booking and one past the cut-off on the venue clock, with the number to call', async () => {
    const rejected = await bookingWithToken({
      date: laterDay(),
      time: '18:00',
      status: 'rejected',
      rejected_at: new Date().toISOString(),
      rejection_reason: 'Closed for a private event',
    });
    await expect(cancelBookingByToken(visitor(), rejected.token)).rejects.toMatchObject({
      code: 'VN015',
      message: cancellationDeclinedMessage,
      refusal: { code: 'manage.declined', params: {} },
    });

    const yesterday = addDays(venueToday(new Date(), venueTimeZone), -1);
    const late = await bookingWithToken({ date: yesterday, time: '22:30', ...approved() });
    expect(await getBookingByToken(visitor(), late.token)).toMatchObject({
      status: 'approved',
      cancellable: false,
    });
    await expect(cancelBookingByToken(visitor(), late.token)).rejects.toMatchObject({
      code: 'VN015',
      message: cancellationClosedMessage,
      refusal: {
        code: 'manage.cancellation_closed',
        params: { hours: 2, phone: venue.phone.display },
      },
    });
    const [row] = await sql<{ status: string }>(
      'select status from public.bookings where id = $1',
      [late.id],
    );
    expect(row?.status).toBe('approved');
  });
});

describe('cancelling under concurrency with an approval of the same slot', () => {
  /** slot_loads and slot_lanes must equal a fresh count of the approved bookings of the day. */
  async function countsMatch(date: string) {
    const [row] = await sql<{ approved: number; loads: number; lanes: number }>(
      `select (select count(*)::int from public.bookings where date = $1 and status = 'approved') as approved,
              (select coalesce(sum(approved), 0)::int from public.slot_loads where date = $1) as loads,
              (select count(*)::int from public.slot_lanes where date = $1) as lanes`,
      [date],
    );
    expect(row?.loads).toBe(row?.approved);
    expect(row?.lanes).toBe(row?.approved);
    return row?.approved ?? 0;
  }

  it.each([1, 2, 3, 4, 5])(
    'trial %i: a full slot, one cancelling and one waiting approved at once',
    async () => {
      const date = laterDay();
      await approvedBookings(date, '20:15', 5);
      const { token } = await bookingWithToken({ date, time: '20:15', ...approved() });
      const [waiting] = await insertBookings([{ date, time: '20:15' }]);
      const [cancel, approve] = await Promise.all([
        visitor().rpc('cancel_booking_by_token', { token }),
        jana.rpc('approve_booking', { booking_id: waiting as string }),
      ]);
      expect(cancel.error).toBeNull();
      expect([null, 'VN001']).toContain(approve.error?.code ?? null);
      expect(await countsMatch(date)).toBe(approve.error ? 5 : 6);
    },
  );

  it.each([1, 2, 3])('trial %i: one pending booking cancelled and approved at once', async () => {
    const date = laterDay();
    const { id, token } = await bookingWithToken({ date, time: '21:00' });
    const [cancel, approve] = await Promise.all([
      visitor().rpc('cancel_booking_by_token', { token }),
      reception.rpc('approve_booking', { booking_id: id }),
    ]);
    expect(cancel.error).toBeNull();
    expect([null, 'VN002']).toContain(approve.error?.code ?? null);
    const [row] = await sql<{ status: string }>(
      'select status from public.bookings where id = $1',
      [id],
    );
    expect(row?.status).toBe('cancelled');
    expect(await countsMatch(date)).toBe(0);
  });
});

describe('who may cancel', () => {
  it('no direct write makes a booking cancelled, staff and the service role included', async () => {
    const { id } = await bookingWithToken({ date: laterDay(), time: '18:00' });
    for (const client of [reception, jana, service()]) {
      const { error } = await client.from('bookings').update({ status: 'cancelled' }).eq('id', id);
      expect(error?.code).toBe('42501');
    }
    const { data, error } = await visitor()
      .from('bookings')
      .update({ status: 'cancelled' })
      .eq('id', id)
      .select();
    expect(error?.code === '42501' || (data ?? []).length === 0).toBe(true);
    const [row] = await sql<{ status: string }>(
      'select status from public.bookings where id = $1',
      [id],
    );
    expect(row?.status).toBe('pending');
  });

  it('nothing leaves cancelled', async () => {
    const { id, token } = await bookingWithToken({ date: laterDay(), time: '18:00' });
    await cancelBookingByToken(visitor(), token);
    expect((await reception.rpc('approve_booking', { booking_id: id })).error?.code).toBe('VN002');
    expect(
      (await reception.from('bookings').update({ status: 'pending' }).eq('id', id)).error?.code,
    ).toBe('VN002');
  });

  it("the e-mail functions are the service role's alone", async () => {
    const { id, token } = await bookingWithToken({ date: laterDay(), time: '18:00' });
    for (const client of [visitor(), reception]) {
      expect(
        (await client.rpc('email_manage_token', { booking_id: id, email_key: 'k' })).error?.code,
      ).toBe('42501');
      expect((await client.rpc('cancelled_booking_by_token', { token })).error?.code).toBe('42501');
    }
  });
});

describe("the e-mails' tokens", () => {
  it('one per e-mail, the same on every retry, each opening the booking', async () => {
    const { id, token } = await bookingWithToken({
      date: laterDay(),
      time: '18:00',
      name: 'Mail Guest',
    });
    const issue = async (key: string) =>
      (await service().rpc('email_manage_token', { booking_id: id, email_key: key })).data ?? '';
    const first = await issue('booking-approved-1');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await issue('booking-approved-1')).toBe(first);
    const second = await issue('booking-rejected-2');
    expect(second).not.toBe(first);
    expect((await getBookingByToken(visitor(), first))?.name).toBe('Mail Guest');
    expect((await getBookingByToken(visitor(), second))?.name).toBe('Mail Guest');
    const stored = await sql<{ text: string }>(
      'select t::text as text from private.booking_manage_tokens as t where booking_id = $1',
      [id],
    );
    expect(stored).toHaveLength(2);
    expect(stored.map((row) => row.text).join()).not.toContain(first);

    expect((await service().rpc('cancelled_booking_by_token', { token: first })).data).toBeNull();
    await cancelBookingByToken(visitor(), token);
    expect((await service().rpc('cancelled_booking_by_token', { token: first })).data).toBe(id);
  });
});
