import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedBookings,
  approvedCount,
  birthdayBooking,
  bookableDaysOf,
  type Client,
  closeSql,
  insertBookings,
  signInAsJana,
  signInAsReception,
  sql,
} from './support.ts';

// Two receptionists clicking "Approve" in the same second must never sell a seventh lane.
const nextDay = bookableDaysOf(71, 80);
const trials = 5;

let sessions: Client[];

beforeAll(async () => {
  sessions = await Promise.all([signInAsReception(), signInAsJana()]);
});
afterAll(closeSql);

/** Fires every call at once, alternating between the two staff sessions. */
function allAtOnce<T>(
  ids: string[],
  call: (client: Client, id: string) => PromiseLike<T>,
): Promise<T[]> {
  return Promise.all(ids.map((id, index) => call(sessions[index % sessions.length] as Client, id)));
}

/** slot_loads must equal a fresh count of the approved bookings over the slots they cover. */
async function loadsMatchBookings(date: string) {
  const drift = await sql(
    `with recount as (
       select b.date, slot as time, count(*)::int as approved
       from public.bookings as b
       cross join lateral unnest(private.covered_slots(b.time, b.duration)) as slot
       where b.status = 'approved' and b.date = $1
       group by b.date, slot
     )
     select coalesce(r.time, l.time) as time, r.approved as counted, l.approved as stored
     from recount as r
     full join (select * from public.slot_loads where date = $1 and approved > 0) as l
       on l.date = r.date and l.time = r.time
     where r.approved is distinct from l.approved`,
    [date],
  );
  expect(drift).toEqual([]);
}

describe('lane capacity under concurrent approvals', () => {
  it.each(Array.from({ length: trials }, (_, trial) => trial + 1))(
    'trial %i: 24 simultaneous approvals from two sessions on one slot leave exactly 6 approved',
    async () => {
      const date = nextDay();
      const ids = await insertBookings(Array.from({ length: 24 }, () => ({ date, time: '18:00' })));
      const results = await allAtOnce(ids, (client, id) =>
        client.rpc('approve_booking', { booking_id: id }),
      );

      const approved = results.filter((result) => result.error === null);
      const refused = results.filter((result) => result.error !== null);
      expect(approved).toHaveLength(6);
      expect(approved.map((result) => result.data).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      // Every refusal is the readable capacity message, never a deadlock or the check's backstop.
      expect(new Set(refused.map((result) => result.error?.code))).toEqual(new Set(['VN001']));
      expect(await approvedCount(date, '18:00')).toBe(6);
      const [row] = await sql<{ count: number }>(
        `select count(*)::int as count from public.bookings where date = $1 and status = 'approved'`,
        [date],
      );
      expect(row?.count).toBe(6);
      await loadsMatchBookings(date);
    },
  );

  it('holds for 90-minute birthday bookings racing regular ones over two slots', async () => {
    const date = nextDay();
    const birthday = birthdayBooking(date, '18:00');
    const ids = await insertBookings([
      ...Array.from({ length: 8 }, () => birthday),
      ...Array.from({ length: 8 }, () => ({ date, time: '18:00' })),
      ...Array.from({ length: 8 }, () => ({ date, time: '18:45' })),
    ]);
    const results = await allAtOnce(ids, (client, id) =>
      client.rpc('approve_booking', { booking_id: id }),
    );
    const codes = new Set(results.map((result) => result.error?.code ?? 'ok'));
    expect([...codes].every((code) => code === 'ok' || code === 'VN001')).toBe(true);
    expect(await approvedCount(date, '18:00')).toBe(6);
    expect(await approvedCount(date, '18:45')).toBe(6);
    await loadsMatchBookings(date);
  });

  it('holds when reschedules race into one slot', async () => {
    const date = nextDay();
    await approvedBookings(date, '20:15', 3);
    const movers = await approvedBookings(date, '15:00', 6);
    movers.push(...(await approvedBookings(date, '15:45', 6)));
    const results = await allAtOnce(movers, (client, id) =>
      client.rpc('reschedule_booking', { booking_id: id, new_date: date, new_time: '20:15' }),
    );
    expect(results.filter((result) => result.error === null)).toHaveLength(3);
    expect(new Set(results.filter((r) => r.error).map((r) => r.error?.code))).toEqual(
      new Set(['VN001']),
    );
    expect(await approvedCount(date, '20:15')).toBe(6);
    await loadsMatchBookings(date);
  });

  it('moves in opposite directions at once queue instead of deadlocking', async () => {
    const date = nextDay();
    const early = await approvedBookings(date, '16:30', 5);
    const late = await approvedBookings(date, '19:30', 5);
    const moves = early.map((id, index) => [
      (client: Client) =>
        client.rpc('reschedule_booking', { booking_id: id, new_date: date, new_time: '19:30' }),
      (client: Client) =>
        client.rpc('reschedule_booking', {
          booking_id: late[index] as string,
          new_date: date,
          new_time: '16:30',
        }),
    ]);
    const results = await Promise.all(
      moves.flat().map((move, index) => move(sessions[index % sessions.length] as Client)),
    );
    const codes = results.map((result) => result.error?.code ?? 'ok');
    expect(codes.filter((code) => code !== 'ok' && code !== 'VN001')).toEqual([]);
    // Moves alternate early, late, early...: each booking sits where its own move left it.
    const expected = new Map<string, string>();
    early.forEach((id, index) => {
      expected.set(id, codes[index * 2] === 'ok' ? '19:30' : '16:30');
      const partner = late[index] as string;
      expected.set(partner, codes[index * 2 + 1] === 'ok' ? '16:30' : '19:30');
    });
    const rows = await sql<{ id: string; time: string }>(
      'select id, time from public.bookings where id = any($1::uuid[])',
      [[...early, ...late]],
    );
    expect(new Map(rows.map((row) => [row.id, row.time]))).toEqual(expected);
    // The first move to commit always finds a free lane, so the counts really moved.
    const movedEarly = codes.filter((code, index) => code === 'ok' && index % 2 === 0).length;
    const movedLate = codes.filter((code, index) => code === 'ok' && index % 2 === 1).length;
    expect(movedEarly + movedLate).toBeGreaterThan(0);
    expect(await approvedCount(date, '16:30')).toBe(5 - movedEarly + movedLate);
    expect(await approvedCount(date, '19:30')).toBe(5 + movedEarly - movedLate);
    await loadsMatchBookings(date);
  });
});
