// Reception cancels a booking with a message for its customer (`cancel_booking`): the real
// database, gateway, Deno function and mail catcher. Fixture days are this file's own, in 2083.
// (Telling the customer of a booking a closure strands goes through the outbox:
// test-outbox/affected.test.ts.)
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CaughtMessage } from '@venue/local-stack/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelBooking } from '../src/bookings/cancel-booking.ts';
import { getBookingByToken } from '../src/bookings/manage-booking.ts';
import { sendBookingEmail } from '../src/bookings/send-booking-email.ts';
import type { DataError } from '../src/errors.ts';
import {
  type Client,
  closeSql,
  daysOf,
  demoStaff,
  insertBookings,
  signInAsOutsider,
  signInAsReception,
  sql,
  stack,
  visitor,
} from './support.ts';

const nextDay = daysOf(2083);
let reception: Client;

beforeAll(async () => {
  reception = await signInAsReception();
});

afterAll(closeSql);

function tokenHash(token: string): string {
  return `\\x${createHash('sha256').update(token, 'utf8').digest('hex')}`;
}

/** An approved booking with its own e-mail address and a manage token that opens it. */
async function approvedBooking(date: string, time = '19:30', locale = 'en') {
  const email = `guest-${randomUUID()}@example.com`;
  const token = randomBytes(32).toString('base64url');
  const [id] = await insertBookings([
    {
      date,
      time,
      email,
      locale,
      name: 'Lina Saleh',
      status: 'approved',
      approved_at: new Date().toISOString(),
      approved_by: demoStaff.reception.id,
      manage_token_hash: tokenHash(token),
    },
  ]);
  return { id: id as string, email, token };
}

async function row(id: string) {
  const [booking] = await sql<{
    status: string;
    cancelled_by: string | null;
    cancellation_message: string | null;
    lanes: number[] | null;
  }>(
    'select status, cancelled_by, cancellation_message, lanes from public.bookings where id = $1',
    [id],
  );
  return booking;
}

async function lanesHeld(id: string): Promise<number> {
  const [held] = await sql<{ count: number }>(
    'select count(*)::int as count from public.slot_lanes where booking_id = $1',
    [id],
  );
  return held?.count ?? 0;
}

async function mailTo(address: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${stack.mailUrl}/api/messages`);
  const all = (await response.json()) as CaughtMessage[];
  return all.filter((message) => message.to.includes(address));
}

/** The refusal a call is turned down with, or null when it goes through. */
async function refusalOf(call: Promise<unknown>) {
  try {
    await call;
    return null;
  } catch (error) {
    const refused = error as DataError;
    return { code: refused.code, refusal: refused.refusal?.code ?? null };
  }
}

describe('reception cancels a booking with a message', () => {
  it('frees its lanes, keeps who and what, and the customer reads the message on their page', async () => {
    const booking = await approvedBooking(nextDay());
    expect(await lanesHeld(booking.id)).toBe(1);

    await cancelBooking(reception, booking.id, '  A burst pipe closes us that night.  ');

    expect(await row(booking.id)).toEqual({
      status: 'cancelled',
      cancelled_by: demoStaff.reception.id,
      cancellation_message: 'A burst pipe closes us that night.',
      lanes: null,
    });
    expect(await lanesHeld(booking.id)).toBe(0);
    const events = await sql<{ kind: string; detail: string; actor: string | null }>(
      `select kind, detail, actor_id as actor from public.booking_events where booking_id = $1 and kind = 'cancelled'`,
      [booking.id],
    );
    expect(events).toEqual([
      {
        kind: 'cancelled',
        detail: 'A burst pipe closes us that night.',
        actor: demoStaff.reception.id,
      },
    ]);
    const seen = await getBookingByToken(visitor(), booking.token);
    expect(seen?.status).toBe('cancelled');
    expect(seen?.cancellationMessage).toBe('A burst pipe closes us that night.');
  });

  it("e-mails the customer the venue's cancellation with the message", async () => {
    const booking = await approvedBooking(nextDay());
    await cancelBooking(reception, booking.id, 'The lanes are closed for repairs.');
    expect(await sendBookingEmail(reception, booking.id)).toEqual({
      status: 'sent',
      recipient: booking.email,
    });
    const [message, ...others] = await mailTo(booking.email);
    expect(others).toEqual([]);
    expect(message?.text).toContain('We had to cancel your booking');
    expect(message?.text).toContain(
      'Our message: \u2068The lanes are closed for repairs\u2024\u2069',
    );
  });

  it('is refused without a message, with one too long, for a booking no longer open, and for a slot under way', async () => {
    const open = await approvedBooking(nextDay());
    expect(await refusalOf(cancelBooking(reception, open.id, '   '))).toEqual({
      code: 'VN004',
      refusal: 'booking.cancel_message_required',
    });
    expect(await refusalOf(cancelBooking(reception, open.id, 'x'.repeat(501)))).toEqual({
      code: 'VN010',
      refusal: 'booking.cancel_message_too_long',
    });
    expect((await row(open.id))?.status).toBe('approved');
    expect(await lanesHeld(open.id)).toBe(1);

    await cancelBooking(reception, open.id, 'Closed for a private event.');
    expect(await refusalOf(cancelBooking(reception, open.id, 'Again.'))).toEqual({
      code: 'VN015',
      refusal: 'booking.cancel_not_open',
    });

    const [started] = await insertBookings([
      {
        date: '2000-01-05',
        time: '19:30',
        status: 'approved',
        approved_at: '2000-01-01T10:00:00Z',
      },
    ]);
    expect(await refusalOf(cancelBooking(reception, started as string, 'Too late.'))).toEqual({
      code: 'VN011',
      refusal: 'booking.slot_started',
    });
    expect((await row(started as string))?.status).toBe('approved');
  });

  it('is refused to a visitor and to a signed-in stranger, who change nothing', async () => {
    const booking = await approvedBooking(nextDay());
    const { client: outsider } = await signInAsOutsider();
    for (const caller of [visitor(), outsider]) {
      expect((await refusalOf(cancelBooking(caller, booking.id, 'Cancelled.')))?.code).toBe(
        '42501',
      );
    }
    expect((await row(booking.id))?.status).toBe('approved');
  });

  it('leaves no message where staff write the booking, nor on one its customer cancels', async () => {
    const booking = await approvedBooking(nextDay());
    const { error } = await reception
      .from('bookings')
      .update({ cancellation_message: 'Sneaky' })
      .eq('id', booking.id);
    expect(error?.code).toBe('42501');
    expect((await row(booking.id))?.cancellation_message).toBeNull();

    const { error: cancelled } = await visitor().rpc('cancel_booking_by_token', {
      token: booking.token,
    });
    expect(cancelled).toBeNull();
    expect(await row(booking.id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: null,
      cancellation_message: null,
    });
  });
});
