import {
  bookingRequestLimits,
  pendingPerEmailMessage,
  pendingPerSlotMessage,
} from '@venue/domain/limits';
import { slotStarts } from '@venue/domain/venue';
import { randomClientAddress } from '@venue/test-kit/client-address';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bookingsWith,
  type RequestedBooking,
  requestBooking,
  visitorAt,
} from './booking-requests.ts';
import {
  birthdayBooking,
  bookableDaysOf,
  closeSql,
  insertBookings,
  randomEmail,
  randomPhone,
  sql,
  visitor,
} from './support.ts';

// A script with the public key must not flood the desk, whatever it writes in X-Forwarded-For and
// whichever phones and e-mail addresses it makes up. The limits are packages/domain's
// bookingRequestLimits; fair-request-limits.test.ts shows they never stop a customer.
const nextDay = bookableDaysOf(91, 98);
// Requests that do not name a day and time spread over the slots of two days of their own, so the
// per-slot limit never stands in the way of the limits under test.
const spreadDays = [nextDay(), nextDay()];
let spread = 0;
function spreadSlot(): { date: string; time: string } {
  spread += 1;
  return {
    date: spreadDays[spread % spreadDays.length] as string,
    time: slotStarts[Math.floor(spread / spreadDays.length) % slotStarts.length] as string,
  };
}
const { perAddress, perAddressPerDay, perPhone, pendingPerEmailPerDay, pendingPerSlot } =
  bookingRequestLimits;
const addressRefusal = 'Too many booking requests. Please try again in a few minutes, or call us.';

/** A script's connection: every call comes from `address`. */
function script(address = randomClientAddress()) {
  return { address, client: () => visitorAt(address) };
}

function request(client: ReturnType<typeof visitor>, booking: Partial<RequestedBooking> = {}) {
  const slot =
    booking.date && booking.time ? { date: booking.date, time: booking.time } : spreadSlot();
  return requestBooking(client, { ...booking, ...slot });
}

afterAll(closeSql);

describe('request_booking: the per-address limit keys on the address the gateway appends', () => {
  it(`refuses request ${perAddress.max + 1} from one connection however X-Forwarded-For and the phone vary`, async () => {
    const { client } = script();
    for (let attempt = 1; attempt <= perAddress.max; attempt += 1) {
      const { error } = await request(client());
      expect(error, `request ${attempt}`).toBeNull();
    }
    const phone = randomPhone();
    const refused = await request(client(), { phone });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', message: addressRefusal });
    expect(await bookingsWith('phone', phone)).toBe(0);
    // Another visitor is not held up by this one.
    expect((await request(visitor())).error).toBeNull();
  });

  it('records the connecting address, not the one the client wrote', async () => {
    const { address, client } = script();
    expect((await request(client())).error).toBeNull();
    const rows = await sql<{ key: string }>(
      `select key from private.rate_limit_hits where bucket = 'request_booking' and key = $1`,
      [`ip:${address}`],
    );
    expect(rows).toHaveLength(1);
  });

  it('holds when the requests arrive all at once', async () => {
    const { client } = script();
    const results = await Promise.all(
      Array.from({ length: perAddress.max + 5 }, () => request(client())),
    );
    expect(results.filter((result) => result.error === null)).toHaveLength(perAddress.max);
    expect(results.filter((result) => result.error?.code === 'PT429')).toHaveLength(5);
  });

  it('counts only requests inside the window', async () => {
    const { address, client } = script();
    await sql(
      `insert into private.rate_limit_hits (bucket, key, hit_at)
       select 'request_booking', $1, now() - make_interval(mins => $2 + 1) from generate_series(1, $3)`,
      [`ip:${address}`, perAddress.windowMinutes, perAddress.max],
    );
    expect((await request(client())).error).toBeNull();
  });

  it(`refuses request ${perAddressPerDay.max + 1} of a day from one address, and purges older rows`, async () => {
    const { address, client } = script();
    await sql(
      `insert into private.rate_limit_hits (bucket, key, hit_at)
       select 'request_booking:day', $1, now() - interval '2 hours' from generate_series(1, $2)
       union all
       select 'request_booking:day', $1, now() - interval '25 hours'`,
      [`ip:${address}`, perAddressPerDay.max],
    );
    const phone = randomPhone();
    const refused = await request(client(), { phone });
    expect(refused.error).toMatchObject({ code: 'PT429', message: addressRefusal });
    expect(await bookingsWith('phone', phone)).toBe(0);

    // Any accepted request purges the booking buckets' rows older than a day.
    expect((await request(visitor())).error).toBeNull();
    const [old] = await sql<{ count: number }>(
      `select count(*)::int as count from private.rate_limit_hits
       where bucket like 'request_booking%' and hit_at < now() - interval '1 day'`,
    );
    expect(old?.count).toBe(0);
  });
});

