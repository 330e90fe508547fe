import { wallClockInstant } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getVenueInsights, type VenueInsights } from '../src/insights/get-venue-insights.ts';
import {
  type Actor,
  type Client,
  closeSql,
  demoStaff,
  insertBookings,
  service,
  signInEveryActor,
} from './support.ts';

// The manager's numbers (issue 16). Every fixture lies in 2011 (this file's year, see support.ts):
// the days are past, so every slot has started, and no other file makes requests, bookings or
// feedback then. 2011-01-01 is a Saturday; Hebron is UTC+2 in January.

const clients = {} as Record<Actor, Client>;

/** The instant of a venue wall-clock moment, as the database stores it. */
const at = (date: string, time: string) =>
  wallClockInstant(date, time, venueTimeZone).toISOString();

let gamePrice = 0;
let insights: VenueInsights;

beforeAll(async () => {
  Object.assign(clients, await signInEveryActor());
  const { data, error } = await service().from('prices').select('bowling_game_price').single();
  if (error) throw new Error(error.message);
  gamePrice = Number(data.bowling_game_price);

  const approved = (created: string, minutes: number) => ({
    created_at: created,
    status: 'approved' as const,
    approved_at: new Date(Date.parse(created) + minutes * 60_000).toISOString(),
    approved_by: demoStaff.reception.id,
  });
  await insertBookings([
    // Made on Saturday 1 January at 10:00, approved 30 minutes later; plays Monday 3rd, arrived.
    {
      date: '2011-01-03',
      time: '15:00',
      people: 4,
      rounds: 2,
      attendance: 'arrived',
      ...approved(at('2011-01-01', '10:00'), 30),
    },
    // Made on the 1st at 12:00, rejected 90 minutes later (holds no lane).
    {
      date: '2011-01-03',
      time: '15:00',
      created_at: at('2011-01-01', '12:00'),
      status: 'rejected',
      rejected_at: at('2011-01-01', '13:30'),
      rejection_reason: 'Full capacity',
    },
    // Made at 00:05 on the 1st (still the 31st in UTC), approved an hour later; a no-show on Tuesday 4th.
    {
      date: '2011-01-04',
      time: '16:30',
      people: 2,
      rounds: 1,
      attendance: 'no_show',
      ...approved(at('2011-01-01', '00:05'), 60),
    },
    // Taken by phone on Sunday 2nd (approved as made: no decision): a Blaze party on Tuesday 4th, 15:00 and 15:45.
    {
      date: '2011-01-04',
      time: '15:00',
      source: 'phone',
      type: 'birthday',
      bundle_name: 'Blaze',
      bundle_price: 70,
      duration: 90,
      people: 12,
      attendance: 'arrived',
      ...approved(at('2011-01-02', '14:00'), 0),
    },
    // Made on the 2nd at 09:00, approved two hours later, for a day after the period.
    { date: '2011-01-10', time: '18:00', ...approved(at('2011-01-02', '09:00'), 120) },
    // Pending requests at the period's edges: 23:30 on its last day counts, the others do not.
    { date: '2011-01-20', time: '15:00', created_at: at('2011-01-07', '23:30') },
    { date: '2011-01-20', time: '15:00', created_at: at('2011-01-08', '00:10') },
    { date: '2011-01-20', time: '15:00', created_at: at('2010-12-31', '23:50') },
  ]);

  const { error: feedbackError } = await service()
    .from('feedback')
    .insert(
      [
        { rating: 5, created_at: at('2011-01-04', '23:50') },
        { rating: 5, created_at: at('2011-01-05', '10:00') },
        { rating: 3, created_at: at('2011-01-07', '23:30') },
        { rating: 4, created_at: at('2011-01-08', '00:10') },
        { rating: 1, created_at: at('2011-01-15', '23:59') },
        { rating: 2, created_at: at('2011-01-16', '00:10') },
      ].map((row) => ({ ...row, name: 'Fixture Guest', comment: 'A fixture rating.' })),
    );
  if (feedbackError) throw new Error(feedbackError.message);

  insights = await getVenueInsights(clients.jana, '2011-01-01', '2011-01-07');
});
afterAll(closeSql);

