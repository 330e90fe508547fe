import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveBooking } from '../src/bookings/approve-booking.ts';
import { cancelBooking } from '../src/bookings/cancel-booking.ts';
import { getVenueInsights, type VenueInsights } from '../src/insights/get-venue-insights.ts';
import {
  type Client,
  closeSql,
  demoStaff,
  insertBookings,
  packageByTitle,
  signInAsJana,
  signInAsReception,
  sql,
} from './support.ts';

// The insights count VR (issue 32, point 5): VR bookings, players, sessions, attendance, revenue,
// the parties that played VR and the stations held per weekday and hour, hand-counted. Every
// fixture lies in the week of Saturday 6 to Friday 12 January 2131 (this file's year; see
// support.ts), which no other file touches. The zone has its seeded 4 stations and 20-minute
// sessions, the weekdays their seeded 15:00 to 23:00: 3 sessions an hour from 15:00 to 22:40.

const monday = '2131-01-08';
const tuesday = '2131-01-09';
const approvedAt = new Date().toISOString();

let jana: Client;
let reception: Client;
let partyId: string;
let week: VenueInsights;
let sparkPrice = 0;

/** A VR booking of `players` for `sessions` consecutive sessions from `time`, at `price` each. */
function vrBooking(date: string, time: string, players: number, sessions: number, price = 35) {
  return {
    date,
    time,
    type: 'vr' as const,
    people: players,
    rounds: sessions,
    duration: sessions * 20,
    bundle_price: price,
    age_confirmed_at: approvedAt,
  };
}

const approved = {
  status: 'approved' as const,
  approved_at: approvedAt,
  approved_by: demoStaff.reception.id,
};

beforeAll(async () => {
  const [janaClient, receptionClient, spark] = await Promise.all([
    signInAsJana(),
    signInAsReception(),
    packageByTitle('Spark'),
  ]);
  jana = janaClient;
  reception = receptionClient;
  sparkPrice = Number(spark.price);
  const [cancelledId, party] = await insertBookings([
    // Approved on Monday at 18:00 for 4 players, then cancelled: it holds and counts nothing.
    { ...vrBooking(monday, '18:00', 4, 1), ...approved },
    // A Spark party of 3 on Tuesday at 16:30, approved below: its VR follows its bowling.
    {
      date: tuesday,
      time: '16:30',
      type: 'birthday',
      bundle_id: spark.id,
      bundle_name: 'Spark',
      bundle_price: spark.price,
      duration: spark.duration,
      people: 3,
    },
    // Monday 15:00: 3 players for 2 sessions (15:00, 15:20) at 35, who came.
    { ...vrBooking(monday, '15:00', 3, 2), ...approved, attendance: 'arrived' },
    // Monday 16:40: 2 players for 2 sessions (16:40, 17:00) at 35, who did not come. Attendance
    // is recorded only once a session has started; the fixture sets it on a future day.
    { ...vrBooking(monday, '16:40', 2, 2), ...approved, attendance: 'no_show' },
    // Tuesday 18:00: 1 player for 1 session, booked when a session cost 40.
    { ...vrBooking(tuesday, '18:00', 1, 1, 40), ...approved },
    // A request still waiting on Monday at 19:00: not a booking yet.
    vrBooking(monday, '19:00', 2, 1),
  ]);
  await cancelBooking(reception, cancelledId as string, 'The headsets are being serviced.');
  // 60 minutes of bowling end at 17:30: its 3 guests take 3 stations in the 17:40 session.
  partyId = party as string;
  await approveBooking(reception, partyId);
  week = await getVenueInsights(jana, '2131-01-06', '2131-01-12');
});
afterAll(closeSql);