describe('request_booking: the per-phone limit over all addresses', () => {
  it(`refuses request ${perPhone.max + 1} for one phone number, from as many addresses`, async () => {
    const phone = randomPhone();
    for (let attempt = 1; attempt <= perPhone.max; attempt += 1) {
      expect((await request(visitor(), { phone })).error).toBeNull();
    }
    const refused = await request(visitor(), { phone });
    expect(refused.error?.code).toBe('PT429');
    expect(await bookingsWith('phone', phone)).toBe(perPhone.max);
  });
});

describe('request_booking: requests per e-mail address over all addresses', () => {
  it(`refuses request ${pendingPerEmailPerDay + 1} for one address within a day, from as many connections and phones`, async () => {
    const email = randomEmail();
    for (let attempt = 1; attempt <= pendingPerEmailPerDay; attempt += 1) {
      expect((await request(visitor(), { email })).error).toBeNull();
    }
    const refused = await request(visitor(), { email: email.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'PT429',
      message: pendingPerEmailMessage,
      details: 'email',
    });
    expect(await bookingsWith('email', email)).toBe(pendingPerEmailPerDay);
  });

  it('counts the requests of a day that wait for the desk or were cancelled', async () => {
    const email = randomEmail();
    const date = nextDay();
    const now = new Date().toISOString();
    await insertBookings([
      {
        date,
        time: '15:00',
        email,
        status: 'rejected',
        rejected_at: now,
        rejection_reason: 'Full',
      },
      { date, time: '15:00', email, status: 'approved', approved_at: now, lane: 1 },
      {
        date,
        time: '15:00',
        email,
        created_at: new Date(Date.now() - 25 * 3600_000).toISOString(),
      },
      { date, time: '15:45', email, status: 'cancelled', cancelled_at: now },
      ...Array.from({ length: pendingPerEmailPerDay - 2 }, () => ({ date, time: '15:45', email })),
    ]);
    expect((await request(visitor(), { email })).error).toBeNull();
    expect((await request(visitor(), { email })).error?.code).toBe('PT429');
  });
});

describe('request_booking: pending requests per date and slot over all addresses', () => {
  it(`refuses request ${pendingPerSlot + 1} for one slot; other slots and approved bookings do not count`, async () => {
    const date = nextDay();
    await insertBookings([
      ...Array.from({ length: pendingPerSlot - 1 }, () => ({ date, time: '18:45' })),
      // A 90-minute party from 18:00 waits on 18:45 too.
      birthdayBooking(date, '18:00'),
      ...Array.from({ length: 3 }, () => ({
        date,
        time: '17:15',
        status: 'approved' as const,
        approved_at: new Date().toISOString(),
      })),
    ]);
    const phone = randomPhone();
    const refused = await request(visitor(), { date, time: '18:45', phone });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'PT429',
      message: pendingPerSlotMessage,
      details: 'time',
    });
    expect(await bookingsWith('phone', phone)).toBe(0);

    expect((await request(visitor(), { date, time: '19:30' })).error).toBeNull();
    expect((await request(visitor(), { date, time: '17:15' })).error).toBeNull();
  });

  it('holds when requests for one slot arrive all at once from many addresses', async () => {
    const date = nextDay();
    const results = await Promise.all(
      Array.from({ length: pendingPerSlot + 4 }, () => request(visitor(), { date, time: '21:00' })),
    );
    expect(results.filter((result) => result.error === null)).toHaveLength(pendingPerSlot);
    const [row] = await sql<{ count: number }>(
      `select count(*)::int as count from public.bookings where date = $1 and time = '21:00'`,
      [date],
    );
    expect(row?.count).toBe(pendingPerSlot);
  });
});

