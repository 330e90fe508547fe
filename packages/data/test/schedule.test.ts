import { venueToday } from '@venue/domain/clock';
import {
  type Closure,
  daySlots,
  defaultSchedule,
  type IsoWeekday,
  type LaneBlock,
  type Schedule,
  type SpecialHours,
} from '@venue/domain/schedule';
import { venueTimeZone } from '@venue/domain/venue';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSchedule } from '../src/schedule/get-schedule.ts';
import { getVenueDay } from '../src/schedule/get-venue-day.ts';
import {
  approvedBookings,
  bookableDaysOf,
  type Client,
  closeSql,
  insertBookings,
  packageByTitle,
  randomEmail,
  randomPhone,
  signInAsJana,
  signInAsReception,
  sql,
  stack,
  visitor,
} from './support.ts';

// The schedule is data: the slots venue_day offers follow the hours, special periods, closures
// and lane blocks, and every write path refuses what it does not offer.

const nextDay = bookableDaysOf(121, 130);
let jana: Client;
let reception: Client;

beforeAll(async () => {
  [jana, reception] = await Promise.all([signInAsJana(), signInAsReception()]);
});
afterAll(closeSql);

/** The refusal a PostgREST error carries in its hint. */
function refusalIn(error: { hint?: string | null } | null) {
  return error?.hint ? JSON.parse(error.hint) : null;
}

const eid = { en: 'Eid al-Fitr', ar: 'عيد الفطر' };
const league = { en: 'League night', ar: 'ليلة الدوري' };

describe('the slot grid', () => {
  it('starts a slot at the same minutes by is_on_grid as slots_of_hours lists, whatever the hours', async () => {
    // Every five minutes of the business day against hours of every kind: a plain evening, a
    // night past midnight, a whole day to midnight, an opening off the slot length's step, a
    // span too short for a slot, and hours that make no span (closing before opening).
    const [row] = await sql<{ hours: number; disagreements: string[] }>(
      `with hours (opens_at, closes_at) as (
         values ('15:00', '23:00'), ('18:00', '02:00'), ('06:00', '00:00'), ('10:10', '13:00'),
                ('12:00', '12:30'), ('20:00', '19:00')
       )
       select count(distinct (h.opens_at, h.closes_at))::int as hours,
         coalesce(array_agg(h.opens_at || '-' || h.closes_at || '@' || m.minute)
           filter (where private.is_on_grid(h.opens_at, h.closes_at, m.minute)
             is distinct from exists (
               select from private.slots_of_hours(h.opens_at, h.closes_at) as g
               where g.slot = private.time_at_day_minute(m.minute)
             )), '{}') as disagreements
       from hours as h
       cross join generate_series(0, 1435, 5) as m (minute)`,
    );
    expect(row?.hours).toBe(6);
    expect(row?.disagreements).toEqual([]);
    // And it says yes as well as no: opening starts a slot; a minute later and closing do not.
    const [edges] = await sql<{ opening: boolean; offStep: boolean; closing: boolean }>(
      `select private.is_on_grid('15:00', '23:00', private.day_minute('15:00')) as opening,
         private.is_on_grid('15:00', '23:00', private.day_minute('15:01')) as "offStep",
         private.is_on_grid('15:00', '23:00', private.day_minute('23:00')) as closing`,
    );
    expect(edges).toEqual({ opening: true, offStep: false, closing: false });
  });
});

