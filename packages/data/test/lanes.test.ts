import { capacityBlockedMessage } from '@venue/domain/capacity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedBookings,
  birthdayBooking,
  bookableDaysOf,
  type Client,
  closeSql,
  insertBookings,
  randomPhone,
  service,
  signInAsJana,
  signInAsReception,
  sql,
} from './support.ts';

// Lane numbers: assigned at approval (the lowest free in every covered slot) and kept (issue 14).

/** Days only these tests fill. */
const nextDay = bookableDaysOf(151, 160);
/** One of them for tests that each keep to slots of their own. */
const sharedDay = nextDay();

let reception: Client;
let jana: Client;

beforeAll(async () => {
  [reception, jana] = await Promise.all([signInAsReception(), signInAsJana()]);
});
afterAll(closeSql);

async function laneOf(id: string): Promise<number | null> {
  const { data, error } = await service().from('bookings').select('lane').eq('id', id).single();
  if (error) throw error;
  return data.lane;
}

/** The lanes held per slot of a day, as slot_lanes stores them. */
async function heldLanes(date: string): Promise<Record<string, number[]>> {
  const rows = await sql<{ time: string; lanes: number[] }>(
    'select time, array_agg(lane order by lane) as lanes from public.slot_lanes where date = $1 group by time',
    [date],
  );
  return Object.fromEntries(rows.map((row) => [row.time, row.lanes]));
}

async function approve(id: string): Promise<number> {
  const { data, error } = await reception.rpc('approve_booking', { booking_id: id });
  if (error) throw new Error(error.message);
  return data;
}

function takenApproved(date: string, time: string) {
  return {
    name: 'Omar Saleh',
    phone: randomPhone(),
    people: 4,
    rounds: 1,
    date,
    time,
    source: 'phone',
    approve: true,
  };
}

describe('a lane at approval', () => {
  it('an approval takes the lowest lane free in its slot and keeps it', async () => {
    const date = nextDay();
    const ids = await insertBookings([
      { date, time: '17:15' },
      { date, time: '17:15' },
      { date, time: '17:15' },
    ]);
    const [first, second, third] = ids as [string, string, string];
    expect(await approve(second)).toBe(1);
    expect(await approve(first)).toBe(2);
    const { error } = await reception.rpc('reject_booking', {
      booking_id: third,
      reason: 'Closed',
    });
    expect(error).toBeNull();
    expect(await laneOf(third)).toBeNull();
    expect(await laneOf(second)).toBe(1);
    expect(await laneOf(first)).toBe(2);
    expect(await heldLanes(date)).toEqual({ '17:15': [1, 2] });
  });

  it('a birthday holds one lane across both slots it covers', async () => {
    const date = nextDay();
    await approvedBookings(date, '19:30', 2);
    await approvedBookings(date, '18:45', 1);
    const [birthday] = (await insertBookings([birthdayBooking(date, '18:45')])) as [string];
    expect(await approve(birthday)).toBe(3);
    expect(await heldLanes(date)).toEqual({ '18:45': [1, 3], '19:30': [1, 2, 3] });
  });

  it('a lane freed by a deletion is taken again, lowest first', async () => {
    const date = nextDay();
    const ids = await approvedBookings(date, '20:15', 3);
    const lanes = await Promise.all(ids.map(laneOf));
    expect([...lanes].sort()).toEqual([1, 2, 3]);
    const { error } = await jana.rpc('delete_booking', {
      booking_id: ids[lanes.indexOf(2)] as string,
    });
    expect(error).toBeNull();
    const created = await reception.rpc('create_staff_booking', takenApproved(date, '20:15'));
    expect(created.error).toBeNull();
    expect(created.data?.[0]?.assigned_lane).toBe(2);
    const [pending] = (await insertBookings([{ date, time: '20:15' }])) as [string];
    expect(await approve(pending)).toBe(4);
  });

  it('records the real lane in the approved event', async () => {
    const date = sharedDay;
    await approvedBookings(date, '16:30', 1);
    const [lone, id] = (await insertBookings([
      { date, time: '17:15' },
      { date, time: '16:30' },
    ])) as [string, string];
    expect(await approve(lone)).toBe(1);
    expect(await approve(id)).toBe(2);
    const [event] = await sql<{ after: { lane: number } }>(
      `select after from public.booking_events where booking_id = $1 and kind = 'approved'`,
      [id],
    );
    expect(event?.after.lane).toBe(2);
  });
});

