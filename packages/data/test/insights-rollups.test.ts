// The insights' per-day rollups (decision 032) stay equal to a recount of the bookings and ratings
// through every change: a request, approval, rejection, cancellation, move, delete and rating.
import { wallClockInstant } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveBooking } from '../src/bookings/approve-booking.ts';
import { cancelBooking } from '../src/bookings/cancel-booking.ts';
import { deleteBooking } from '../src/bookings/delete-booking.ts';
import { rejectBooking } from '../src/bookings/reject-booking.ts';
import { rescheduleBooking } from '../src/bookings/reschedule-booking.ts';
import { deleteFeedback } from '../src/feedback/delete-feedback.ts';
import { getVenueInsights } from '../src/insights/get-venue-insights.ts';
import {
  type Actor,
  type Client,
  closeSql,
  demoStaff,
  insertBookings,
  reusedBookableDaysOf,
  service,
  signInEveryActor,
  sql,
} from './support.ts';

// Every request, booking and rating here is made in 2055 (this file's year; see support.ts), so
// the periods of that year count only them. 2055-03-01 is a Monday; Hebron is UTC+2 in March.
// A move needs a day inside the booking horizon: the party moved there has a package name of its
// own, so its figure counts only it.

const clients = {} as Record<Actor, Client>;
const at = (date: string, time: string) =>
  wallClockInstant(date, time, venueTimeZone).toISOString();
const madeOn = '2055-03-01';
const party = 'Rollup Party 2055';

/**
 * The rows where a kept rollup and a recount of the bookings and ratings disagree, read in one
 * statement (one snapshot); a rollup row whose counts all came back to zero is no difference.
 */
async function drift(): Promise<unknown[]> {
  const rows = await sql<{ rollup: string; row: unknown }>(
    `with requests as (
       select * from private.insights_request_days
       where (requests, approved, rejected, decided, decision_minutes) <> (0, 0, 0, 0, 0)
     ),
     sales as (
       select * from private.insights_sale_days
       where (bookings, people, games, package_revenue) <> (0, 0, 0, 0)
     ),
     ratings as (select * from private.insights_rating_days where ratings <> 0)
     select 'kept requests' as rollup, to_jsonb(d) as row
     from (select * from requests except select * from private.recounted_insights_request_days()) as d
     union all select 'recounted requests', to_jsonb(d)
     from (select * from private.recounted_insights_request_days() except select * from requests) as d
     union all select 'kept sales', to_jsonb(d)
     from (select * from sales except select * from private.recounted_insights_sale_days()) as d
     union all select 'recounted sales', to_jsonb(d)
     from (select * from private.recounted_insights_sale_days() except select * from sales) as d
     union all select 'kept ratings', to_jsonb(d)
     from (select * from ratings except select * from private.recounted_insights_rating_days()) as d
     union all select 'recounted ratings', to_jsonb(d)
     from (select * from private.recounted_insights_rating_days() except select * from ratings) as d`,
  );
  return rows;
}

async function requestsOn(day: string) {
  const { requestsPerDay } = await getVenueInsights(clients.jana, day, day);
  return requestsPerDay[0];
}

async function salesOn(day: string) {
  const { peopleAndRevenue } = await getVenueInsights(clients.jana, day, day);
  return peopleAndRevenue;
}

let gamePrice = 0;

beforeAll(async () => {
  Object.assign(clients, await signInEveryActor());
  const { data, error } = await service().from('prices').select('bowling_game_price').single();
  if (error) throw new Error(error.message);
  gamePrice = Number(data.bowling_game_price);
});
afterAll(closeSql);