describe('venue_day and the domain', () => {
  it('give the same slots, instants and open lanes for every day of March 2026 to November 2027', async () => {
    const client = new pg.Client({ connectionString: stack.dbUrl });
    await client.connect();
    try {
      // One snapshot for both reads: other suites commit closures and lane blocks on their own
      // days while this runs, and the schedule read and venue_day must see the same ones.
      await client.query('begin isolation level repeatable read');
      // Closed on Mondays, Fridays run past midnight, Saturdays open at noon; Ramadan 2027 and
      // the nights the clocks change run to 02:00 or 03:00. Closures and blocks are on days no
      // other test books (after the horizon), so the rollback below leaves nothing behind.
      await client.query(`
        update public.opening_hours set opens_at = null, closes_at = null where weekday = 1;
        update public.opening_hours set opens_at = '15:00', closes_at = '01:00' where weekday = 5;
        update public.opening_hours set opens_at = '12:00', closes_at = '23:00' where weekday = 6;
        insert into public.special_hours (first_day, last_day, opens_at, closes_at, name) values
          ('2027-02-08', '2027-03-09', '20:00', '02:00', '{"en": "Ramadan", "ar": "رمضان"}'),
          ('2026-03-27', '2026-03-28', '20:00', '03:00', '{"en": "Late"}'),
          ('2026-10-23', '2026-10-24', '20:00', '03:00', '{"en": "Late"}'),
          ('2027-03-26', '2027-03-27', '20:00', '03:00', '{"en": "Late"}'),
          ('2027-10-29', '2027-10-30', '20:00', '03:00', '{"en": "Late"}'),
          ('2027-09-01', '2027-09-10', '20:00', '02:00', '{"en": "Festival"}');
        insert into public.closures (day, from_time, to_time, reason) values
          ('2027-06-10', null, null, '{"en": "Eid al-Adha"}'),
          ('2027-07-01', '18:00', '20:00', '{"en": "Private event"}'),
          ('2027-09-03', '00:00', '02:00', '{"ar": "صيانة"}');
        insert into public.lane_blocks (lanes, starts_at, ends_at, reason) values
          ('{2,3}', '2027-09-04T21:00:00Z', '2027-09-05T00:00:00Z', '{"en": "League"}'),
          ('{6}', '2027-08-01T13:00:00Z', '2027-08-08T13:00:00Z', '{"en": "Repair"}');
      `);
      const schedule = await scheduleRead(client);
      expect(schedule.special).toHaveLength(6);
      const { rows } = await client.query<{
        day: string;
        slot: string;
        starts_at: Date;
        lanes_open: number;
      }>(`
        select to_char(d, 'YYYY-MM-DD') as day, v.slot_start as slot,
          private.slot_instant(d::date, v.slot_start) as starts_at, v.lanes_open
        from generate_series('2026-03-01'::date, '2027-11-30'::date, interval '1 day') as d
        cross join lateral public.venue_day(d::date) with ordinality as v (slot_start, lanes_open, lanes_free, n)
        order by d, v.n
      `);
      const expected = [];
      for (let day = '2026-03-01'; day <= '2027-11-30'; day = nextCalendarDay(day)) {
        for (const slot of daySlots(schedule, day, venueTimeZone)) {
          expected.push({
            day,
            slot: slot.slot,
            starts_at: slot.startsAt.toISOString(),
            lanes_open: slot.lanesOpen,
          });
        }
      }
      const actual = rows.map((row) => ({ ...row, starts_at: row.starts_at.toISOString() }));
      expect(actual.length).toBeGreaterThan(6000);
      expect(actual).toEqual(expected);
      // What the year holds: a closed Monday, Eid, the after-midnight part of a Ramadan night,
      // a closed part of a night, the blocked lanes.
      const on = (day: string) => actual.filter((row) => row.day === day);
      expect(on('2026-11-30')).toEqual([]);
      expect(on('2027-06-10')).toEqual([]);
      expect(on('2027-02-20').map((row) => row.slot)).toEqual([
        '20:00',
        '20:45',
        '21:30',
        '22:15',
        '23:00',
        '23:45',
        '00:30',
        '01:15',
      ]);
      // Closed 00:00 to 02:00: 23:45 runs into it.
      expect(on('2027-09-03').map((row) => row.slot)).toEqual([
        '20:00',
        '20:45',
        '21:30',
        '22:15',
        '23:00',
      ]);
      // Lanes 2 and 3 blocked from 00:00 (21:00 UTC in summer): 23:45 runs into it.
      expect(on('2027-09-04').map((row) => row.lanes_open)).toEqual([6, 6, 6, 6, 6, 4, 4, 4]);
    } finally {
      await client.query('rollback');
      await client.end();
    }
    // About 640 calls of venue_day: 6 s on an idle machine, near a minute beside the other
    // suites of npm test on two cores.
  }, 240_000);
});

function nextCalendarDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

async function scheduleRead(client: pg.Client): Promise<Schedule> {
  const [settings, weekly, special, closures, blocks] = await Promise.all([
    client.query<{ slot_minutes: number; lane_count: number }>(
      'select slot_minutes, lane_count from public.venue_schedule',
    ),
    client.query<{ weekday: IsoWeekday; opens_at: string | null; closes_at: string | null }>(
      'select weekday, opens_at, closes_at from public.opening_hours',
    ),
    client.query(
      `select to_char(first_day, 'YYYY-MM-DD') as "firstDay", to_char(last_day, 'YYYY-MM-DD') as "lastDay",
              opens_at as "opensAt", closes_at as "closesAt", name from public.special_hours`,
    ),
    client.query(
      `select to_char(day, 'YYYY-MM-DD') as day, from_time as "fromTime", to_time as "toTime", reason
       from public.closures`,
    ),
    client.query(
      `select lanes, starts_at as "startsAt", ends_at as "endsAt", reason from public.lane_blocks`,
    ),
  ]);
  const row = settings.rows[0] ?? { slot_minutes: 45, lane_count: 6 };
  const hours = { ...defaultSchedule.weekly } as Record<
    IsoWeekday,
    { opensAt: string; closesAt: string } | null
  >;
  for (const day of weekly.rows) {
    hours[day.weekday] =
      day.opens_at && day.closes_at ? { opensAt: day.opens_at, closesAt: day.closes_at } : null;
  }
  return {
    slotMinutes: row.slot_minutes,
    laneCount: row.lane_count,
    weekly: hours,
    special: special.rows as SpecialHours[],
    closures: closures.rows as Closure[],
    laneBlocks: blocks.rows as LaneBlock[],
  };
}

function request(date: string, time: string, change: Record<string, unknown> = {}) {
  return visitor().rpc('request_booking', {
    name: 'Layla',
    email: randomEmail(),
    phone: randomPhone(),
    people: 4,
    rounds: 1,
    date,
    time,
    ...change,
  });
}

function walkIn(date: string, time: string, change: Record<string, unknown> = {}) {
  return reception.rpc('create_staff_booking', {
    name: 'Omar Saleh',
    phone: randomPhone(),
    people: 4,
    rounds: 1,
    source: 'walk_in',
    date,
    time,
    ...change,
  });
}

async function slotsOf(date: string) {
  const { data, error } = await visitor().rpc('venue_day', { day: date });
  expect(error).toBeNull();
  return data ?? [];
}

/** The instant a slot of a business day starts, from the database's own rule. */
async function instantOf(date: string, time: string): Promise<string> {
  const [row] = await sql<{ at: Date }>('select private.slot_instant($1, $2) as at', [date, time]);
  if (!row) throw new Error(`No instant for ${date} ${time}`);
  return row.at.toISOString();
}

