// send-notifications against a stack of its own: the real database, gateway, Deno function, mail
// catcher and WhatsApp catcher. The tests move the database's clock and call the function
// themselves; nothing waits for a tick. No other suite shares this stack, so every due message
// in it is one of these tests'.
import { whatsappConsentWording } from '@venue/domain/reminders';
import { dbNow, moveDbClock } from '@venue/test-kit/db-clock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { requestBooking } from '../src/bookings/request-booking.ts';
import {
  closeSql,
  demoStaff,
  insertBookings,
  randomEmail,
  randomPhone,
  signInAsReception,
  sql,
  stack,
  visitor,
} from '../test/support.ts';
import { dayAhead, mailTo, sendNotifications, whatsappTo } from './catchers.ts';

afterAll(closeSql);

/** The function's answer, with the secret key unless told otherwise. */
const send = sendNotifications;

async function fault(catcher: string, responses: Record<string, unknown>[]) {
  const response = await fetch(`${catcher}/api/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ responses }),
  });
  expect(response.status).toBe(200);
}

async function outbox(bookingId: string) {
  return sql<{
    event: string;
    channel: string;
    state: string;
    reason: string | null;
    attempts: number;
  }>(
    `select event, channel, state, reason, attempts from public.notifications
     where booking_id = $1 order by created_at, channel`,
    [bookingId],
  );
}

beforeEach(async () => {
  await fetch(`${stack.whatsappUrl}/api/faults`, { method: 'DELETE' });
  await fetch(`${stack.mailUrl}/api/faults`, { method: 'DELETE' });
});

describe('send-notifications', () => {
  it('answers 401 to a caller without the secret key, and sends nothing', async () => {
    expect((await send(null)).status).toBe(401);
    const publishable = await send(stack.publishableKey);
    expect(publishable).toMatchObject({
      status: 401,
      body: { code: 'outbox.secret_key_required' },
    });
  });

  it('sends the receipt of a request at once, in its language, on both channels; twice sends once', async () => {
    const date = await dayAhead(3);
    const requests = [];
    for (const locale of ['en', 'ar'] as const) {
      const phone = randomPhone();
      const email = randomEmail();
      const made = await requestBooking(visitor(), {
        name: 'Hala Odeh',
        phone,
        email,
        people: 3,
        rounds: 1,
        date,
        time: '18:00',
        type: 'regular',
        locale,
        whatsappConsent: true,
      });
      requests.push({ ...made, phone, email, locale });
    }
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.body.sent).toBeGreaterThanOrEqual(4);
    for (const request of requests) {
      const [message, ...more] = await whatsappTo(request.phone);
      expect(more).toEqual([]);
      expect(message).toMatchObject({
        template: 'booking_request_received',
        language: request.locale,
      });
      expect(message?.params).toContain(request.reference);
      expect(message?.buttonParams).toHaveLength(1);
      const mails = await mailTo(request.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(request.reference);
      expect(await outbox(request.id)).toEqual([
        { event: 'request_received', channel: 'email', state: 'sent', reason: null, attempts: 1 },
        {
          event: 'request_received',
          channel: 'whatsapp',
          state: 'sent',
          reason: null,
          attempts: 1,
        },
      ]);
    }
    expect((await send()).body).toMatchObject({ claimed: 0, sent: 0 });
    for (const request of requests) {
      expect(await whatsappTo(request.phone)).toHaveLength(1);
      expect(await mailTo(request.email)).toHaveLength(1);
    }
  });

  it('a WhatsApp 429 is tried again after a minute and goes once; e-mail went meanwhile', async () => {
    const reception = await signInAsReception();
    const phone = randomPhone();
    const email = randomEmail();
    const [id] = await insertBookings([
      {
        date: await dayAhead(4),
        time: '19:30',
        phone,
        email,
        source: 'phone',
        whatsapp_consent_at: new Date().toISOString(),
        whatsapp_consent_wording: whatsappConsentWording,
      },
    ]);
    await fault(stack.whatsappUrl, [{ status: 429, retry_after: 1 }]);
    const { error } = await reception.rpc('approve_booking', { booking_id: id as string });
    expect(error).toBeNull();
    await send();
    expect(await whatsappTo(phone)).toEqual([]);
    expect(await mailTo(email)).toHaveLength(1);
    const [waiting] = (await outbox(id as string)).filter(
      (row) => row.event === 'approved' && row.channel === 'whatsapp',
    );
    expect(waiting).toMatchObject({ state: 'due', attempts: 1 });
    // Not due again yet.
    await send();
    expect(await whatsappTo(phone)).toEqual([]);
    await moveDbClock(stack, 61);
    await send();
    const sent = await whatsappTo(phone);
    expect(sent.map((message) => message.template)).toEqual(['booking_approved']);
    await send();
    expect(await whatsappTo(phone)).toHaveLength(1);
  });

  it('a WhatsApp send that hangs is recorded as failed, never sent again, and the receipt goes by e-mail', async () => {
    const phone = randomPhone();
    const email = randomEmail();
    const made = await requestBooking(visitor(), {
      name: 'Omar Khalil',
      phone,
      email: '',
      people: 2,
      rounds: 1,
      date: await dayAhead(5),
      time: '18:45',
      type: 'regular',
      whatsappConsent: true,
    });
    // The request had no e-mail: give it one now, so the fallback has somewhere to go.
    await sql('update public.bookings set email = $2 where id = $1', [made.id, email]);
    await fault(stack.whatsappUrl, [{ delay_ms: 15_000 }]);
    await send();
    const rows = await sql<{
      channel: string;
      state: string;
      reason: string | null;
      fallback: boolean;
    }>(
      `select channel, state, reason, fallback_of is not null as fallback from public.notifications
       where booking_id = $1 order by channel`,
      [made.id],
    );
    expect(rows[1]).toEqual({
      channel: 'whatsapp',
      state: 'failed',
      reason: 'provider_unreachable',
      fallback: false,
    });
    await send();
    expect(await whatsappTo(phone)).toEqual([]);
    expect(await mailTo(email)).toHaveLength(1);
    const after = await sql<{ channel: string; state: string; fallback: boolean }>(
      `select channel, state, fallback_of is not null as fallback from public.notifications
       where booking_id = $1 order by channel`,
      [made.id],
    );
    expect(after).toEqual([
      { channel: 'email', state: 'sent', fallback: true },
      { channel: 'whatsapp', state: 'failed', fallback: false },
    ]);
  });

  it('sends the reminder two hours before the visit once, and none for a booking cancelled before it', async () => {
    const phone = randomPhone();
    const date = await dayAhead(1);
    const [kept, cancelled] = await insertBookings(
      [randomPhone(), phone].map((number) => ({
        date,
        time: '19:30',
        phone: number,
        email: randomEmail(),
        source: 'phone' as const,
        status: 'approved' as const,
        approved_at: new Date().toISOString(),
        approved_by: demoStaff.reception.id,
        whatsapp_consent_at: new Date().toISOString(),
        whatsapp_consent_wording: whatsappConsentWording,
      })),
    );
    await send();
    const reception = await signInAsReception();
    await reception.rpc('cancel_booking', { booking_id: cancelled as string, message: 'Repairs.' });
    const [due] = await sql<{ due_at: Date }>(
      `select due_at from public.notifications
       where booking_id = $1 and event = 'reminder' and state = 'due' order by due_at desc limit 1`,
      [kept],
    );
    const now = await dbNow(stack.dbUrl);
    await moveDbClock(stack, ((due?.due_at.getTime() ?? 0) - now.getTime()) / 1000 + 30);
    await send();
    const [reminder] = await sql<{ state: string; late: number }>(
      `select state, extract(epoch from sent_at - due_at)::float as late from public.notifications
       where booking_id = $1 and event = 'reminder' and state = 'sent'`,
      [kept],
    );
    expect(reminder?.state).toBe('sent');
    expect(reminder?.late).toBeLessThan(120);
    expect(reminder?.late).toBeGreaterThanOrEqual(0);
    const keptPhone = await sql<{ phone: string }>(
      'select phone from public.bookings where id = $1',
      [kept],
    );
    const toKept = await whatsappTo(keptPhone[0]?.phone ?? '');
    expect(toKept.filter((message) => message.template === 'booking_reminder')).toHaveLength(1);
    expect(
      (await whatsappTo(phone)).filter((message) => message.template === 'booking_reminder'),
    ).toEqual([]);
    await send();
    expect(
      (await whatsappTo(keptPhone[0]?.phone ?? '')).filter(
        (message) => message.template === 'booking_reminder',
      ),
    ).toHaveLength(1);
  });
});

async function webhook(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${stack.whatsappUrl}/api/webhooks/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: number; body: string };
}

describe('whatsapp-webhook', () => {
  it('records delivered and read on the message, refuses a bad signature, and honours STOP', async () => {
    const phone = randomPhone();
    const email = randomEmail();
    const made = await requestBooking(visitor(), {
      name: 'Sara Haddad',
      phone,
      email,
      people: 2,
      rounds: 1,
      date: await dayAhead(6),
      time: '20:15',
      type: 'regular',
      locale: 'ar',
      whatsappConsent: true,
    });
    await send();
    const [sent] = await whatsappTo(phone);
    expect(sent).toBeDefined();
    const raw = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    expect(
      await webhook('raw', { body: raw, signature: `sha256=${'0'.repeat(64)}` }),
    ).toMatchObject({
      status: 401,
    });
    expect(await webhook('status', { id: sent?.id, status: 'delivered' })).toMatchObject({
      status: 200,
    });
    expect(await webhook('status', { id: sent?.id, status: 'read' })).toMatchObject({
      status: 200,
    });
    // The same notification again changes nothing.
    expect(await webhook('status', { id: sent?.id, status: 'delivered' })).toMatchObject({
      status: 200,
    });
    const [row] = await sql<{ delivered: boolean; read: boolean }>(
      `select delivered_at is not null as delivered, read_at is not null as read
       from public.notifications where provider_id = $1`,
      [sent?.id],
    );
    expect(row).toEqual({ delivered: true, read: true });

    // STOP in Arabic: the approval then goes by e-mail only.
    const stop = await webhook('reply', { from: phone.replace(/\D/g, ''), text: 'توقف' });
    expect(stop.status).toBe(200);
    expect(JSON.parse(stop.body)).toMatchObject({ replies: 1, optedOut: 1 });
    const reception = await signInAsReception();
    await reception.rpc('approve_booking', { booking_id: made.id });
    await send();
    const approvals = (await whatsappTo(phone)).filter((m) => m.template === 'booking_approved');
    expect(approvals).toEqual([]);
    expect(
      (await outbox(made.id)).filter((r) => r.event === 'approved').map((r) => r.channel),
    ).toEqual(['email']);
  });
});