describe('insights rollups: a booking through its life', () => {
  const ids: string[] = [];

  beforeAll(async () => {
    ids.push(
      ...(await insertBookings([
        // Three website requests made on Monday 1 March for Wednesday 10 March.
        {
          created_at: at(madeOn, '10:00'),
          date: '2055-03-10',
          time: '15:00',
          people: 3,
          rounds: 2,
        },
        { created_at: at(madeOn, '11:00'), date: '2055-03-10', time: '15:45', people: 2 },
        { created_at: at(madeOn, '23:50'), date: '2055-03-10', time: '16:30', people: 5 },
        // Taken by phone the same day, approved as made: a party of six on Friday 12 March.
        {
          created_at: at(madeOn, '12:00'),
          date: '2055-03-12',
          time: '15:00',
          source: 'phone',
          type: 'birthday',
          bundle_name: party,
          bundle_price: 50,
          duration: 90,
          people: 6,
          status: 'approved',
          approved_at: at(madeOn, '12:00'),
          approved_by: demoStaff.reception.id,
        },
      ])),
    );
  });

  it('counts the requests and the approved party the moment they are written', async () => {
    expect(await requestsOn(madeOn)).toEqual({
      date: madeOn,
      approved: 1,
      rejected: 0,
      pending: 3,
      cancelled: 0,
    });
    expect(await salesOn('2055-03-12')).toEqual([
      { type: 'birthday', package: party, bookings: 1, people: 6, revenue: 300 },
    ]);
    expect(await drift()).toEqual([]);
  });

  it('moves a request from pending to approved when reception approves it, with its people and revenue on its day', async () => {
    await approveBooking(clients.reception, ids[0] as string);
    expect(await requestsOn(madeOn)).toMatchObject({ approved: 2, pending: 2 });
    const { decisions } = await getVenueInsights(clients.jana, madeOn, madeOn);
    // The phone booking was never a website request to decide.
    expect(decisions).toMatchObject({ approved: 1, rejected: 0, cancelled: 0 });
    expect(await salesOn('2055-03-10')).toEqual([
      { type: 'regular', package: null, bookings: 1, people: 3, revenue: 6 * gamePrice },
    ]);
    expect(await drift()).toEqual([]);
  });

  it('counts a rejection as a decision and no sale', async () => {
    await rejectBooking(clients.reception, ids[1] as string, { key: 'full_capacity' });
    expect(await requestsOn(madeOn)).toMatchObject({ approved: 2, rejected: 1, pending: 1 });
    const { decisions } = await getVenueInsights(clients.jana, madeOn, madeOn);
    expect(decisions).toMatchObject({ approved: 1, rejected: 1, approvalRate: 0.5 });
    expect(await salesOn('2055-03-10')).toHaveLength(1);
    expect(await drift()).toEqual([]);
  });

  it('moves a cancelled booking to the cancelled count and takes its sale away, its approval still counted', async () => {
    await cancelBooking(clients.reception, ids[0] as string, 'The lanes are closed for repairs.');
    expect(await requestsOn(madeOn)).toMatchObject({
      approved: 1,
      rejected: 1,
      pending: 1,
      cancelled: 1,
    });
    const { decisions } = await getVenueInsights(clients.jana, madeOn, madeOn);
    expect(decisions).toMatchObject({ approved: 1, rejected: 1, cancelled: 1 });
    expect(await salesOn('2055-03-10')).toEqual([]);
    expect(await drift()).toEqual([]);
  });

  it('takes a deleted request out of its day', async () => {
    await deleteBooking(clients.reception, ids[2] as string);
    expect(await requestsOn(madeOn)).toEqual({
      date: madeOn,
      approved: 1,
      rejected: 1,
      pending: 0,
      cancelled: 1,
    });
    expect(await drift()).toEqual([]);
  });

  it("moves the party's people and revenue to the day it was moved to, its request staying on the day it was made", async () => {
    const newDay = reusedBookableDaysOf(176, 180)();
    await rescheduleBooking(clients.reception, ids[3] as string, newDay, '21:00');
    expect(await salesOn('2055-03-12')).toEqual([]);
    expect((await salesOn(newDay)).filter((sale) => sale.package === party)).toEqual([
      { type: 'birthday', package: party, bookings: 1, people: 6, revenue: 300 },
    ]);
    expect(await requestsOn(madeOn)).toMatchObject({ approved: 1 });
    expect(await drift()).toEqual([]);
  });
});

describe('insights rollups: ratings', () => {
  it('counts a rating on the venue day it was given, moves it with a changed star and takes it out when deleted', async () => {
    const { data, error } = await service()
      .from('feedback')
      .insert(
        [
          { rating: 4, created_at: at('2055-05-03', '23:55') },
          { rating: 2, created_at: at('2055-05-04', '00:05') },
        ].map((row) => ({ ...row, name: 'Rollup Guest', comment: 'A rollup rating.' })),
      )
      .select('id');
    if (error) throw new Error(error.message);
    const [late, early] = data.map((row) => row.id);
    const ratingsOf = async () =>
      (await getVenueInsights(clients.jana, '2055-05-03', '2055-05-03')).feedback;
    expect(await ratingsOf()).toMatchObject({ ratings: 1, average: 4 });

    const { error: changeError } = await service()
      .from('feedback')
      .update({ rating: 5 })
      .eq('id', late as string);
    if (changeError) throw new Error(changeError.message);
    expect((await ratingsOf()).spread).toEqual([
      { rating: 1, count: 0 },
      { rating: 2, count: 0 },
      { rating: 3, count: 0 },
      { rating: 4, count: 0 },
      { rating: 5, count: 1 },
    ]);
    expect(await drift()).toEqual([]);

    await deleteFeedback(clients.jana, late as string);
    expect(await ratingsOf()).toMatchObject({ ratings: 0, average: null });
    const { feedback: nextDay } = await getVenueInsights(clients.jana, '2055-05-04', '2055-05-04');
    expect(nextDay).toMatchObject({ ratings: 1, average: 2 });
    await deleteFeedback(clients.jana, early as string);
    expect(await drift()).toEqual([]);
  });
});

describe('insights rollups: the fill of existing rows', () => {
  it("recounts a day's requests as the triggers count them: per status, the website ones decided with their minutes", async () => {
    await insertBookings([
      // Made on Saturday 6 March 2055 at 10:00 and 10:30, decided 30 and 90 minutes later.
      {
        created_at: at('2055-03-06', '10:00'),
        date: '2055-03-20',
        time: '15:00',
        status: 'approved',
        approved_at: at('2055-03-06', '10:30'),
        approved_by: demoStaff.reception.id,
      },
      {
        created_at: at('2055-03-06', '10:30'),
        date: '2055-03-20',
        time: '15:00',
        status: 'rejected',
        rejected_at: at('2055-03-06', '12:00'),
        rejection_reason: 'Full capacity',
      },
      // Taken by phone, approved as made: a request, not a decision.
      {
        created_at: at('2055-03-06', '11:00'),
        date: '2055-03-20',
        time: '15:45',
        source: 'phone',
        status: 'approved',
        approved_at: at('2055-03-06', '11:00'),
        approved_by: demoStaff.reception.id,
      },
    ]);
    const recounted = await sql(
      `select status, requests, approved, rejected, decided, decision_minutes::float8 as minutes
       from private.recounted_insights_request_days()
       where day = '2055-03-06' and local_day = '2055-03-06'
       order by status`,
    );
    expect(recounted).toEqual([
      { status: 'approved', requests: 2, approved: 1, rejected: 0, decided: 1, minutes: 30 },
      { status: 'rejected', requests: 1, approved: 0, rejected: 1, decided: 1, minutes: 90 },
    ]);
    expect(await drift()).toEqual([]);
  });

  it('keeps the rollups equal to a recount of every booking and rating in the database', async () => {
    expect(await drift()).toEqual([]);
  });
});