describe('a closure', () => {
  it('of a whole day: no slots, and every path refuses it with the reason in both languages', async () => {
    const date = nextDay();
    const [pending] = (await insertBookings([{ date, time: '18:00' }])) as [string];
    const { error: saved } = await jana.from('closures').insert({ day: date, reason: eid });
    expect(saved).toBeNull();
    expect(await slotsOf(date)).toEqual([]);
    const { data: occupancy } = await visitor().rpc('slot_occupancy', { day: date });
    expect(occupancy).toEqual([]);

    const refusal = { code: 'booking.day_closed', params: { date, reason: eid } };
    const { error: requested } = await request(date, '18:00');
    expect(requested).toMatchObject({ code: 'VN016', details: 'date' });
    expect(refusalIn(requested)).toEqual(refusal);
    const { error: walkedIn } = await walkIn(date, '18:00');
    expect(refusalIn(walkedIn)).toEqual(refusal);
    const { error: approved } = await reception.rpc('approve_booking', { booking_id: pending });
    expect(refusalIn(approved)).toEqual(refusal);
    const { error: patched } = await reception
      .from('bookings')
      .update({ status: 'approved' })
      .eq('id', pending);
    expect(refusalIn(patched)).toEqual(refusal);
    const [moving] = await approvedBookings(nextDay(), '18:00', 1);
    const { error: moved } = await reception.rpc('reschedule_booking', {
      booking_id: moving as string,
      new_date: date,
      new_time: '18:00',
    });
    expect(refusalIn(moved)).toEqual(refusal);
    const rows = await sql<{ status: string }>(
      'select status from public.bookings where date = $1',
      [date],
    );
    expect(rows).toEqual([{ status: 'pending' }]);
  });

  it('of part of a day: the slots it touches go, the rest stay bookable', async () => {
    const date = nextDay();
    const reason = { en: 'Private event' };
    const { error: saved } = await jana
      .from('closures')
      .insert({ day: date, from_time: '18:00', to_time: '20:00', reason });
    expect(saved).toBeNull();
    expect((await slotsOf(date)).map((slot) => slot.slot_start)).toEqual([
      '15:00',
      '15:45',
      '16:30',
      '17:15',
      '20:15',
      '21:00',
      '21:45',
      '22:30',
    ]);
    const closed = { code: 'booking.time_closed', params: { from: '18:00', to: '20:00', reason } };
    const { error: inside } = await request(date, '18:45');
    expect(inside).toMatchObject({ code: 'VN016', details: 'time' });
    expect(refusalIn(inside)).toEqual(closed);
    // A party of two slots from 17:15 runs into the closure.
    const party = await packageByTitle('Blaze');
    expect(party.duration).toBeGreaterThan(45);
    const { error: across } = await walkIn(date, '17:15', {
      type: 'birthday',
      package_id: party.id,
      people: party.min_people,
    });
    expect(refusalIn(across)).toEqual(closed);
    const { data: after, error } = await request(date, '20:15');
    expect(error).toBeNull();
    expect(after).toHaveLength(1);
  });
});

describe('the schedule read through the API', () => {
  it('gives the domain what venue_day counts: the public without lane blocks, staff with them', async () => {
    const date = nextDay();
    const reason = { en: 'Staff training', ar: 'تدريب الموظفين' };
    const { error: closed } = await jana
      .from('closures')
      .insert({ day: date, from_time: '15:00', to_time: '16:30', reason });
    expect(closed).toBeNull();
    const { error: blocked } = await jana.from('lane_blocks').insert({
      lanes: [4],
      starts_at: await instantOf(date, '21:00'),
      ends_at: await instantOf(date, '22:30'),
      reason: league,
    });
    expect(blocked).toBeNull();
    const span = { from: date, to: date };
    const [publicSchedule, staffSchedule, offered] = await Promise.all([
      getSchedule(visitor(), span),
      getSchedule(reception, span, { withLaneBlocks: true }),
      getVenueDay(visitor(), date),
    ]);
    expect(publicSchedule.closures).toEqual([
      { day: date, fromTime: '15:00', toTime: '16:30', reason },
    ]);
    expect(publicSchedule.laneBlocks).toEqual([]);
    expect(staffSchedule.laneBlocks).toEqual([
      expect.objectContaining({ lanes: [4], reason: league }),
    ]);
    const fromDomain = daySlots(staffSchedule, date, venueTimeZone);
    expect(offered.map(({ slot, lanesOpen }) => ({ slot, lanesOpen }))).toEqual(
      fromDomain.map(({ slot, lanesOpen }) => ({ slot, lanesOpen })),
    );
    expect(offered.map((slot) => slot.slot)[0]).toBe('16:30');
    expect(offered.find((slot) => slot.slot === '21:45')).toMatchObject({
      lanesOpen: 5,
      lanesFree: 5,
    });
    // The public's slots are the same; only the lanes open differ where the block is.
    expect(daySlots(publicSchedule, date, venueTimeZone).map((slot) => slot.slot)).toEqual(
      offered.map((slot) => slot.slot),
    );
  });
});

