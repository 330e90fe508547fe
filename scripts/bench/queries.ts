// Query times with a venue's worth of history: 100,000 bookings over three years (2030-2033, clear
// of the seed), 10,000 VR bookings over the same days and 20,000 ratings, timed through the API as the apps call it, with the plans
// PostgreSQL chose (each should use an index), then booking requests against a one-row read.
// Run alone with `node --import tsx scripts/bench/queries.ts`.
import { pathToFileURL } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { startTestStack } from '@venue/test-kit/test-stack';
import pg from 'pg';
import WebSocket from 'ws';
import { benchRequestBooking } from './request-booking.ts';

const BOOKINGS = 100_000;
const VR_BOOKINGS = 10_000;
const RATINGS = 20_000;
/** The figures of `venue_insights`, each one query: the bench explains their bodies. */
const INSIGHT_FIGURES = [
  'insights_requests_per_day',
  'insights_lane_occupancy',
  'insights_decisions',
  'insights_reminders',
  'insights_people_and_revenue',
  'insights_feedback',
  'insights_vr',
  'insights_vr_occupancy',
] as const;
const RUNS = 50;
/** Issue 31's budget for `venue_insights`, for any period up to 366 days. */
const INSIGHTS_BUDGET = { medianMs: 50, p95Ms: 100 };

type Timing = {
  name: string;
  medianMs: number;
  p95Ms: number;
  plan: string[];
  budget?: typeof INSIGHTS_BUDGET;
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

async function time(name: string, call: () => PromiseLike<{ error: unknown }>): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < RUNS + 5; run++) {
    const started = performance.now();
    const { error } = await call();
    if (error) throw new Error(`${name}: ${JSON.stringify(error)}`);
    if (run >= 5) samples.push(performance.now() - started);
  }
  return samples;
}