describe('a lane kept through a reschedule', () => {
  it('keeps its lane when it is free at the new time', async () => {
    const date = nextDay();
    await approvedBookings(date, '15:00', 2);
    const [id] = (await insertBookings([{ date, time: '15:00' }])) as [string];
    expect(await approve(id)).toBe(3);
    await approvedBookings(date, '16:30', 1);
    const { data, error } = await reception.rpc('reschedule_booking', {
      booking_id: id,
      new_date: date,
      new_time: '16:30',
    });
    expect(error).toBeNull();
    expect(data).toBe(3);
    expect(await heldLanes(date)).toEqual({ '15:00': [1, 2], '16:30': [1, 3] });
    const [event] = await sql<{ before: { lane: number }; after: { lane: number } }>(
      `select before, after from public.booking_events where booking_id = $1 and kind = 'rescheduled'`,
      [id],
    );
    expect(event).toMatchObject({ before: { lane: 3 }, after: { lane: 3 } });
  });

  it('takes the lowest free lane when its own is taken there', async () => {
    const date = sharedDay;
    const [id] = (await insertBookings([{ date, time: '15:45' }])) as [string];
    expect(await approve(id)).toBe(1);
    await approvedBookings(date, '18:00', 1);
    const { data, error } = await reception.rpc('reschedule_booking', {
      booking_id: id,
      new_date: date,
      new_time: '18:00',
    });
    expect(error).toBeNull();
    expect(data).toBe(2);
    expect(await laneOf(id)).toBe(2);
  });

  it('is refused with the capacity message when no lane is free, and keeps its place', async () => {
    const date = nextDay();
    const [id] = (await insertBookings([{ date, time: '21:00' }])) as [string];
    expect(await approve(id)).toBe(1);
    await approvedBookings(date, '21:45', 6);
    const { error } = await reception.rpc('reschedule_booking', {
      booking_id: id,
      new_date: date,
      new_time: '21:45',
    });
    expect(error).toMatchObject({
      code: 'VN001',
      message: capacityBlockedMessage(date, '21:45', 6),
    });
    expect(await laneOf(id)).toBe(1);
    expect(await heldLanes(date)).toEqual({ '21:00': [1], '21:45': [1, 2, 3, 4, 5, 6] });
  });

  it('a birthday with a free lane in each slot but none in both is refused, approved or moved', async () => {
    const date = nextDay();
    // 18:45 holds lanes 1-5; 19:30 holds lanes 2-6 (lane 1 there was freed).
    await approvedBookings(date, '18:45', 5);
    const at1930 = await approvedBookings(date, '19:30', 6);
    const lanes = await Promise.all(at1930.map(laneOf));
    await jana.rpc('delete_booking', { booking_id: at1930[lanes.indexOf(1)] as string });
    const [birthday] = (await insertBookings([birthdayBooking(date, '18:45')])) as [string];
    const { error } = await reception.rpc('approve_booking', { booking_id: birthday });
    expect(error).toMatchObject({
      code: 'VN001',
      message: capacityBlockedMessage(date, '18:45', 6),
    });
    expect(await laneOf(birthday)).toBeNull();

    const [moved] = (await insertBookings([birthdayBooking(date, '15:00')])) as [string];
    expect(await approve(moved)).toBe(1);
    const refused = await reception.rpc('reschedule_booking', {
      booking_id: moved,
      new_date: date,
      new_time: '18:45',
    });
    expect(refused.error).toMatchObject({
      code: 'VN001',
      message: capacityBlockedMessage(date, '18:45', 6),
    });
    expect(await laneOf(moved)).toBe(1);
    expect((await heldLanes(date))['15:00']).toEqual([1]);
  });
});