describe('a lane block', () => {
  it('takes its lanes out of every slot it touches: counted as taken, never sold or moved onto', async () => {
    const date = nextDay();
    const startsAt = await instantOf(date, '20:15');
    const endsAt = await instantOf(date, '21:00');
    const { error: saved } = await jana
      .from('lane_blocks')
      .insert({ lanes: [1, 2, 3, 4, 5], starts_at: startsAt, ends_at: endsAt, reason: league });
    expect(saved).toBeNull();
    const day = await slotsOf(date);
    expect(day.find((slot) => slot.slot_start === '20:15')).toEqual({
      slot_start: '20:15',
      lanes_open: 1,
      lanes_free: 1,
    });
    expect(day.find((slot) => slot.slot_start === '19:30')).toMatchObject({ lanes_open: 6 });
    const { data: occupancy } = await visitor().rpc('slot_occupancy', { day: date });
    expect(occupancy?.find((slot) => slot.time === '20:15')).toEqual({
      time: '20:15',
      approved: 5,
    });

    const { error: onBlocked } = await walkIn(date, '20:15', { lane: 2 });
    expect(onBlocked).toMatchObject({ code: 'VN009', details: 'lane' });
    expect(refusalIn(onBlocked)).toEqual({
      code: 'lane.blocked',
      params: { lane: 2, time: '20:15', reason: league },
    });
    const { data: first, error } = await walkIn(date, '20:15');
    expect(error).toBeNull();
    expect(first?.[0]?.assigned_lane).toBe(6);
    expect((await slotsOf(date)).find((slot) => slot.slot_start === '20:15')?.lanes_free).toBe(0);
    const { error: full } = await walkIn(date, '20:15');
    expect(full).toMatchObject({ code: 'VN001' });
    expect(refusalIn(full)).toMatchObject({ code: 'booking.slot_full', params: { approved: 6 } });

    // A booking of 19:30 cannot move onto a blocked lane for its run into 20:15...
    const { data: early } = await walkIn(date, '19:30', { lane: 6 });
    expect(early?.[0]?.assigned_lane).toBe(6);
    const { error: moved } = await reception.rpc('move_booking_lane', {
      booking_id: early?.[0]?.booking_id as string,
      lane: 3,
    });
    expect(moved).toBeNull();
    // ...while a birthday of two slots from 19:30 finds every lane blocked or taken at 20:15.
    const { error: birthday } = await reception.rpc('reschedule_booking', {
      booking_id: early?.[0]?.booking_id as string,
      new_date: date,
      new_time: '20:15',
    });
    expect(birthday).toMatchObject({ code: 'VN001' });
  });

  it('is read by staff only, added by reception for today only, and ended by the manager', async () => {
    const today = venueToday(new Date(), venueTimeZone);
    // After closing time, so no other test's slot loses a lane.
    const late = {
      starts_at: await instantOf(today, '23:30'),
      ends_at: await instantOf(today, '23:50'),
    };
    const { data: added, error } = await reception
      .from('lane_blocks')
      .insert({ lanes: [4], ...late, reason: { en: 'Pinsetter broken' } })
      .select('id, created_by')
      .single();
    expect(error).toBeNull();
    const tomorrow = nextDay();
    const { error: ahead } = await reception.from('lane_blocks').insert({
      lanes: [4],
      starts_at: await instantOf(tomorrow, '23:30'),
      ends_at: await instantOf(tomorrow, '23:50'),
      reason: { en: 'Pinsetter broken' },
    });
    expect(ahead).toMatchObject({ code: '42501' });
    const { error: noLane } = await jana
      .from('lane_blocks')
      .insert({ lanes: [7], ...late, reason: { en: 'No such lane' } });
    expect(noLane).toMatchObject({ code: 'VN008' });

    const { data: seen, error: unseen } = await visitor().from('lane_blocks').select('id');
    expect(seen).toBeNull();
    expect(unseen).toMatchObject({ code: '42501' });
    const { error: visitorAdds } = await visitor()
      .from('lane_blocks')
      .insert({ lanes: [4], ...late, reason: { en: 'x' } });
    expect(visitorAdds).toMatchObject({ code: '42501' });
    const { data: notRemoved } = await reception
      .from('lane_blocks')
      .delete()
      .eq('id', added?.id as string)
      .select('id');
    expect(notRemoved).toEqual([]);
    const { data: removed } = await jana
      .from('lane_blocks')
      .delete()
      .eq('id', added?.id as string)
      .select('id');
    expect(removed).toEqual([{ id: added?.id }]);
  });
});