describe('venue insights: requests and decisions', () => {
  it('counts the requests of each venue day by status, empty days as zero, 23:30 on the last day in and 00:10 after it out', () => {
    const zero = { approved: 0, rejected: 0, pending: 0, cancelled: 0 };
    expect(insights.requestsPerDay).toEqual([
      { date: '2011-01-01', ...zero, approved: 2, rejected: 1 },
      { date: '2011-01-02', ...zero, approved: 2 },
      { date: '2011-01-03', ...zero },
      { date: '2011-01-04', ...zero },
      { date: '2011-01-05', ...zero },
      { date: '2011-01-06', ...zero },
      { date: '2011-01-07', ...zero, pending: 1 },
    ]);
  });

  it('rates the website requests decided (3 of 4 approved after 75 minutes on average) and attendance of the started slots', () => {
    expect(insights.decisions).toEqual({
      approved: 3,
      rejected: 1,
      approvalRate: 0.75,
      averageDecisionMinutes: 75,
      cancelled: 0,
      arrived: 2,
      noShow: 1,
      noShowRate: 0.3333,
    });
  });
});

describe('venue insights: lanes, people and revenue', () => {
  it('shares the approved lane-slots of each weekday and slot out of six lanes per such day', () => {
    expect(insights.laneOccupancy).toHaveLength(7 * 11);
    const held = insights.laneOccupancy.filter((cell) => cell.held > 0);
    expect(held).toEqual([
      { weekday: 1, slot: '15:00', held: 1, days: 1, share: 0.1667 },
      // The Blaze party of 12 holds two lanes (six a lane without a package row).
      { weekday: 2, slot: '15:00', held: 2, days: 1, share: 0.3333 },
      { weekday: 2, slot: '15:45', held: 2, days: 1, share: 0.3333 },
      { weekday: 2, slot: '16:30', held: 1, days: 1, share: 0.1667 },
    ]);
    expect(insights.laneOccupancy.every((cell) => cell.days === 1)).toBe(true);
  });

  it('estimates regular bookings at rounds x people x the game price and each package at its price per person', () => {
    expect(insights.peopleAndRevenue).toEqual([
      { type: 'regular', package: null, bookings: 2, people: 6, revenue: 10 * gamePrice },
      { type: 'birthday', package: 'Blaze', bookings: 1, people: 12, revenue: 840 },
    ]);
  });

  it('counts two weeks of lanes when the period holds two of each weekday', async () => {
    const fortnight = await getVenueInsights(clients.jana, '2011-01-01', '2011-01-14');
    const monday = fortnight.laneOccupancy.find(
      (cell) => cell.weekday === 1 && cell.slot === '15:00',
    );
    expect(monday).toEqual({ weekday: 1, slot: '15:00', held: 1, days: 2, share: 0.0833 });
    const mondayEvening = fortnight.laneOccupancy.find(
      (cell) => cell.weekday === 1 && cell.slot === '18:00',
    );
    expect(mondayEvening).toEqual({ weekday: 1, slot: '18:00', held: 1, days: 2, share: 0.0833 });
  });
});

describe('venue insights: feedback', () => {
  it('averages each week from Saturday, cut at the period, and counts each star, at the venue midnight', async () => {
    const { feedback } = await getVenueInsights(clients.jana, '2011-01-05', '2011-01-15');
    expect(feedback).toEqual({
      weeks: [
        { weekStart: '2011-01-05', ratings: 2, average: 4 },
        { weekStart: '2011-01-08', ratings: 1, average: 4 },
        { weekStart: '2011-01-15', ratings: 1, average: 1 },
      ],
      spread: [
        { rating: 1, count: 1 },
        { rating: 2, count: 0 },
        { rating: 3, count: 1 },
        { rating: 4, count: 1 },
        { rating: 5, count: 1 },
      ],
      ratings: 4,
      average: 3.25,
    });
  });
});

describe('venue insights: a cancelled booking', () => {
  it('counts it on the day it was requested and as a cancellation, with no lane, people or revenue', async () => {
    // Tuesday 1 March 2011: two requests, both approved within 10 minutes; the customer cancels one.
    const decided = (created: string) => ({
      created_at: created,
      approved_at: new Date(Date.parse(created) + 10 * 60_000).toISOString(),
      approved_by: demoStaff.reception.id,
      date: '2011-03-02',
      time: '18:00',
      people: 3,
      rounds: 1,
    });
    await insertBookings([
      { ...decided(at('2011-03-01', '09:00')), status: 'approved' },
      {
        ...decided(at('2011-03-01', '09:30')),
        status: 'cancelled',
        cancelled_at: at('2011-03-01', '20:00'),
      },
    ]);
    const march = await getVenueInsights(clients.jana, '2011-03-01', '2011-03-02');
    expect(march.requestsPerDay).toEqual([
      { date: '2011-03-01', approved: 1, rejected: 0, pending: 0, cancelled: 1 },
      { date: '2011-03-02', approved: 0, rejected: 0, pending: 0, cancelled: 0 },
    ]);
    expect(march.decisions.cancelled).toBe(1);
    // Wednesday 18:00: only the booking that stayed holds a lane.
    expect(march.laneOccupancy.filter((cell) => cell.held > 0)).toEqual([
      { weekday: 3, slot: '18:00', held: 1, days: 1, share: 0.1667 },
    ]);
    expect(march.peopleAndRevenue).toEqual([
      { type: 'regular', package: null, bookings: 1, people: 3, revenue: 3 * gamePrice },
    ]);
  });
});

