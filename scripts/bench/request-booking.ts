// A public booking request against a one-row REST read, side by side at concurrency 10 in one run:
// the p50 of each and their ratio against issue 31's budget (1.8x).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { addDays, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { fetchFrom, randomClientAddress } from '@venue/test-kit/client-address';
import WebSocket from 'ws';

const CONCURRENCY = 10;
/** Requests per side and round; the sides alternate so that both meet the same machine. */
const PER_ROUND = 60;
const ROUNDS = 4;
const WARM_UP = 20;
/**
 * Requests one client address sends before the next takes over: the address limit allows 10 per
 * 10 minutes, so every request is counted and none is refused.
 */
const PER_ADDRESS = 8;
const RATIO_BUDGET = 1.8;

type Stack = { apiUrl: string; anonKey: string };
type Sample = { side: 'booking' | 'read'; ms: number };

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
  const read = (client: SupabaseClient) => client.from('prices').select('*').limit(1).single();
  const next = () => requests++;

  await runSide('read', WARM_UP, readers, read, next);
  await runSide('booking', WARM_UP, visitors, request, next);
  const samples: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    samples.push(...(await runSide('read', PER_ROUND, readers, read, next)));
    samples.push(...(await runSide('booking', PER_ROUND, visitors, request, next)));
  }
  const p50 = (side: Sample['side']) =>
    percentile(
      samples.filter((sample) => sample.side === side).map((sample) => sample.ms),
      0.5,
    );
  const booking = p50('booking');
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
}