describe('no lane sold twice', () => {
  it.each([1, 2])(
    'trial %i: 12 approvals and 12 approved creations at once on one slot take lanes 1-6 once each',
    async () => {
      const date = nextDay();
      const pending = await insertBookings(
        Array.from({ length: 12 }, () => ({ date, time: '15:00' })),
      );
      const calls = pending.flatMap((id, index) => {
        const [one, other] = index % 2 === 0 ? [reception, jana] : [jana, reception];
        return [
          one
            .rpc('approve_booking', { booking_id: id })
            .then(({ data, error }) => ({ lane: data, error })),
          other
            .rpc('create_staff_booking', takenApproved(date, '15:00'))
            .then(({ data, error }) => ({ lane: data?.[0]?.assigned_lane ?? null, error })),
        ];
      });
      const results = await Promise.all(calls);
      const lanes = results.filter((result) => result.error === null).map((result) => result.lane);
      expect(lanes.sort()).toEqual([1, 2, 3, 4, 5, 6]);
      for (const { error } of results.filter((result) => result.error !== null)) {
        expect(error).toMatchObject({ code: 'VN001' });
      }
      expect(await heldLanes(date)).toEqual({ '15:00': [1, 2, 3, 4, 5, 6] });
      const rows = await sql<{ lane: number }>(
        `select lane from public.bookings where date = $1 and status = 'approved' order by lane`,
        [date],
      );
      expect(rows.map((row) => row.lane)).toEqual([1, 2, 3, 4, 5, 6]);
    },
  );

  it('a direct update that would give two bookings one lane is refused by the database', async () => {
    const date = sharedDay;
    const ids = await approvedBookings(date, '22:30', 2);
    const lanes = await Promise.all(ids.map(laneOf));
    const onTwo = ids[lanes.indexOf(2)] as string;
    await expect(
      sql('update public.bookings set lane = 1 where id = $1', [onTwo]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'slot_lanes_pkey' });
    // A lane past the venue's lane count (public.venue_schedule) is no lane.
    await expect(
      sql(`update public.bookings set lane = 7 where id = $1`, [onTwo]),
    ).rejects.toMatchObject({ code: 'VN008' });
    const [pending] = (await insertBookings([{ date, time: '22:30' }])) as [string];
    await expect(
      sql('update public.bookings set lane = 3 where id = $1', [pending]),
    ).resolves.toEqual([]);
    expect(await laneOf(pending)).toBeNull();
    await expect(
      sql(
        `insert into public.bookings (name, phone, people, date, time, status, approved_at, lane)
         values ('Fixture Guest', $1, 2, $2, '22:30', 'approved', now(), 2)`,
        [randomPhone(), date],
      ),
    ).rejects.toMatchObject({ code: '23505', constraint: 'slot_lanes_pkey' });
    expect((await heldLanes(date))['22:30']).toEqual([1, 2]);
  });
});

describe('private.assign_lanes: the backfill', () => {
  it('gives a day its approved bookings lanes by creation order, lowest free first', async () => {
    const date = nextDay();
    const early = new Date(Date.now() - 3_600_000);
    const at = (minutes: number) => new Date(early.getTime() + minutes * 60_000).toISOString();
    // Lanes out of creation order, as if assigned by hand: the backfill puts them in order.
    const [third, first, birthday, second] = (await insertBookings([
      { date, time: '19:30', status: 'approved', approved_at: at(0), created_at: at(3) },
      { date, time: '19:30', status: 'approved', approved_at: at(0), created_at: at(1) },
      { ...birthdayBooking(date, '18:45', { approved: true }), created_at: at(2) },
      { date, time: '18:45', status: 'approved', approved_at: at(0), created_at: at(0) },
    ])) as [string, string, string, string];
    const [placed] = await sql<{ placed: number }>('select private.assign_lanes($1) as placed', [
      date,
    ]);
    expect(placed?.placed).toBe(4);
    expect(await laneOf(second)).toBe(1);
    expect(await laneOf(first)).toBe(1);
    expect(await laneOf(birthday)).toBe(2);
    expect(await laneOf(third)).toBe(3);
    expect(await heldLanes(date)).toEqual({ '18:45': [1, 2], '19:30': [1, 2, 3] });
  });
});
