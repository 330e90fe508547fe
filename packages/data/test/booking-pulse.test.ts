import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBookingPulse, pulseRequestLimit } from '../src/bookings/get-booking-pulse.ts';
import {
  type Actor,
  type Client,
  closeSql,
  daysOf,
  insertBookings,
  signInEveryActor,
  sql,
} from './support.ts';

// The pulse the back-office polls to learn of new requests (issue 14, live new bookings).

const laterDay = daysOf(2073);
const clients = {} as Record<Actor, Client>;
/** Created "in the future", so these fixtures are the newest requests whatever else runs. */
const newestAt = '2100-01-01T10:00:00Z';
let fixtureIds: string[] = [];

async function pendingCount(): Promise<number> {
  const [row] = await sql<{ count: string }>(
    "select count(*) from public.bookings where status = 'pending'",
  );
  return Number(row?.count);
}

beforeAll(async () => {
  Object.assign(clients, await signInEveryActor());
  fixtureIds = await insertBookings([
    { date: laterDay(), time: '15:00', name: 'Older Request', created_at: '2099-12-31T10:00:00Z' },
    { date: laterDay(), time: '15:00', name: 'Newest Request', created_at: newestAt },
  ]);
});
afterAll(async () => {
  await sql('delete from public.bookings where id = any($1)', [fixtureIds]);
  await closeSql();
});

describe('getBookingPulse: what reception polls for new requests', () => {
  it.each(['reception', 'jana'] as const)(
    '%s reads the pending count and the newest pending requests, newest first',
    async (actor) => {
      const before = await pendingCount();
      const pulse = await getBookingPulse(clients[actor]);
      const after = await pendingCount();
      expect(pulse.pending.slice(0, 2)).toEqual([
        {
          id: fixtureIds[1],
          name: 'Newest Request',
          createdAt: expect.stringMatching(/^2100-01-01T10:00:00/),
        },
        {
          id: fixtureIds[0],
          name: 'Older Request',
          createdAt: expect.stringMatching(/^2099-12-31T10:00:00/),
        },
      ]);
      expect(pulse.pending.length).toBe(Math.min(pulse.pendingCount, pulseRequestLimit));
      expect(pulse.pendingCount).toBeGreaterThanOrEqual(Math.min(before, after));
      expect(pulse.pendingCount).toBeLessThanOrEqual(Math.max(before, after));
      expect(pulse.pendingCount).toBeGreaterThanOrEqual(2);
    },
  );

  it('a visitor is refused: the bookings table is not theirs to read', async () => {
    await expect(getBookingPulse(clients.visitor)).rejects.toThrow(/permission denied/i);
  });

  it('a signed-in user who is not staff learns nothing: no count, no request', async () => {
    expect(await getBookingPulse(clients.outsider)).toEqual({ pendingCount: 0, pending: [] });
  });
});
