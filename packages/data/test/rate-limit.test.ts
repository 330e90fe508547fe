import { afterAll, describe, expect, it } from 'vitest';
import { closeSql, daysOf, randomAddress, randomPhone, sql, visitor } from './support.ts';

// A script must not flood the desk: 5 requests per 10 minutes per client address and per phone.
const nextDay = daysOf(2044);

function request(client: ReturnType<typeof visitor>, phone: string) {
  return client.rpc('request_booking', {
    name: 'Rate Tester',
    phone,
    email: 'rate@example.com',
    people: 2,
    rounds: 1,
    date: nextDay(),
    time: '19:30',
  });
}

afterAll(closeSql);

describe('request_booking rate limit', () => {
  it('refuses the 6th request from one address within 10 minutes, with HTTP 429', async () => {
    const client = visitor(randomAddress());
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { error } = await request(client, randomPhone());
      expect(error, `request ${attempt}`).toBeNull();
    }
    const phone = randomPhone();
    const sixth = await request(client, phone);
    expect(sixth.status).toBe(429);
    expect(sixth.error).toMatchObject({
      code: 'PT429',
      message: 'Too many booking requests. Please try again in a few minutes, or call us.',
    });
    expect(await sql('select 1 from public.bookings where phone = $1', [phone])).toHaveLength(0);
    // Another visitor is not held up by this one.
    expect((await request(visitor(randomAddress()), randomPhone())).error).toBeNull();
  });

  it('refuses the 6th request for one phone number, from any address', async () => {
    const phone = randomPhone();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await request(visitor(randomAddress()), phone)).error).toBeNull();
    }
    const sixth = await request(visitor(randomAddress()), phone);
    expect(sixth.error?.code).toBe('PT429');
    const [row] = await sql<{ count: number }>(
      'select count(*)::int as count from public.bookings where phone = $1',
      [phone],
    );
    expect(row?.count).toBe(5);
  });

  it('holds when the requests arrive all at once', async () => {
    const address = randomAddress();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => request(visitor(address), randomPhone())),
    );
    expect(results.filter((result) => result.error === null)).toHaveLength(5);
    expect(results.filter((result) => result.error?.code === 'PT429')).toHaveLength(7);
  });

  it('counts only requests inside the window', async () => {
    const address = randomAddress();
    await sql(
      `insert into private.rate_limit_hits (bucket, key, hit_at)
       select 'request_booking', $1, now() - interval '11 minutes' from generate_series(1, 5)`,
      [`ip:${address}`],
    );
    expect((await request(visitor(address), randomPhone())).error).toBeNull();
  });
});
