// A public booking request against a one-row REST read, side by side at concurrency 10 in one run:
// the p50 of each and their ratio against issue 31's budget (1.8x). Beside them, the floor under
// any request: the same bookings row inserted through an RPC that checks and fences nothing.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { addDays, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { fetchFrom, randomClientAddress } from '@venue/test-kit/client-address';
import pg from 'pg';
import WebSocket from 'ws';

const CONCURRENCY = 10;
/** Requests per side and round; the sides alternate so that all meet the same machine. */
const PER_ROUND = 60;
const ROUNDS = 4;
const WARM_UP = 20;
/**
 * Requests one client address sends before the next takes over: the address limit allows 10 per
 * 10 minutes, so every request is counted and none is refused.
 */
const PER_ADDRESS = 8;
const RATIO_BUDGET = 1.8;

type Stack = { apiUrl: string; anonKey: string; dbUrl: string };
type Sample = { side: 'booking' | 'insert' | 'read'; ms: number };

/**
 * The floor, on the bench's own throwaway stack only: one RPC that inserts the row request_booking
 * would, with its manage token, and nothing else (no limit, fence or check of the calendar). The
 * table's constraints, indexes and triggers (lane placement, outbox, history, insights) still run.
 */
const FLOOR_FUNCTION = `
  create function public.bench_insert_booking(phone text, email text, date date, "time" text)
  returns table (booking_id uuid, manage_token text, reference text)
  language plpgsql security definer set search_path = ''
  as $$
  declare
    token text := private.new_manage_token();
  begin
    insert into public.bookings as b (
      name, phone, email, people, rounds, date, time, type, duration, locale, source, manage_token_hash
    )
    values (
      'Bench Guest', bench_insert_booking.phone, bench_insert_booking.email, 2, 1,
      bench_insert_booking.date, bench_insert_booking."time", 'regular', 45, 'en', 'website',
      private.manage_token_hash(token)
    )
    returning b.id, token, b.reference into booking_id, manage_token, reference;
    return next;
  end;
  $$;
  grant execute on function public.bench_insert_booking(text, text, date, text) to anon;
  notify pgrst, 'reload schema';
`;

