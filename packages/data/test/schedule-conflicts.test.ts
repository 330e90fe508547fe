import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewScheduleChange } from '../src/schedule/preview-schedule-change.ts';
import {
  approvedBookings,
  type Client,
  closeSql,
  daysOf,
  insertBookings,
  signInAsJana,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

// A change to the schedule never strands a customer silently: the bookings it would strand are
// listed before it is saved, flagged once it is, and the flag goes when the booking is moved or
// the change undone. Days of 2085 are this file's own.

const nextDay = daysOf(2085);
let jana: Client;
let reception: Client;

beforeAll(async () => {
  [jana, reception] = await Promise.all([signInAsJana(), signInAsReception()]);
});
afterAll(closeSql);

const eid = { en: 'Eid al-Fitr', ar: 'عيد الفطر' };
const repair = { en: 'Pinsetter repair', ar: 'إصلاح آلة الأقماع' };

async function conflictsOf(ids: readonly string[]) {
  const { data, error } = await reception
    .from('booking_conflicts')
    .select('booking_id, conflict')
    .in('booking_id', [...ids]);
  expect(error).toBeNull();
  return new Map((data ?? []).map((row) => [row.booking_id, row.conflict]));
}

async function instantOf(date: string, time: string): Promise<string> {
  const [row] = await sql<{ at: Date }>('select private.slot_instant($1, $2) as at', [date, time]);
  if (!row) throw new Error(`No instant for ${date} ${time}`);
  return row.at.toISOString();
}

// The previews here read many days' bookings: about 30 s beside the other suites, twice that on
// a busy machine, so these tests take two minutes at most.
describe('a closure over booked days', () => {
  it('lists the bookings it would strand without saving, then flags them until they are handled or it goes', async () => {
    const date = nextDay();
    const [approved] = await approvedBookings(date, '19:30', 1);
    const [pending, other] = await insertBookings([
      { date, time: '21:00', status: 'pending' },
      { date: nextDay(), time: '21:00', status: 'pending' },
    ]);
    if (!approved || !pending || !other) throw new Error('No fixtures');

    const change = { kind: 'closure', row: { day: date, reason: eid } };
    const { data: listed, error } = await jana.rpc('preview_schedule_change', { change });
    expect(error).toBeNull();
    expect(listed?.map((row) => [row.booking_id, row.time, row.status])).toEqual([
      [approved, '19:30', 'approved'],
      [pending, '21:00', 'pending'],
    ]);
    expect(listed?.[0]?.conflict).toEqual({
      code: 'booking.day_closed',
      params: { date, reason: eid },
    });
    // Nothing was saved: no closure, no flag.
    expect(await sql('select from public.closures where day = $1', [date])).toHaveLength(0);
    expect((await conflictsOf([approved, pending, other])).size).toBe(0);

    const { data: saved, error: saveError } = await jana
      .from('closures')
      .insert({ day: date, reason: eid })
      .select('id')
      .single();
    expect(saveError).toBeNull();
    const flagged = await conflictsOf([approved, pending, other]);
    expect([...flagged.keys()].sort()).toEqual([approved, pending].sort());
    expect(flagged.get(pending)).toMatchObject({ code: 'booking.day_closed' });

    // Reception turns the pending request down: its flag goes, the approved one's stays.
    const { error: rejected } = await reception.rpc('reject_booking', {
      booking_id: pending,
      reason: 'We are closed that day for Eid.',
    });
    expect(rejected).toBeNull();
    expect([...(await conflictsOf([approved, pending])).keys()]).toEqual([approved]);

    // The closure lifted: nothing stays flagged.
    const { error: removed } = await jana
      .from('closures')
      .delete()
      .eq('id', saved?.id ?? '');
    expect(removed).toBeNull();
    expect((await conflictsOf([approved, pending])).size).toBe(0);
  });
});

describe('a lane block over an approved booking', () => {
  it('strands the booking on that lane only, with the lane refusal, and reception sees it', async () => {
    const date = nextDay();
    const [onLane1, onLane2] = await approvedBookings(date, '18:00', 2);
    if (!onLane1 || !onLane2) throw new Error('No fixtures');
    const lanes = await sql<{ id: string; lane: number }>(
      'select id, lane from public.bookings where id = any($1) order by lane',
      [[onLane1, onLane2]],
    );
    const blocked = lanes[0];
    if (!blocked) throw new Error('No lanes');
    const row = {
      lanes: [blocked.lane],
      starts_at: await instantOf(date, '18:00'),
      ends_at: await instantOf(date, '19:00'),
      reason: repair,
    };
    const listed = await previewScheduleChange(jana, {
      kind: 'lane-block',
      id: null,
      lanes: row.lanes,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      reason: repair,
    });
    expect(listed).toEqual([
      {
        id: blocked.id,
        reference: expect.stringMatching(/^SZ-[A-Z0-9]{4}$/),
        name: 'Fixture Guest',
        date,
        time: '18:00',
        status: 'approved',
        refusal: {
          code: 'lane.blocked',
          params: { lane: blocked.lane, time: '18:00', reason: repair },
        },
      },
    ]);

    const { error } = await jana.from('lane_blocks').insert(row);
    expect(error).toBeNull();
    expect([...(await conflictsOf([onLane1, onLane2])).keys()]).toEqual([blocked.id]);

    // A lane move off the blocked lane clears the flag.
    const { error: movedLane } = await reception.rpc('move_booking_lane', {
      booking_id: blocked.id,
      lane: 6,
    });
    expect(movedLane).toBeNull();
    expect((await conflictsOf([onLane1, onLane2])).size).toBe(0);
  }, 120_000);
});

describe('weekly hours', () => {
  it('list what shorter hours would strand, and a preview someone may not save is refused as usual', async () => {
    const date = nextDay();
    const [row] = await sql<{ weekday: number }>(
      'select extract(isodow from $1::date)::int as weekday',
      [date],
    );
    const [late] = await insertBookings([{ date, time: '22:30', status: 'pending' }]);
    if (!late || !row) throw new Error('No fixtures');
    const change = {
      kind: 'weekly_hours',
      rows: [{ weekday: row.weekday, opens_at: '15:00', closes_at: '22:00' }],
    };
    const { data: listed } = await jana.rpc('preview_schedule_change', { change });
    expect(listed?.find((entry) => entry.booking_id === late)?.conflict).toEqual({
      code: 'booking.time_required',
      params: {},
    });
    // The hours are as they were.
    const [hours] = await sql<{ closes_at: string }>(
      'select closes_at from public.opening_hours where weekday = $1',
      [row.weekday],
    );
    expect(hours?.closes_at).toBe('23:00');

    // Reception may not change the hours: the preview says so as the save would (nothing to list).
    const { data: refused } = await reception.rpc('preview_schedule_change', { change });
    expect(refused).toEqual([]);
    const { error: anonymous } = await visitor().rpc('preview_schedule_change', { change });
    expect(anonymous).not.toBeNull();
    const { data: visible } = await visitor().from('booking_conflicts').select('booking_id');
    expect(visible ?? []).toEqual([]);
  }, 120_000);
});

describe('only the days a change touches are looked at again', () => {
  it('a lane block moved to another day clears the first day’s flag and flags the new one', async () => {
    const [first, second] = [nextDay(), nextDay()];
    const [onFirst] = await approvedBookings(first, '18:00', 1);
    const [onSecond] = await approvedBookings(second, '18:00', 1);
    if (!onFirst || !onSecond) throw new Error('No fixtures');
    const lanes = await sql<{ id: string; lane: number }>(
      'select id, lane from public.bookings where id = any($1)',
      [[onFirst, onSecond]],
    );
    const laneOf = (id: string) => lanes.find((row) => row.id === id)?.lane ?? 0;
    const { data: block, error } = await jana
      .from('lane_blocks')
      .insert({
        lanes: [laneOf(onFirst)],
        starts_at: await instantOf(first, '18:00'),
        ends_at: await instantOf(first, '19:00'),
        reason: repair,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    expect([...(await conflictsOf([onFirst, onSecond])).keys()]).toEqual([onFirst]);

    const moved = {
      id: block?.id,
      lanes: [laneOf(onSecond)],
      starts_at: await instantOf(second, '18:00'),
      ends_at: await instantOf(second, '19:00'),
    };
    const { data: listed } = await jana.rpc('preview_schedule_change', {
      change: { kind: 'lane_block', row: moved },
    });
    expect(listed?.map((row) => row.booking_id)).toEqual([onSecond]);

    const { error: saved } = await jana
      .from('lane_blocks')
      .update({ lanes: moved.lanes, starts_at: moved.starts_at, ends_at: moved.ends_at })
      .eq('id', block?.id ?? '');
    expect(saved).toBeNull();
    const flagged = await conflictsOf([onFirst, onSecond]);
    expect([...flagged.keys()]).toEqual([onSecond]);
    expect(flagged.get(onSecond)).toMatchObject({ code: 'lane.blocked' });
  }, 120_000);

  it('a statement that changes no row, or a change on another day, does not look at a day', async () => {
    const closed = nextDay();
    // A change looks one day either side of its own: this one is further.
    const other = [nextDay(), nextDay(), nextDay()].at(-1);
    const [closure] = await sql<{ id: string }>(
      'insert into public.closures (day, reason) values ($1, $2) returning id',
      [closed, eid],
    );
    // A booking the service role puts on the closed day afterwards: stranded, and not flagged
    // until something looks at its day again.
    const [planted] = await insertBookings([{ date: closed, time: '19:30', status: 'pending' }]);
    if (!closure || !planted) throw new Error('No fixtures');
    expect((await conflictsOf([planted])).size).toBe(0);

    await sql('update public.closures set reason = reason where false');
    await sql('insert into public.closures (day, reason) values ($1, $2)', [other, eid]);
    await sql('delete from public.lane_blocks where false');
    expect((await conflictsOf([planted])).size).toBe(0);

    // A change on its day finds it.
    await sql('update public.closures set reason = $2 where id = $1', [closure.id, repair]);
    expect((await conflictsOf([planted])).get(planted)).toEqual({
      code: 'booking.day_closed',
      params: { date: closed, reason: repair },
    });
  }, 120_000);
});