describe('venue insights: VR', () => {
  it('counts the approved VR bookings, their players, sessions and revenue at the price each was booked at', () => {
    expect(week.vr).toMatchObject({
      bookings: 3,
      players: 6,
      // 3 x 2 + 2 x 2 + 1 x 1
      playerSessions: 11,
      // 210 + 140 + 40
      revenue: 390,
    });
  });

  it("counts the party that played VR and its station-sessions apart from the VR bookings' revenue", () => {
    expect(week.vr).toMatchObject({ parties: 1, partyStationSessions: 3 });
    expect(week.peopleAndRevenue).toEqual([
      { type: 'vr', package: null, bookings: 3, people: 6, revenue: 390 },
      { type: 'birthday', package: 'Spark', bookings: 1, people: 3, revenue: 3 * sparkPrice },
    ]);
  });

  it('counts the recorded arrivals and no-shows of the VR bookings', () => {
    expect(week.vr).toMatchObject({ arrived: 1, noShow: 1, noShowRate: 0.5 });
  });

  it('shares the stations held in each weekday and hour out of 4 stations x 3 sessions', () => {
    expect(week.vr.occupancy).toHaveLength(7 * 8);
    expect(week.vr.occupancy.every((cell) => cell.sessions === 3)).toBe(true);
    expect(week.vr.occupancy.filter((cell) => cell.held > 0)).toEqual([
      { weekday: 1, hour: '15:00', held: 6, sessions: 3, share: 0.5 },
      { weekday: 1, hour: '16:00', held: 2, sessions: 3, share: 0.1667 },
      { weekday: 1, hour: '17:00', held: 2, sessions: 3, share: 0.1667 },
      // The party's 3 stations at 17:40.
      { weekday: 2, hour: '17:00', held: 3, sessions: 3, share: 0.25 },
      { weekday: 2, hour: '18:00', held: 1, sessions: 3, share: 0.0833 },
    ]);
    const hours = week.vr.occupancy.filter((cell) => cell.weekday === 6).map((cell) => cell.hour);
    expect(hours).toEqual(['15:00', '16:00', '17:00', '18:00', '19:00', '20:00', '21:00', '22:00']);
  });

  it("follows a party's VR that reception moves, counting the party once", async () => {
    const { error } = await reception
      .from('bookings')
      .update({ vr_start: '19:00' })
      .eq('id', partyId);
    expect(error).toBeNull();
    const moved = await getVenueInsights(jana, '2131-01-06', '2131-01-12');
    expect(moved.vr).toMatchObject({ parties: 1, partyStationSessions: 3, bookings: 3 });
    expect(moved.vr.occupancy.filter((cell) => cell.weekday === 2 && cell.held > 0)).toEqual([
      { weekday: 2, hour: '18:00', held: 1, sessions: 3, share: 0.0833 },
      { weekday: 2, hour: '19:00', held: 3, sessions: 3, share: 0.25 },
    ]);
  });

  it('keeps its rollup equal to a recount of the bookings, the move included', async () => {
    const drift = await sql(
      `with kept as (
         select * from private.insights_sale_days
         where date between '2131-01-01' and '2131-12-31'
           and (bookings, people, games, package_revenue, vr_holders, vr_station_sessions)
             <> (0, 0, 0, 0, 0, 0)
       ),
       recounted as (
         select * from private.recounted_insights_sale_days()
         where date between '2131-01-01' and '2131-12-31'
       )
       (select * from kept except select * from recounted)
       union all (select * from recounted except select * from kept)`,
    );
    expect(drift).toEqual([]);
  });

  it('lists no VR and no share for a period without VR or days', async () => {
    const empty = await getVenueInsights(jana, '2131-02-01', '2131-02-01');
    expect(empty.vr).toMatchObject({
      bookings: 0,
      players: 0,
      playerSessions: 0,
      revenue: 0,
      parties: 0,
      partyStationSessions: 0,
      arrived: 0,
      noShow: 0,
      noShowRate: null,
    });
    // Thursday 1 February is the only day: its hours share 0, the other weekdays have none.
    const shares = new Set(empty.vr.occupancy.map((cell) => `${cell.weekday}:${cell.share}`));
    expect([...shares].sort()).toEqual([
      '0:null',
      '1:null',
      '2:null',
      '3:null',
      '4:0',
      '5:null',
      '6:null',
    ]);
  });
});
