// What is not there answers HTTP 404 through PostgREST, and a manage token that names no booking still counts toward the manage link's rate limits.
import { randomUUID } from 'node:crypto';
import { manageLinkLimits } from '@venue/domain/manage-link';
import { fetchFrom, randomClientAddress } from '@venue/test-kit/client-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundCode } from '../src/errors.ts';
import {
  type Client,
  closeSql,
  daysOf,
  insertBookings,
  signInAsJana,
  signInAsReception,
  sql,
  stack,
} from './support.ts';

// Fixtures live on days of 2093.
const nextDay = daysOf(2093);

let reception: Client;
let jana: Client;

beforeAll(async () => {
  [reception, jana] = await Promise.all([signInAsReception(), signInAsJana()]);
});
afterAll(closeSql);

async function accessToken(client: Client): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('The client is not signed in.');
  return data.session.access_token;
}

/** A function called over HTTP as PostgREST answers it: the status and the parsed body. */
async function call(
  name: string,
  args: Record<string, unknown>,
  options: { as?: Client; connection?: typeof fetch } = {},
): Promise<{ status: number; body: unknown }> {
  const token = options.as ? await accessToken(options.as) : stack.publicKey;
  const res = await (options.connection ?? fetchFrom())(`${stack.apiUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: stack.publicKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  return { status: res.status, body: await res.json() };
}

function randomToken(): string {
  return randomUUID() + randomUUID();
}

describe('a function asked about something that is not there answers HTTP 404', () => {
  const unknownBooking = randomUUID();
  const stepsOnOneBooking: ReadonlyArray<[string, Record<string, unknown>]> = [
    ['approve_booking', { booking_id: unknownBooking }],
    ['reject_booking', { booking_id: unknownBooking, reason: 'Closed for a private event' }],
    ['record_contact_attempt', { booking_id: unknownBooking }],
    ['reschedule_booking', { booking_id: unknownBooking, new_date: nextDay(), new_time: '18:00' }],
    ['mark_booking_attendance', { booking_id: unknownBooking, attendance: 'arrived' }],
    ['move_booking_lane', { booking_id: unknownBooking, lane: 2 }],
    ['delete_booking', { booking_id: unknownBooking }],
  ];

  it.each(stepsOnOneBooking)(
    '%s of a booking that does not exist: 404, PT404',
    async (name, args) => {
      expect(await call(name, args, { as: reception })).toEqual({
        status: 404,
        body: {
          code: notFoundCode,
          message: 'This booking no longer exists.',
          details: null,
          // What was refused, by code (decision 024).
          hint: '{"code": "booking.not_found", "params": {}}',
        },
      });
    },
  );

  it('vote_feedback on an entry that does not exist: 404, PT404, and no vote is kept', async () => {
    const feedbackId = randomUUID();
    const answer = await call('vote_feedback', {
      feedback_id: feedbackId,
      voter_id: randomUUID(),
      vote: 'like',
    });
    expect(answer).toMatchObject({
      status: 404,
      body: { code: notFoundCode, message: 'This feedback no longer exists.' },
    });
    const votes = await sql('select 1 from public.feedback_votes where feedback_id = $1', [
      feedbackId,
    ]);
    expect(votes).toHaveLength(0);
  });

  it('move_content_item of an item that does not exist: 404, PT404', async () => {
    const answer = await call(
      'move_content_item',
      { list: 'faqs', item_id: randomUUID(), direction: 'up' },
      { as: jana },
    );
    expect(answer).toMatchObject({
      status: 404,
      body: { code: notFoundCode, message: 'This item no longer exists.' },
    });
  });

  it('a manage token that names no booking: 404 and no row, for reading and for cancelling', async () => {
    for (const name of ['get_booking_by_token', 'cancel_booking_by_token']) {
      expect(await call(name, { token: randomToken() })).toEqual({ status: 404, body: [] });
    }
  });
});

describe('a wrong manage token counts toward the rate limits', () => {
  it('from one address, wrong tokens are refused with PT429 once the address limit is reached', async () => {
    const [id] = await insertBookings([{ date: nextDay(), time: '18:00' }]);
    const connection = fetchFrom(randomClientAddress());
    for (let i = 0; i < manageLinkLimits.perAddress.max; i += 1) {
      const answer = await call(
        'cancel_booking_by_token',
        { token: randomToken() },
        { connection },
      );
      expect(answer.status, `call ${i + 1}`).toBe(404);
    }
    const refused = await call('cancel_booking_by_token', { token: randomToken() }, { connection });
    expect(refused).toMatchObject({ status: 429, body: { code: 'PT429' } });
    const [booking] = await sql<{ status: string }>(
      'select status from public.bookings where id = $1',
      [id],
    );
    expect(booking?.status).toBe('pending');
  });

  it('one wrong token is refused with PT429 once its own limit is reached, from any address', async () => {
    const token = randomToken();
    for (let i = 0; i < manageLinkLimits.perToken.max; i += 1) {
      expect((await call('cancel_booking_by_token', { token })).status, `call ${i + 1}`).toBe(404);
    }
    expect(await call('get_booking_by_token', { token })).toMatchObject({
      status: 429,
      body: { code: 'PT429' },
    });
  });
});