describe('venue insights: reminders', () => {
  // Monday 4 to Wednesday 6 April 2011, a period of this file's year no other test here uses.
  let april: VenueInsights;

  beforeAll(async () => {
    const approved = (date: string, time: string) => ({
      date,
      time,
      created_at: at('2011-03-20', '10:00'),
      status: 'approved' as const,
      approved_at: at('2011-03-20', '10:30'),
      approved_by: demoStaff.reception.id,
    });
    const confirmed = { confirmed_at: at('2011-04-03', '18:00') };
    const [
      cameConfirmed,
      missedConfirmed,
      missedReminded,
      cameAfterFailure,
      cameUnreminded,
      missedUnreminded,
      cancelledReminded,
      afterPeriod,
    ] = await insertBookings([
      // Reminded on WhatsApp, confirmed, came.
      { ...approved('2011-04-04', '15:00'), ...confirmed, attendance: 'arrived' },
      // Reminded by e-mail, confirmed, did not come.
      { ...approved('2011-04-04', '15:45'), ...confirmed, attendance: 'no_show' },
      // Reminded by e-mail after the WhatsApp message failed, not confirmed, did not come.
      { ...approved('2011-04-04', '16:30'), attendance: 'no_show' },
      // Its only reminder failed: not reminded; came.
      { ...approved('2011-04-05', '15:00'), attendance: 'arrived' },
      // Its reminder was skipped, yet the customer confirmed from the booking's page; came.
      { ...approved('2011-04-05', '15:45'), ...confirmed, attendance: 'arrived' },
      // No reminder (only the approval went), not confirmed, did not come.
      { ...approved('2011-04-06', '15:00'), attendance: 'no_show' },
      // Reminded and confirmed, then cancelled: not an approved booking.
      {
        ...approved('2011-04-06', '15:45'),
        ...confirmed,
        status: 'cancelled',
        cancelled_at: at('2011-04-05', '12:00'),
      },
      // Reminded and confirmed, on the day after the period.
      { ...approved('2011-04-07', '15:00'), ...confirmed, attendance: 'arrived' },
    ]);
    const sent = (bookingId: string | undefined, channel: 'email' | 'whatsapp') => ({
      booking_id: bookingId,
      event: 'reminder' as const,
      channel,
      state: 'sent' as const,
      sent_at: at('2011-04-03', '17:00'),
      provider_id: `insights-${channel}`,
    });
    const ended = (bookingId: string | undefined, state: 'failed' | 'skipped', reason: string) => ({
      booking_id: bookingId,
      event: 'reminder' as const,
      channel: 'whatsapp' as const,
      state,
      reason,
    });
    const { error } = await service()
      .from('notifications')
      .insert(
        [
          sent(cameConfirmed, 'whatsapp'),
          // A second reminder does not count the booking twice.
          sent(cameConfirmed, 'email'),
          sent(missedConfirmed, 'email'),
          ended(missedReminded, 'failed', 'provider_refused'),
          sent(missedReminded, 'email'),
          ended(cameAfterFailure, 'failed', 'provider_unreachable'),
          ended(cameUnreminded, 'skipped', 'opted_out'),
          { ...sent(missedUnreminded, 'email'), event: 'approved' as const },
          sent(cancelledReminded, 'email'),
          sent(afterPeriod, 'whatsapp'),
        ].map((row, index) => ({ ...row, key: `insights-reminders:${index}` })),
      );
    if (error) throw new Error(error.message);
    april = await getVenueInsights(clients.jana, '2011-04-04', '2011-04-06');
  });

  it('counts the approved bookings a sent reminder reached, once each, and the share of them confirmed; a failed or skipped reminder reached nobody', () => {
    expect(april.reminders).toMatchObject({ reminded: 3, confirmed: 2, confirmedShare: 0.6667 });
  });

  it('splits the no-shows of the started slots by whether the customer confirmed, whether reminded or not', () => {
    expect(april.reminders.confirmedAttendance).toEqual({
      arrived: 2,
      noShow: 1,
      noShowRate: 0.3333,
    });
    expect(april.reminders.unconfirmedAttendance).toEqual({
      arrived: 1,
      noShow: 2,
      noShowRate: 0.6667,
    });
  });

  it('splits the very bookings of the no-show rate of decisions, which stays as it was', () => {
    const { confirmedAttendance: yes, unconfirmedAttendance: no } = april.reminders;
    expect(april.decisions).toMatchObject({ arrived: 3, noShow: 3, noShowRate: 0.5 });
    expect(yes.arrived + no.arrived).toBe(april.decisions.arrived);
    expect(yes.noShow + no.noShow).toBe(april.decisions.noShow);
  });

  it('gives no share when nobody was reminded and no rate for a group without a case', async () => {
    // Monday 3 January: one booking came, unconfirmed and without a sent reminder.
    const monday = await getVenueInsights(clients.jana, '2011-01-03', '2011-01-03');
    expect(monday.reminders).toEqual({
      reminded: 0,
      confirmed: 0,
      confirmedShare: null,
      confirmedAttendance: { arrived: 0, noShow: 0, noShowRate: null },
      unconfirmedAttendance: { arrived: 1, noShow: 0, noShowRate: 0 },
    });
  });
});