/** Creates the floor's RPC, then calls it until the API has learnt of it. */
async function createFloorFunction(
  stack: Stack,
  call: () => PromiseLike<{ error: { code?: string } | null }>,
): Promise<void> {
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  try {
    await db.query(FLOOR_FUNCTION);
  } finally {
    await db.end();
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    const { error } = await call();
    if (!error) return;
    // PGRST202: not in the API's schema cache yet.
    if (error.code !== 'PGRST202')
      throw new Error(`bench_insert_booking: ${JSON.stringify(error)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The API never learnt of bench_insert_booking');
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

/** A visitor's client connecting from a loopback address of its own, as each visitor has. */
function visitorFrom(stack: Stack): SupabaseClient {
  return createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { fetch: fetchFrom(randomClientAddress()) },
  });
}

/** The slots visitors can request on the days ahead (not today: no slot passes during the run). */
async function bookableSlots(client: SupabaseClient): Promise<{ date: string; time: string }[]> {
  const today = venueToday(new Date(), venueTimeZone);
  const slots: { date: string; time: string }[] = [];
  for (let ahead = 2; ahead <= 60; ahead++) {
    const date = addDays(today, ahead);
    const { data, error } = await client.rpc('venue_day', { day: date });
    if (error) throw new Error(`venue_day: ${JSON.stringify(error)}`);
    for (const row of data as { slot_start: string; lanes_open: number }[]) {
      if (row.lanes_open > 0) slots.push({ date, time: row.slot_start });
    }
  }
  return slots;
}

/**
 * One side's connections: worker w's n-th call connects from its (n / PER_ADDRESS)-th address, on
 * both sides alike.
 */
function connections(stack: Stack): (worker: number) => SupabaseClient {
  const clients: SupabaseClient[][] = Array.from({ length: CONCURRENCY }, () => []);
  const calls: number[] = Array.from({ length: CONCURRENCY }, () => 0);
  return (worker) => {
    const made = calls[worker] ?? 0;
    calls[worker] = made + 1;
    const own = clients[worker] ?? [];
    const index = Math.floor(made / PER_ADDRESS);
    const client = own[index] ?? visitorFrom(stack);
    own[index] = client;
    clients[worker] = own;
    return client;
  };
}

/** Runs `count` calls of one side with CONCURRENCY in flight. */
async function runSide(
  side: Sample['side'],
  count: number,
  clientOf: (worker: number) => SupabaseClient,
  call: (client: SupabaseClient, index: number) => PromiseLike<{ error: unknown }>,
  next: () => number,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const perWorker = Math.ceil(count / CONCURRENCY);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let j = 0; j < perWorker; j++) {
        const client = clientOf(worker);
        const started = performance.now();
        const { error } = await call(client, next());
        if (error) throw new Error(`${side}: ${JSON.stringify(error)}`);
        samples.push({ side, ms: performance.now() - started });
      }
    }),
  );
  return samples;
}

export async function benchRequestBooking(stack: Stack): Promise<void> {
  const slots = await bookableSlots(visitorFrom(stack));
  if (slots.length === 0) throw new Error('No bookable slot in the next 60 days');
  const readers = connections(stack);
  const visitors = connections(stack);
  let requests = 0;
  // A new phone and e-mail address per request, spread over every bookable slot: the per-phone,
  // per-e-mail and per-slot fences count each request and refuse none.
  const request = (client: SupabaseClient, index: number) => {
    const slot = slots[index % slots.length] as { date: string; time: string };
    return client.rpc('request_booking', {
      name: 'Bench Guest',
      phone: `+97059${String(9_000_000 + index).padStart(7, '0')}`,
      email: `bench-${index}@example.com`,
      people: 2,
      rounds: 1,
      date: slot.date,
      time: slot.time,
    });
  };
  // The floor's rows: other phones and e-mail addresses, so that no request's fence counts them.
  const insert = (client: SupabaseClient, index: number) => {
    const slot = slots[index % slots.length] as { date: string; time: string };
    return client.rpc('bench_insert_booking', {
      phone: `+97058${String(9_000_000 + index).padStart(7, '0')}`,
      email: `bench-floor-${index}@example.com`,
      date: slot.date,
      time: slot.time,
    });
  };
  const read = (client: SupabaseClient) => client.from('prices').select('*').limit(1).single();
  const next = () => requests++;
  const inserters = connections(stack);
  await createFloorFunction(stack, () => insert(inserters(0), next()));

  await runSide('read', WARM_UP, readers, read, next);
  await runSide('booking', WARM_UP, visitors, request, next);
  await runSide('insert', WARM_UP, inserters, insert, next);
  const samples: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    samples.push(...(await runSide('read', PER_ROUND, readers, read, next)));
    samples.push(...(await runSide('booking', PER_ROUND, visitors, request, next)));
    samples.push(...(await runSide('insert', PER_ROUND, inserters, insert, next)));
  }
  const p50 = (side: Sample['side']) =>
    percentile(
      samples.filter((sample) => sample.side === side).map((sample) => sample.ms),
      0.5,
    );
  const booking = p50('booking');
  const floor = p50('insert');
  const readMs = p50('read');
  const ratio = booking / readMs;
  console.log(
    `\nBooking requests at concurrency ${CONCURRENCY} (${ROUNDS} alternating rounds of ${PER_ROUND} each, through the API)`,
  );
  console.log(`  ${'request_booking, visitor'.padEnd(58)} p50 ${booking.toFixed(1)} ms`);
  console.log(`  ${'one-row REST read (prices), visitor'.padEnd(58)} p50 ${readMs.toFixed(1)} ms`);
  console.log(
    `  ${'ratio'.padEnd(58)} ${ratio.toFixed(2)}x  (budget ${RATIO_BUDGET}x: ${ratio <= RATIO_BUDGET ? 'within' : 'OVER'})`,
  );
  console.log(
    `  ${'floor: the row alone, no limit, fence or check'.padEnd(58)} p50 ${floor.toFixed(1)} ms, ${(floor / readMs).toFixed(2)}x the read`,
  );
}