describe('who sets the hours', () => {
  it('everyone reads them; only the manager changes them, within one business day', async () => {
    const { data: hours } = await visitor()
      .from('opening_hours')
      .select('weekday, opens_at, closes_at');
    expect(hours).toHaveLength(7);
    const { data: byReception } = await reception
      .from('opening_hours')
      .update({ opens_at: '15:00' })
      .eq('weekday', 2)
      .select('weekday');
    expect(byReception).toEqual([]);
    const { error: visitorCloses } = await visitor()
      .from('closures')
      .insert({ day: nextDay(), reason: eid });
    expect(visitorCloses).toMatchObject({ code: '42501' });
    const { error: receptionCloses } = await reception
      .from('closures')
      .insert({ day: '2090-01-01', reason: eid });
    expect(receptionCloses).toMatchObject({ code: '42501' });
    // The same hours written back: allowed, and no other test's day changes.
    const { data: byManager } = await jana
      .from('opening_hours')
      .update({ opens_at: '15:00', closes_at: '23:00' })
      .eq('weekday', 2)
      .select('weekday');
    expect(byManager).toEqual([{ weekday: 2 }]);
    const { error: backwards } = await jana
      .from('opening_hours')
      .update({ opens_at: '23:00', closes_at: '15:00' })
      .eq('weekday', 2);
    expect(backwards).toMatchObject({ code: '23514' });
    const { error: overlapping } = await jana.from('special_hours').insert([
      {
        first_day: '2090-03-01',
        last_day: '2090-03-10',
        opens_at: '20:00',
        closes_at: '02:00',
        name: { en: 'A' },
      },
      {
        first_day: '2090-03-10',
        last_day: '2090-03-12',
        opens_at: '20:00',
        closes_at: '02:00',
        name: { en: 'B' },
      },
    ]);
    expect(overlapping).toMatchObject({ code: '23P01' });
  });

  it('refuses fewer lanes while a booking from today on holds a lane that would go', async () => {
    const date = nextDay();
    await approvedBookings(date, '15:00', 6);
    const { error } = await jana.from('venue_schedule').update({ lane_count: 5 }).eq('id', true);
    expect(error).toMatchObject({ code: 'VN017' });
    expect(refusalIn(error)).toEqual({ code: 'schedule.lane_in_use', params: { lane: 6 } });
    const { error: length } = await jana
      .from('venue_schedule')
      .update({ slot_minutes: 60 })
      .eq('id', true);
    expect(refusalIn(length)).toMatchObject({ code: 'schedule.slot_length_in_use' });
    const [row] = await sql<{ lanes: number; minutes: number }>(
      'select lane_count as lanes, slot_minutes as minutes from public.venue_schedule',
    );
    expect(row).toEqual({ lanes: 6, minutes: 45 });
  });
});
