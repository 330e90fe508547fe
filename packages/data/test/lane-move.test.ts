import {
  laneChoiceMessage,
  laneMoveNotApprovedMessage,
  laneTakenMessage,
} from '@venue/domain/booking-lane';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveBookingLane } from '../src/bookings/move-booking-lane.ts';
import { DataError } from '../src/errors.ts';
import {
  approvedBookings,
  birthdayBooking,
  type Client,
  closeSql,
  daysOf,
  insertBookings,
  service,
  signInAsJana,
  signInAsOutsider,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

// Moving an approved booking to another lane (issue 14): move_booking_lane.

/** Days only these tests fill. */
const nextDay = daysOf(2081);

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

async function refusal(promise: Promise<unknown>): Promise<DataError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DataError)) throw new Error('The move was not refused');
  return error;
}

describe('moving a booking to another lane', () => {
  it('reception and jana move an approved booking to a free lane in every slot it covers', async () => {
    const date = nextDay();
    const [id] = (await insertBookings([birthdayBooking(date, '18:00', { approved: true })])) as [
      string,
    ];
    expect(await laneOf(id)).toBe(1);

    expect(await moveBookingLane(reception, id, 4)).toBe(4);
    expect(await heldLanes(date)).toEqual({ '18:00': [4], '18:45': [4] });
    expect(await moveBookingLane(jana, id, 2)).toBe(2);
    expect(await laneOf(id)).toBe(2);
    expect(await heldLanes(date)).toEqual({ '18:00': [2], '18:45': [2] });
  });

  it('writes a lane_changed event with the lane before and after, and who moved it', async () => {
    const date = nextDay();
    const [id] = (await approvedBookings(date, '16:30', 1)) as [string];
    await moveBookingLane(reception, id, 5);
    const events = await sql<{ kind: string; before: unknown; after: unknown; actor_name: string }>(
      `select kind, before, after, actor_name from public.booking_events
       where booking_id = $1 and kind = 'lane_changed'`,
      [id],
    );
    const [staff] = await sql<{ name: string }>(
      `select name from public.staff where email = 'reception@example.com'`,
    );
    expect(events).toEqual([
      {
        kind: 'lane_changed',
        before: { lane: 1, lanes: [1] },
        after: { lane: 5, lanes: [5] },
        actor_name: staff?.name,
      },
    ]);
  });

  it('a move to the lane it holds changes nothing and writes no event', async () => {
    const date = nextDay();
    const [id] = (await approvedBookings(date, '15:00', 1)) as [string];
    expect(await moveBookingLane(reception, id, 1)).toBe(1);
    const events = await sql(
      `select 1 from public.booking_events where booking_id = $1 and kind = 'lane_changed'`,
      [id],
    );
    expect(events).toEqual([]);
  });

  it('is refused when the lane is taken in one of its slots, naming the slot, and keeps its lane', async () => {
    const date = nextDay();
    // Lane 1 at 19:30 is held by another booking; the birthday covers 18:45 and 19:30.
    await approvedBookings(date, '19:30', 1);
    const [birthday] = (await insertBookings([
      birthdayBooking(date, '18:45', { approved: true }),
    ])) as [string];
    expect(await laneOf(birthday)).toBe(2);
    const error = await refusal(moveBookingLane(reception, birthday, 1));
    expect(error).toMatchObject({ code: 'VN009', message: laneTakenMessage(1, '19:30') });
    expect(await laneOf(birthday)).toBe(2);
    expect(await heldLanes(date)).toEqual({ '18:45': [2], '19:30': [1, 2] });
  });

  it('refuses a booking that is not approved, and a lane outside 1 to 6', async () => {
    const date = nextDay();
    const [pending] = (await insertBookings([{ date, time: '20:15' }])) as [string];
    expect(await refusal(moveBookingLane(reception, pending, 2))).toMatchObject({
      code: 'VN007',
      message: laneMoveNotApprovedMessage('pending'),
    });
    expect(await laneOf(pending)).toBeNull();
    const [approved] = (await approvedBookings(date, '21:00', 1)) as [string];
    for (const lane of [0, 7]) {
      expect(await refusal(moveBookingLane(jana, approved, lane))).toMatchObject({
        code: 'VN008',
        message: laneChoiceMessage,
      });
    }
    expect(await laneOf(approved)).toBe(1);
  });

  it('is refused for a visitor and for a signed-in user without a staff record', async () => {
    const date = nextDay();
    const [id] = (await approvedBookings(date, '17:15', 1)) as [string];
    const { client: outsider } = await signInAsOutsider();
    for (const client of [visitor(), outsider]) {
      const error = await refusal(moveBookingLane(client, id, 3));
      expect(error.code).toBe('42501');
    }
    expect(await laneOf(id)).toBe(1);
  });

  it('staff cannot set the lane by a direct update', async () => {
    const date = nextDay();
    const [id] = (await approvedBookings(date, '21:45', 1)) as [string];
    const { error } = await reception.from('bookings').update({ lane: 6 }).eq('id', id);
    expect(error?.code).toBe('42501');
    expect(await laneOf(id)).toBe(1);
  });

  it('two moves into the same lane at once: one wins, the other is refused', async () => {
    const date = nextDay();
    const ids = (await approvedBookings(date, '19:30', 2)) as [string, string];
    const before = await Promise.all(ids.map(laneOf));
    const results = await Promise.allSettled([
      moveBookingLane(reception, ids[0], 6),
      moveBookingLane(jana, ids[1], 6),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatchObject({
      reason: { code: 'VN009', message: laneTakenMessage(6, '19:30') },
    });
    const winner = results[0].status === 'fulfilled' ? 0 : 1;
    const loser = 1 - winner;
    expect(await laneOf(ids[winner] as string)).toBe(6);
    expect(await laneOf(ids[loser] as string)).toBe(before[loser]);
    expect((await heldLanes(date))['19:30']).toEqual([before[loser], 6]);
  });
});