/** The plan's top node and scan lines, as the given role with the given JWT claims would get it. */
async function plan(db: pg.Pool, claims: object, role: string, query: string, values: unknown[]) {
  const client = await db.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(claims),
    ]);
    await client.query(`set local role ${role}`);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off) ${query}`,
      values,
    );
    await client.query('rollback');
    return rows
      .map((row) => row['QUERY PLAN'])
      .filter((line, index) => index === 0 || /Scan|Execution Time|Function/.test(line));
  } finally {
    client.release();
  }
}

/**
 * A SQL function's body as a query of its own, its parameters (dates) as $1, $2, ...: its plan
 * shows the lookups rather than a function scan.
 */
async function bodyOf(db: pg.Pool, schema: string, name: string, parameters: string[]) {
  const [body] = (
    await db.query<{ src: string }>(
      'select prosrc as src from pg_proc where proname = $1 and pronamespace = $2::regnamespace',
      [name, schema],
    )
  ).rows;
  if (!body) throw new Error(`No function ${schema}.${name}`);
  return parameters.reduce(
    (query, parameter, index) =>
      query.replace(new RegExp(`\\b${parameter}\\b`, 'g'), `$${index + 1}::date`),
    body.src,
  );
}

/** The claims of a JWT (read, not verified: the bench signed in for it). */
function claimsOf(token: string): object {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

export async function benchQueries(): Promise<void> {
  const stack = await startTestStack();
  const db = new pg.Pool({ connectionString: stack.info.dbUrl, max: 2 });
  try {
    const loadStarted = performance.now();
    // Spread over ~3 years of days and the 11 slots of the seed's weekly hours; at most 4 approved
    // per slot (a lane each: 1 to 6 people), the rest pending or rejected, so the lane invariant
    // holds and the trigger fills slot_loads as in real life.
    await db.query(
      `with grid as (
         select array_agg(g.slot order by g.position) as slots from private.slot_grid(date '2030-01-01') as g
       )
       insert into public.bookings (name, phone, email, people, rounds, date, time, status, approved_at, rejected_at, rejection_reason, created_at)
       select 'Guest ' || n, '+97059' || lpad((n % 10000000)::text, 7, '0'), 'guest' || n || '@example.com',
              1 + n % 6, 1 + n % 3,
              date '2030-01-01' + (n / 88),
              grid.slots[1 + (n / 8) % 11],
              case when n % 8 < 4 then 'approved' when n % 8 < 6 then 'pending' else 'rejected' end::public.booking_status,
              case when n % 8 < 4 then now() end,
              case when n % 8 >= 6 then now() end,
              case when n % 8 >= 6 then 'Full capacity' end,
              timestamptz '2029-01-01' + make_interval(mins => n * 15)
       from generate_series(0, $1 - 1) as n, grid`,
      [BOOKINGS],
    );
    // VR bookings over the same days, 8 a day in sessions apart, 1 to 4 players for 1 or 2
    // sessions: three in four approved (the trigger holds their stations and fills
    // vr_session_loads), of which some came and some did not; the rest waiting.
    await db.query(
      `with grid as (
         select array_agg(g.session order by g.position) as sessions from private.vr_session_grid(date '2030-01-01') as g
       )
       insert into public.bookings (name, phone, email, type, people, rounds, duration, bundle_price, date, time, status, approved_at, attendance, age_confirmed_at, created_at)
       select 'Player ' || n, '+97059' || lpad((n % 10000000)::text, 7, '0'), 'player' || n || '@example.com',
              'vr', 1 + n % 4, 1 + n % 2, (1 + n % 2) * 20, 35,
              date '2030-01-01' + (n / 8),
              grid.sessions[1 + (n % 8) * 3],
              case when n % 4 < 3 then 'approved' else 'pending' end::public.booking_status,
              case when n % 4 < 3 then now() end,
              case n % 4 when 0 then 'arrived' when 1 then 'no_show' end::public.booking_attendance,
              now(),
              timestamptz '2029-01-01' + make_interval(mins => n * 150)
       from generate_series(0, $1 - 1) as n, grid`,
      [VR_BOOKINGS],
    );
    // Ratings over the same years, a few a day, as visitors leave them.
    await db.query(
      `insert into public.feedback (name, rating, comment, created_at)
       select 'Guest ' || n, 1 + (n * 7) % 5, 'A visit worth telling.', timestamptz '2029-01-01' + make_interval(mins => n * 75)
       from generate_series(0, $1 - 1) as n`,
      [RATINGS],
    );
    // Settled as autovacuum leaves a live database: loading years of history in one transaction
    // leaves every version of the per-day rollup rows behind (one per booking), which a venue
    // writing one booking per transaction never accumulates.
    await db.query('vacuum analyze');
    const loadMs = performance.now() - loadStarted;

    const options = {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    };
    const anon = createClient(stack.info.apiUrl, stack.info.anonKey, options);
    const reception = createClient(stack.info.apiUrl, stack.info.anonKey, options);
    const { data: session, error } = await reception.auth.signInWithPassword({
      email: 'reception@example.com',
      password: 'reception-demo-123',
    });
    if (error) throw error;
    // The access token's own claims: the staff check needs its session to exist.
    const claims = claimsOf(session.session.access_token);
    const day = '2031-03-14';

    const results: Timing[] = [];
    const occupancy = await time('slot_occupancy', () => anon.rpc('slot_occupancy', { day }));
    results.push({
      name: 'slot_occupancy(day), visitor, via API',
      medianMs: percentile(occupancy, 0.5),
      p95Ms: percentile(occupancy, 0.95),
      // The function's own query, so the plan shows the lookup rather than a function scan.
      plan: await plan(
        db,
        { role: 'anon' },
        'postgres',
        await bodyOf(db, 'public', 'slot_occupancy', ['day']),
        [day],
      ),
    });

    const newestPending = await time('bookings list', () =>
      reception
        .from('bookings')
        .select('*', { count: 'exact' })
        .eq('status', 'pending')
        .order('created_at', { ascending: false })
        .range(0, 9),
    );
    results.push({
      name: 'bookings: pending, newest first, page 1 of 10, with count',
      medianMs: percentile(newestPending, 0.5),
      p95Ms: percentile(newestPending, 0.95),
      plan: await plan(
        db,
        claims,
        'authenticated',
        `select * from public.bookings where status = 'pending' order by created_at desc limit 10`,
        [],
      ),
    });

    const ofDay = await time('bookings of a day', () =>
      reception.from('bookings').select('*').eq('date', day).order('time'),
    );
    results.push({
      name: 'bookings of one day (calendar), ordered by time',
      medianMs: percentile(ofDay, 0.5),
      p95Ms: percentile(ofDay, 0.95),
      plan: await plan(
        db,
        claims,
        'authenticated',
        'select * from public.bookings where date = $1 order by time',
        [day],
      ),
    });

    const jana = createClient(stack.info.apiUrl, stack.info.anonKey, options);
    const { data: manager, error: managerError } = await jana.auth.signInWithPassword({
      email: 'jana@example.com',
      password: 'jana-demo-123',
    });
    if (managerError) throw managerError;
    const periods = [
      { days: 30, period_from: '2030-06-01', period_to: '2030-06-30' },
      { days: 366, period_from: '2030-06-01', period_to: '2031-06-01' },
    ] as const;
    for (const { days, ...period } of periods) {
      const insights = await time('venue_insights', () => jana.rpc('venue_insights', period));
      const figurePlans: string[] = [];
      for (const figure of INSIGHT_FIGURES) {
        // The figure's own query (its SQL body), with the period as parameters, as the owner runs it.
        const query = await bodyOf(db, 'private', figure, ['period_from', 'period_to']);
        const lines = await plan(
          db,
          { sub: manager.user.id, role: 'authenticated' },
          'postgres',
          query,
          [period.period_from, period.period_to],
        );
        figurePlans.push(`${figure}:`, ...lines.map((line) => `  ${line.trim()}`));
      }
      results.push({
        name: `venue_insights(${days} days), manager, via API`,
        medianMs: percentile(insights, 0.5),
        p95Ms: percentile(insights, 0.95),
        plan: figurePlans,
        budget: INSIGHTS_BUDGET,
      });
    }

    console.log(
      `\nQueries with ${BOOKINGS.toLocaleString('en-US')} bookings and ${VR_BOOKINGS.toLocaleString('en-US')} VR bookings (loaded in ${(loadMs / 1000).toFixed(1)} s; ${RUNS} runs each, through the API)`,
    );
    for (const result of results) {
      const { budget } = result;
      const verdict = budget
        ? `  (budget median < ${budget.medianMs} ms, p95 < ${budget.p95Ms} ms: ${
            result.medianMs < budget.medianMs && result.p95Ms < budget.p95Ms ? 'within' : 'OVER'
          })`
        : '';
      console.log(
        `  ${result.name.padEnd(58)} median ${result.medianMs.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms${verdict}`,
      );
      for (const line of result.plan) console.log(`      ${line.trim()}`);
    }

    await benchRequestBooking({
      apiUrl: stack.info.apiUrl,
      anonKey: stack.info.anonKey,
      dbUrl: stack.info.dbUrl,
    });
  } finally {
    await db.end();
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchQueries();
}