describe('venue insights: an empty period', () => {
  it('lists every day and weekday with zeros and gives no rate where nothing was counted', async () => {
    const empty = await getVenueInsights(clients.jana, '2011-02-01', '2011-02-03');
    expect(empty.from).toBe('2011-02-01');
    expect(empty.to).toBe('2011-02-03');
    expect(empty.requestsPerDay.map((day) => day.date)).toEqual([
      '2011-02-01',
      '2011-02-02',
      '2011-02-03',
    ]);
    expect(
      empty.requestsPerDay.every(
        (day) => day.approved + day.rejected + day.pending + day.cancelled === 0,
      ),
    ).toBe(true);
    expect(empty.decisions).toEqual({
      approved: 0,
      rejected: 0,
      approvalRate: null,
      averageDecisionMinutes: null,
      cancelled: 0,
      arrived: 0,
      noShow: 0,
      noShowRate: null,
    });
    const noVisits = { arrived: 0, noShow: 0, noShowRate: null };
    expect(empty.reminders).toEqual({
      reminded: 0,
      confirmed: 0,
      confirmedShare: null,
      confirmedAttendance: noVisits,
      unconfirmedAttendance: noVisits,
    });
    expect(empty.peopleAndRevenue).toEqual([]);
    // Tuesday to Thursday are in the period (share 0); the other weekdays are not (no share).
    const shares = new Set(empty.laneOccupancy.map((cell) => `${cell.weekday}:${cell.share}`));
    expect([...shares].sort()).toEqual([
      '0:null',
      '1:null',
      '2:0',
      '3:0',
      '4:0',
      '5:null',
      '6:null',
    ]);
    expect(empty.feedback).toEqual({
      weeks: [{ weekStart: '2011-02-01', ratings: 0, average: null }],
      spread: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: 0 })),
      ratings: 0,
      average: null,
    });
  });
});

describe('venue insights: who may see them', () => {
  it.each(['reception', 'outsider', 'visitor'] as const)('refuses %s', async (actor) => {
    await expect(
      getVenueInsights(clients[actor], '2011-01-01', '2011-01-07'),
    ).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('refuses a period that runs backwards or spans more than 366 days', async () => {
    await expect(getVenueInsights(clients.jana, '2011-01-07', '2011-01-01')).rejects.toMatchObject({
      code: 'VN010',
      field: 'period',
    });
    await expect(getVenueInsights(clients.jana, '2011-01-01', '2012-01-02')).rejects.toMatchObject({
      code: 'VN010',
      field: 'period',
    });
    const year = await getVenueInsights(clients.jana, '2011-01-01', '2012-01-01');
    expect(year.requestsPerDay).toHaveLength(366);
  });

  it.each([
    ['infinity', 'infinity'],
    ['-infinity', '2011-01-01'],
    ['300000-01-01', '300000-01-02'],
  ])('refuses days that are not calendar days (%s to %s) on the period', async (from, to) => {
    await expect(getVenueInsights(clients.jana, from, to)).rejects.toMatchObject({
      code: 'VN010',
      field: 'period',
      message: 'Choose a first and a last day, the last on or after the first.',
    });
  });
});
