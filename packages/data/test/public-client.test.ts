import { randomUUID } from 'node:crypto';
import { fetchFrom } from '@venue/test-kit/client-address';
import { afterAll, describe, expect, it } from 'vitest';
import { cancelBookingByToken, getBookingByToken } from '../src/bookings/manage-booking.ts';
import { requestBooking } from '../src/bookings/request-booking.ts';
import { DataError } from '../src/errors.ts';
import { listFaqs } from '../src/faqs/list-faqs.ts';
import { getPrices } from '../src/prices/get-prices.ts';
import { createPublicClient } from '../src/public-client.ts';
import { getVenueDay } from '../src/schedule/get-venue-day.ts';
import {
  bookableDaysOf,
  closeSql,
  randomEmail,
  randomPhone,
  service,
  sql,
  stack,
} from './support.ts';

// The site's small client (PostgREST's own library, no supabase-js) against the stack's gateway
// with the publishable key: it reads what a visitor reads, calls the visitors' functions, and
// is refused what a visitor is refused.

const nextDay = bookableDaysOf(69, 70);

/** A visitor on the small client, connecting from a client address of its own. */
function smallClient() {
  return createPublicClient({
    url: stack.apiUrl,
    publishableKey: stack.publicKey,
    fetch: fetchFrom(),
  });
}

const cleanups: (() => PromiseLike<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await closeSql();
});

describe('the small public client against the gateway', () => {
  it('reads the FAQ and the prices a visitor reads', async () => {
    const marker = randomUUID();
    const inserted = await service()
      .from('faqs')
      .insert({ question: { en: `Small client ${marker}?` }, answer: { en: 'Yes.' } })
      .select('id')
      .single();
    if (inserted.error) throw new Error(`Could not insert a FAQ: ${inserted.error.message}`);
    cleanups.push(() => service().from('faqs').delete().eq('id', inserted.data.id));

    const faqs = await listFaqs(smallClient());
    expect(faqs.find((faq) => faq.id === inserted.data.id)?.question).toEqual({
      en: `Small client ${marker}?`,
    });
    const prices = await getPrices(smallClient());
    expect(prices?.bowling_game_price).toBeGreaterThan(0);
  });

  it('runs as anon: the bookings table stays closed to it', async () => {
    const { data, error } = await smallClient().from('bookings').select('id').limit(1);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('requests a booking, opens it by its manage link and cancels it, as a visitor does', async () => {
    const client = smallClient();
    const date = nextDay();
    const slots = await getVenueDay(client, date);
    const slot = slots.find((candidate) => candidate.lanesFree > 0);
    if (!slot) throw new Error(`No free slot on ${date}`);

    const email = randomEmail();
    const requested = await requestBooking(client, {
      name: 'Small Client',
      phone: randomPhone(),
      email,
      people: 2,
      rounds: 1,
      date,
      time: slot.slot,
      type: 'regular',
    });
    cleanups.push(() => sql('delete from public.bookings where id = $1', [requested.id]));
    const [stored] = await sql<{ email: string; status: string }>(
      'select email, status from public.bookings where id = $1',
      [requested.id],
    );
    expect(stored).toEqual({ email, status: 'pending' });

    const opened = await getBookingByToken(client, requested.manageToken);
    expect(opened).toMatchObject({ date, time: slot.slot, status: 'pending' });
    const cancelled = await cancelBookingByToken(client, requested.manageToken);
    expect(cancelled.status).toBe('cancelled');
  });

  it('hands back a refusal of a visitors function as the database gave it, writing nothing', async () => {
    const phone = randomPhone();
    const refusal = await requestBooking(smallClient(), {
      name: 'Small Client',
      phone,
      email: randomEmail(),
      people: 2,
      rounds: 1,
      date: '2001-01-01',
      time: '18:00',
      type: 'regular',
    }).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(DataError);
    expect((refusal as DataError).code).toMatch(/^VN\d{3}$/);
    const [row] = await sql<{ count: number }>(
      'select count(*)::int as count from public.bookings where phone = $1',
      [phone],
    );
    expect(row?.count).toBe(0);
  });
});