describe('private.take_rate_limits: several limits in one call', () => {
  /** Hits of `bucket` for `key`, and how many of them are older than `minutes` (default one). */
  async function hitsOf(bucket: string, key: string, minutes = 1) {
    const [row] = await sql<{ all: number; old: number }>(
      `select count(*)::int as all,
              count(*) filter (where hit_at < now() - make_interval(mins => $3))::int as old
       from private.rate_limit_hits where bucket = $1 and key = $2`,
      [bucket, key, minutes],
    );
    return row;
  }
  const take = (keys: (string | null)[], maxHits: number[], windowsMinutes: number[]) =>
    sql(
      `select private.take_rate_limits(
         array['test:a', 'test:b', 'test:a'], $1::text[], $2::int[],
         array(select make_interval(mins => m) from unnest($3::int[]) as m))`,
      [keys, maxHits, windowsMinutes],
    );

  it('takes one hit per key and skips a key that is missing', async () => {
    const [first, second] = [randomClientAddress(), randomClientAddress()];
    await take([first, second, null], [5, 5, 5], [10, 10, 10]);
    expect(await hitsOf('test:a', first)).toEqual({ all: 1, old: 0 });
    expect(await hitsOf('test:b', second)).toEqual({ all: 1, old: 0 });
  });

  it('refuses at the first limit reached, in the order given, and takes no hit', async () => {
    const [first, second, third] = [
      randomClientAddress(),
      randomClientAddress(),
      randomClientAddress(),
    ];
    await sql(
      `insert into private.rate_limit_hits (bucket, key)
       select 'test:b', $1 from generate_series(1, 2)
       union all select 'test:a', $2 from generate_series(1, 2)`,
      [second, third],
    );
    const refused = take([first, second, third], [5, 2, 2], [10, 10, 10]);
    await expect(refused).rejects.toMatchObject({
      code: 'PT429',
      message: addressRefusal,
      hint: expect.stringContaining('"bucket": "test:b"'),
    });
    expect(await hitsOf('test:a', first)).toEqual({ all: 0, old: 0 });
    expect(await hitsOf('test:b', second)).toEqual({ all: 2, old: 0 });
  });

  it("counts each key's hits inside its own window and sweeps the older ones", async () => {
    const [first, second] = [randomClientAddress(), randomClientAddress()];
    await sql(
      `insert into private.rate_limit_hits (bucket, key, hit_at)
       select 'test:a', $1, now() - interval '30 minutes' from generate_series(1, 3)
       union all select 'test:b', $2, now() - interval '30 minutes' from generate_series(1, 3)`,
      [first, second],
    );
    // first's window is 10 minutes: its three hits have expired. second's is an hour: they count.
    await expect(take([first, second, null], [3, 3, 3], [10, 60, 10])).rejects.toMatchObject({
      hint: expect.stringContaining('"bucket": "test:b"'),
    });
    await take([first, null, null], [3, 3, 3], [10, 60, 10]);
    expect(await hitsOf('test:a', first, 10)).toEqual({ all: 1, old: 0 });
    expect(await hitsOf('test:b', second, 10)).toEqual({ all: 3, old: 3 });
  });
});
