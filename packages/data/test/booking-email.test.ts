import { randomUUID } from 'node:crypto';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import type { CaughtMessage } from '@venue/local-stack/mail';
import { fetchFrom, randomClientAddress } from '@venue/test-kit/client-address';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { listLatestBookingEmails } from '../src/bookings/list-booking-emails.ts';
import { cancelBookingByToken, getBookingByToken } from '../src/bookings/manage-booking.ts';
import { requestBooking } from '../src/bookings/request-booking.ts';
import { sendBookingEmail, sendCancellationEmail } from '../src/bookings/send-booking-email.ts';
import {
  bookableDaysOf,
  closeSql,
  daysOf,
  demoStaff,
  insertBookings,
  packageByTitle,
  randomEmail,
  randomPhone,
  requestedId,
  signedIn,
  signInAsJana,
  signInAsOutsider,
  signInAsReception,
  sql,
  stack,
  visitor,
} from './support.ts';

// The send-booking-email function end to end: gateway, JWT check, Deno runtime, the service-role
// read of the booking, the mail catcher as the provider and the outbox rows. Years 2049-2050.
const nextDay = daysOf(2049);
const nextBookableDay = bookableDaysOf(141, 150);

afterAll(closeSql);

const demoReceptionId = demoStaff.reception.id;

beforeEach(async () => {
  await fetch(`${stack.mailUrl}/api/faults`, { method: 'DELETE' });
});

async function mailTo(address: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${stack.mailUrl}/api/messages`);
  const all = (await response.json()) as CaughtMessage[];
  return all.filter((message) => message.to.includes(address));
}

async function injectFaults(
  responses: { status?: number; retry_after?: number; delay_ms?: number }[],
) {
  await fetch(`${stack.mailUrl}/api/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ responses }),
  });
}

function outbox(bookingId: string) {
  return sql<{
    kind: string;
    status: string;
    recipient: string | null;
    subject: string;
    provider_id: string | null;
    error: string | null;
    attempts: number;
    created_by: string | null;
    sent_at: Date | null;
    provider_id_is_key: boolean;
  }>(
    'select *, provider_id = idempotency_key as provider_id_is_key from public.booking_emails where booking_id = $1 order by created_at',
    [bookingId],
  );
}

/** The booking's short reference, which its e-mails name instead of its id. */
async function referenceOf(bookingId: string): Promise<string> {
  const [row] = await sql<{ reference: string }>(
    'select reference from public.bookings where id = $1',
    [bookingId],
  );
  if (!row) throw new Error(`no booking ${bookingId}`);
  return row.reference;
}

/** A pending booking with its own address, so each test finds only its own mail. */
async function pendingBooking(
  overrides: { email?: string | null; date?: string; time?: string } = {},
) {
  const email =
    overrides.email === undefined ? `guest-${randomUUID()}@example.com` : overrides.email;
  const [id] = await insertBookings([
    {
      date: overrides.date ?? nextDay(),
      time: overrides.time ?? '19:30',
      name: 'Lina Saleh',
      phone: '+970599123456',
      email,
      people: 4,
      rounds: 2,
    },
  ]);
  if (!id) throw new Error('no booking inserted');
  return { id, email };
}

describe('send-booking-email', () => {
  it('e-mails an approval once, with the subject, the details and a calendar invite', async () => {
    const reception = await signInAsReception();
    const booking = await pendingBooking();
    const { data: lane, error } = await reception.rpc('approve_booking', {
      booking_id: booking.id,
    });
    expect(error).toBeNull();
    expect(lane).toBe(1);

    expect(await sendBookingEmail(reception, booking.id)).toEqual({
      status: 'sent',
      recipient: booking.email,
    });

    const [message, ...others] = await mailTo(booking.email ?? '');
    expect(others).toHaveLength(0);
    const [row] = await sql<{ date: string }>(
      "select to_char(date, 'YYYY-MM-DD') as date from public.bookings where id = $1",
      [booking.id],
    );
    expect(message?.subject).toBe(
      `Bowling Booking Confirmed - ${formatDisplayDate(row?.date, venueTimeZone)}`,
    );
    expect(message?.from).toBe('Strike Zone <bookings@example.com>');
    expect(message?.reply_to).toEqual(['hello@example.com']);
    const reference = await referenceOf(booking.id);
    for (const detail of ['Time: 19:30', 'People: 4', 'Rounds: 2', '+970599123456']) {
      expect(message?.text).toContain(detail);
    }
    expect(message?.text).toContain(`Booking reference: ${reference}`);
    expect(message?.text).not.toContain(booking.id);
    expect(message?.html).toContain('Lina Saleh');
    expect(message?.attachments.map((a) => a.filename)).toEqual(['bowling-booking.ics']);
    expect(Buffer.from(message?.attachments[0]?.content ?? '', 'base64').toString()).toContain(
      'BEGIN:VEVENT',
    );
    expect(message?.idempotency_key).toMatch(new RegExp(`^booking-${booking.id}-approved-`));

    const rows = await outbox(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'approved',
      status: 'sent',
      recipient: booking.email,
      provider_id: message?.id,
      error: null,
      attempts: 1,
    });
    expect(rows[0]?.sent_at).toBeInstanceOf(Date);
  });

  it('sends one e-mail when invoked twice, even at the same moment', async () => {
    const reception = await signInAsReception();
    const booking = await pendingBooking();
    await reception.rpc('approve_booking', { booking_id: booking.id });

    const answers = await Promise.all([
      sendBookingEmail(reception, booking.id),
      sendBookingEmail(reception, booking.id),
    ]);
    const again = await sendBookingEmail(reception, booking.id);

    expect([...answers, again].map((answer) => answer.status)).toEqual(['sent', 'sent', 'sent']);
    expect(await mailTo(booking.email ?? '')).toHaveLength(1);
    const rows = await outbox(booking.id);
    expect(rows.map((row) => row.status)).toEqual(['sent']);
  });

  it('skips a booking with no e-mail on file and records why', async () => {
    const jana = await signInAsJana();
    const booking = await pendingBooking({ email: null });
    await jana.rpc('approve_booking', { booking_id: booking.id });

    expect(await sendBookingEmail(jana, booking.id)).toEqual({ status: 'skipped' });
    const rows = await outbox(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'skipped', recipient: null });
    expect(rows[0]?.created_by).toBe((await jana.auth.getUser()).data.user?.id);
  });

  it('tells a rejected customer the reason, with the update subject and no invite', async () => {
    const reception = await signInAsReception();
    const booking = await pendingBooking();
    await reception.rpc('reject_booking', {
      booking_id: booking.id,
      reason: 'Party size issue: we can seat at most 12',
    });

    expect((await sendBookingEmail(reception, booking.id)).status).toBe('sent');
    const [message] = await mailTo(booking.email ?? '');
    expect(message?.subject).toMatch(/^Bowling Booking Update - /);
    expect(message?.text).toContain('Reason: \u2068Party size issue: we can seat at most 12');
    expect(message?.attachments).toEqual([]);
    expect((await outbox(booking.id))[0]).toMatchObject({ kind: 'rejected', status: 'sent' });
  });

  it('e-mails a reschedule: the new date in the subject, a line that it moved, an invite that replaces the old one', async () => {
    const reception = await signInAsReception();
    const booking = await pendingBooking({ time: '15:00' });
    await reception.rpc('approve_booking', { booking_id: booking.id });
    await sendBookingEmail(reception, booking.id);
    const newDate = nextBookableDay();
    const { error } = await reception.rpc('reschedule_booking', {
      booking_id: booking.id,
      new_date: newDate,
      new_time: '16:30',
    });
    expect(error).toBeNull();
    // Moved but not yet e-mailed: the desk has no e-mail of this decision on file.
    expect((await listLatestBookingEmails(reception, [booking.id])).get(booking.id)).toBeNull();

    expect((await sendBookingEmail(reception, booking.id)).status).toBe('sent');
    const [moved, original, ...others] = await mailTo(booking.email ?? '');
    expect(others).toHaveLength(0);
    expect(moved?.subject).toBe(
      `Your booking moved to ${formatDisplayDate(newDate, venueTimeZone)} at 16:30`,
    );
    expect(moved?.text).toContain(
      `has moved to ${formatDisplayDate(newDate, venueTimeZone)} at 16:30`,
    );
    expect(moved?.text).toContain('Time: 16:30');
    const invite = (message: CaughtMessage | undefined) =>
      Buffer.from(message?.attachments[0]?.content ?? '', 'base64').toString();
    const uid = (ics: string) => /\r\nUID:([^\r]+)\r\n/.exec(ics)?.[1];
    expect(uid(invite(moved))).toBe(uid(invite(original)));
    expect(invite(original)).toContain('\r\nSEQUENCE:0\r\n');
    expect(invite(moved)).toContain('\r\nSEQUENCE:1\r\n');
    expect((await outbox(booking.id)).map((row) => row.status)).toEqual(['sent', 'sent']);
    expect((await listLatestBookingEmails(reception, [booking.id])).get(booking.id)).toMatchObject({
      kind: 'approved',
      status: 'sent',
      recipient: booking.email,
    });
  });

  it('shows the desk every decided booking: none on file until e-mailed, nothing for a pending one', async () => {
    const reception = await signInAsReception();
    const decided = await pendingBooking();
    const pending = await pendingBooking();
    await reception.rpc('approve_booking', { booking_id: decided.id });

    const before = await listLatestBookingEmails(reception, [decided.id, pending.id]);
    expect(before.get(decided.id)).toBeNull();
    expect(before.has(pending.id)).toBe(false);

    await sendBookingEmail(reception, decided.id);
    const after = await listLatestBookingEmails(reception, [decided.id, pending.id]);
    expect(after.get(decided.id)).toMatchObject({ status: 'sent', kind: 'approved' });
  });

  it('approving while the provider hangs ends within the time-out with a recorded state, and Resend works', async () => {
    const reception = await signInAsReception();
    const booking = await pendingBooking();
    await reception.rpc('approve_booking', { booking_id: booking.id });
    await injectFaults([{ delay_ms: 30_000 }, { delay_ms: 30_000 }, { delay_ms: 30_000 }]);

    const started = Date.now();
    const sending = sendBookingEmail(reception, booking.id);
    // The claim is on file while the provider hangs.
    await expect
      .poll(async () => (await outbox(booking.id))[0]?.status, { timeout: 5_000 })
      .toBe('sending');
    const answer = await sending;
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(answer).toEqual({
      status: 'failed',
      error:
        'The e-mail service did not answer in time. The customer may not have been e-mailed: please use "Resend email".',
      refusal: null,
    });
    const [row] = await outbox(booking.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await mailTo(booking.email ?? '')).toHaveLength(0);

    await fetch(`${stack.mailUrl}/api/faults`, { method: 'DELETE' });
    expect((await sendBookingEmail(reception, booking.id)).status).toBe('sent');
    expect(await mailTo(booking.email ?? '')).toHaveLength(1);
    expect(await outbox(booking.id)).toHaveLength(1);
  }, 60_000);

  it('a retry under the same key sends the same content, so the provider answers with the first message', async () => {
    const reception = await signInAsReception();
    const booking = await pendingBooking();
    await reception.rpc('approve_booking', { booking_id: booking.id });
    expect((await sendBookingEmail(reception, booking.id)).status).toBe('sent');
    const [first] = await mailTo(booking.email ?? '');
    // The answer was lost: the outbox never heard of the send. A second later the desk resends.
    await sql('delete from public.booking_emails where booking_id = $1', [booking.id]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    expect((await sendBookingEmail(reception, booking.id)).status).toBe('sent');
    expect(await mailTo(booking.email ?? '')).toHaveLength(1);
    expect((await outbox(booking.id))[0]).toMatchObject({ status: 'sent', provider_id: first?.id });
  });

  it('a key the provider already accepted counts as sent even when it answers 409', async () => {
    const reception = await signInAsReception();
    const booking = await pendingBooking();
    await reception.rpc('approve_booking', { booking_id: booking.id });
    expect((await sendBookingEmail(reception, booking.id)).status).toBe('sent');
    // The provider accepted, then its answer failed; meanwhile the message changed.
    await sql(
      "update public.booking_emails set status = 'failed', error = 'HTTP 500', sent_at = null where booking_id = $1",
      [booking.id],
    );
    await sql("update public.bookings set name = 'Lina S.' where id = $1", [booking.id]);

    expect(await sendBookingEmail(reception, booking.id)).toEqual({
      status: 'sent',
      recipient: booking.email,
    });
    expect(await mailTo(booking.email ?? '')).toHaveLength(1);
    expect((await outbox(booking.id))[0]).toMatchObject({
      status: 'sent',
      provider_id_is_key: true,
      error: null,
    });
  });

  it('waits out a 429 from the provider and sends one e-mail, recorded as sent after 2 attempts', async () => {
    const reception = await signInAsReception();
    const booking = await pendingBooking();
    await reception.rpc('approve_booking', { booking_id: booking.id });
    await injectFaults([{ status: 429, retry_after: 1 }]);

    expect((await sendBookingEmail(reception, booking.id)).status).toBe('sent');
    expect(await mailTo(booking.email ?? '')).toHaveLength(1);
    expect((await outbox(booking.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('records a provider that keeps failing as failed, and the booking stays approved', async () => {
    const reception = await signInAsReception();
    const booking = await pendingBooking();
    await reception.rpc('approve_booking', { booking_id: booking.id });
    await injectFaults([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }]);

    const answer = await sendBookingEmail(reception, booking.id);
    expect(answer).toEqual({
      status: 'failed',
      error: 'The e-mail service is unavailable right now (HTTP 500). Please try again later.',
      refusal: null,
    });
    expect(await mailTo(booking.email ?? '')).toHaveLength(0);
    expect((await outbox(booking.id))[0]).toMatchObject({ status: 'failed', attempts: 4 });
    const [row] = await sql<{ status: string }>(
      'select status from public.bookings where id = $1',
      [booking.id],
    );
    expect(row?.status).toBe('approved');

    // "Resend email" once the provider is back: the same decision, now sent, one row.
    expect((await sendBookingEmail(reception, booking.id)).status).toBe('sent');
    expect(await mailTo(booking.email ?? '')).toHaveLength(1);
    const rows = await outbox(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 5, error: null });
  });

  it('records a provider refusal (422) as failed at once with a readable message', async () => {
    const reception = await signInAsReception();
    const booking = await pendingBooking();
    await reception.rpc('approve_booking', { booking_id: booking.id });
    await injectFaults([{ status: 422 }]);

    const answer = await sendBookingEmail(reception, booking.id);
    expect(answer.status).toBe('failed');
    expect(answer.status === 'failed' && answer.error).toMatch(
      /^The e-mail service could not accept this message/,
    );
    expect((await outbox(booking.id))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('refuses a booking that is still pending, and sends nothing', async () => {
    const reception = await signInAsReception();
    const booking = await pendingBooking();
    const answer = await sendBookingEmail(reception, booking.id);
    expect(answer).toEqual({
      status: 'failed',
      error: 'This booking is still pending: approve or reject it before e-mailing the customer.',
      refusal: { code: 'email.undecided', params: {} },
    });
    expect(await outbox(booking.id)).toHaveLength(0);
  });
});

describe("send-booking-email in the booking's language", () => {
  async function approveAndSend(locale: 'en' | 'ar') {
    const email = `guest-${randomUUID()}@example.com`;
    const [id] = await insertBookings([
      {
        date: nextDay(),
        time: '19:30',
        name: 'ليلى حداد',
        phone: '+970599123456',
        email,
        people: 4,
        rounds: 2,
        locale,
      },
    ]);
    if (!id) throw new Error('no booking inserted');
    const reception = await signInAsReception();
    const { error } = await reception.rpc('approve_booking', { booking_id: id });
    expect(error).toBeNull();
    expect(await sendBookingEmail(reception, id)).toEqual({ status: 'sent', recipient: email });
    const [message, ...others] = await mailTo(email);
    expect(others).toHaveLength(0);
    const [row] = await sql<{ date: string }>(
      "select to_char(date, 'YYYY-MM-DD') as date from public.bookings where id = $1",
      [id],
    );
    const invite = Buffer.from(message?.attachments[0]?.content ?? '', 'base64')
      .toString()
      .replace(/\r\n /g, '');
    return { id, message, invite, date: row?.date };
  }

  it('an Arabic booking is approved in Arabic: subject, right-to-left body, text and invite', async () => {
    const { id, message, invite, date } = await approveAndSend('ar');
    expect(message?.subject).toBe(
      `تأكيد حجز البولينغ - ${formatDisplayDate(date, venueTimeZone, 'ar')}`,
    );
    expect(message?.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(message?.html).toContain('مساركم محجوز!');
    for (const line of [
      'الوقت: 19:30',
      'الأشخاص: 4',
      'الجولات: 2',
      `رقم الحجز: \u2066${await referenceOf(id)}\u2069`,
    ]) {
      expect(message?.text).toContain(line);
    }
    expect(message?.text).not.toContain(id);
    expect(message?.text).not.toMatch(/Booking details|People:|Your lane/);
    expect(invite).toContain('SUMMARY:بولينغ (4 أشخاص) في Strike Zone');
    expect(invite).toContain('جولتان');
    const [row] = await sql<{ subject: string }>(
      'select subject from public.booking_emails where booking_id = $1',
      [id],
    );
    expect(row?.subject).toBe(message?.subject);
  });

  it('an English booking is approved in English, as before', async () => {
    const { message, invite, date } = await approveAndSend('en');
    expect(message?.subject).toBe(
      `Bowling Booking Confirmed - ${formatDisplayDate(date, venueTimeZone)}`,
    );
    expect(message?.html).toMatch(/<html lang="en"><head>/);
    expect(message?.html).not.toContain('dir="rtl"');
    expect(message?.text).toMatch(/^Your lane is booked!\n/);
    expect(message?.text).toContain('People: 4');
    expect(invite).toContain('SUMMARY:Bowling for 4 at Strike Zone');
  });
});

describe('send-booking-email for a birthday', () => {
  it('tells the party: package, guests, estimated total, deposit and notes, the typed words isolated', async () => {
    const blaze = await packageByTitle('Blaze');
    const email = `party-${randomUUID()}@example.com`;
    const { data: id, error } = await requestedId(
      visitor().rpc('request_booking', {
        name: 'ليلى حداد',
        phone: randomPhone(),
        email,
        people: 18,
        rounds: 1,
        date: nextBookableDay(),
        time: '18:00',
        type: 'birthday',
        package_id: blaze.id,
        notes: 'Sami turns 8\nNo nuts',
      }),
    );
    expect(error).toBeNull();
    const reception = await signInAsReception();
    expect((await reception.rpc('approve_booking', { booking_id: id ?? '' })).error).toBeNull();
    expect(await sendBookingEmail(reception, id ?? '')).toMatchObject({ status: 'sent' });

    const [message] = await mailTo(email);
    const text = message?.text ?? '';
    for (const detail of [
      'Your birthday party is booked!',
      'Package: Blaze',
      'Guests: 18',
      'Estimated total: 1,260 ILS (18 guests × 70 ILS)',
      'Deposit: 200 ILS',
      'Your notes: \u2068Sami turns 8\u2069\n\u2068No nuts\u2069',
      'Hi \u2068ليلى حداد\u2069,',
    ]) {
      expect(text).toContain(detail);
    }
    expect(text).not.toMatch(/Rounds|lane/i);
    expect(message?.html).toContain('<bdi dir="auto">ليلى حداد</bdi>');
  });
});

describe('send-booking-email refuses everyone but staff', () => {
  async function approvedBooking() {
    const reception = await signInAsReception();
    const booking = await pendingBooking();
    await reception.rpc('approve_booking', { booking_id: booking.id });
    return booking;
  }

  async function expectNothingSent(booking: { id: string; email: string | null }) {
    expect(await mailTo(booking.email ?? '')).toHaveLength(0);
    expect(await outbox(booking.id)).toHaveLength(0);
  }

  it('without a JWT: 401 at the gateway', async () => {
    const booking = await approvedBooking();
    const response = await fetch(`${stack.apiUrl}/functions/v1/send-booking-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: stack.publicKey },
      body: JSON.stringify({ booking_id: booking.id }),
    });
    expect(response.status).toBe(401);
    await expectNothingSent(booking);
  });

  it("with a visitor's publishable key as the token: 401 at the gateway (it is not a JWT)", async () => {
    const booking = await approvedBooking();
    const response = await fetch(`${stack.apiUrl}/functions/v1/send-booking-email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: stack.publicKey,
        authorization: `Bearer ${stack.publicKey}`,
      },
      body: JSON.stringify({ booking_id: booking.id }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid JWT' });
    expect(await sendBookingEmail(visitor(), booking.id)).toEqual({
      status: 'failed',
      error: 'Please sign in as staff to do this.',
      refusal: { code: 'access.signed_out', params: {} },
    });
    await expectNothingSent(booking);
  });

  it('as a signed-in user without a staff row: 403', async () => {
    const booking = await approvedBooking();
    const { client } = await signInAsOutsider();
    expect(await sendBookingEmail(client, booking.id)).toEqual({
      status: 'failed',
      error: 'Only venue staff can do this.',
      refusal: { code: 'access.staff_only', params: { action: 'do this' } },
    });
    await expectNothingSent(booking);
  });

  it('staff cannot write when a booking was moved: only the database stamps it', async () => {
    const reception = await signInAsReception();
    const booking = await approvedBooking();
    const { error } = await reception
      .from('bookings')
      .update({ reschedule_count: 7, rescheduled_at: new Date().toISOString() } as never)
      .eq('id', booking.id);
    expect(error?.code).toBe('42501');
    const [row] = await sql<{ reschedule_count: number; rescheduled_at: Date | null }>(
      'select reschedule_count, rescheduled_at from public.bookings where id = $1',
      [booking.id],
    );
    expect(row).toEqual({ reschedule_count: 0, rescheduled_at: null });
    await expectNothingSent(booking);
  });

  it('the outbox bookkeeping function is the service role’s alone', async () => {
    const reception = await signInAsReception();
    const booking = await approvedBooking();
    const { error } = await reception.rpc('record_booking_email', {
      p_booking_id: booking.id,
      p_kind: 'approved',
      p_status: 'sent',
      p_recipient: 'forged@example.com',
      p_subject: 'forged',
      p_provider_id: 'forged',
      p_error: null,
      p_idempotency_key: `forged-${randomUUID()}`,
      p_attempts: 1,
      p_created_by: null,
    } as never);
    expect(error?.code).toBe('42501');
    await expectNothingSent(booking);
  });
});

describe('the manage link in the e-mails, and the cancellation e-mail', () => {
  const linkPattern = /https?:\/\/[^\s"]+?(\/ar)?\/booking\/manage\/([A-Za-z0-9_-]{43})/;

  it('the approval carries a link whose token opens the booking; an Arabic one under /ar', async () => {
    const reception = await signInAsReception();
    for (const locale of ['en', 'ar'] as const) {
      const booking = await pendingBooking();
      await sql('update public.bookings set locale = $2 where id = $1', [booking.id, locale]);
      expect((await reception.rpc('approve_booking', { booking_id: booking.id })).error).toBeNull();
      expect(await sendBookingEmail(reception, booking.id)).toMatchObject({ status: 'sent' });
      const [message] = await mailTo(booking.email ?? '');
      const link = linkPattern.exec(message?.text ?? '');
      expect(link?.[1], locale).toBe(locale === 'ar' ? '/ar' : undefined);
      expect(message?.html).toContain(`href="${link?.[0]}"`);
      expect(await getBookingByToken(visitor(), link?.[2] ?? '')).toMatchObject({
        status: 'approved',
        name: 'Lina Saleh',
      });
    }
  });

  it('the rejection carries one too', async () => {
    const reception = await signInAsReception();
    const booking = await pendingBooking();
    expect(
      (await reception.rpc('reject_booking', { booking_id: booking.id, reason: 'Full' })).error,
    ).toBeNull();
    await sendBookingEmail(reception, booking.id);
    const [message] = await mailTo(booking.email ?? '');
    const token = linkPattern.exec(message?.text ?? '')?.[2] ?? '';
    expect(await getBookingByToken(visitor(), token)).toMatchObject({
      status: 'rejected',
      cancellable: false,
    });
  });

  it('the customer cancels with the link and gets one short cancellation e-mail', async () => {
    const reception = await signInAsReception();
    const booking = await pendingBooking();
    await reception.rpc('approve_booking', { booking_id: booking.id });
    await sendBookingEmail(reception, booking.id);
    const [approval] = await mailTo(booking.email ?? '');
    const token = linkPattern.exec(approval?.text ?? '')?.[2] ?? '';

    expect(await sendCancellationEmail(visitor(), token)).toMatchObject({
      status: 'failed',
      refusal: { code: 'email.not_cancelled', params: {} },
    });
    await cancelBookingByToken(visitor(), token);
    expect(await sendCancellationEmail(visitor(), token)).toEqual({
      status: 'sent',
      recipient: booking.email,
    });
    expect(await sendCancellationEmail(visitor(), token)).toMatchObject({ status: 'sent' });

    const cancellations = (await mailTo(booking.email ?? '')).filter((message) =>
      message.subject.startsWith('Bowling Booking Cancelled - '),
    );
    expect(cancellations).toHaveLength(1);
    expect(cancellations[0]?.text).toContain('is cancelled, as you asked');
    expect(cancellations[0]?.attachments).toEqual([]);
    const rows = await outbox(booking.id);
    expect(rows.map((row) => [row.kind, row.status, row.created_by])).toEqual([
      ['approved', 'sent', demoReceptionId],
      ['cancelled', 'sent', null],
    ]);
    const [event] = await sql<{ detail: string }>(
      "select detail from public.booking_events where booking_id = $1 and kind = 'email_sent' order by id desc limit 1",
      [booking.id],
    );
    expect(event?.detail).toBe('cancelled');
  });

  it('a wrong token asks for nothing', async () => {
    expect(await sendCancellationEmail(visitor(), 'x'.repeat(43))).toMatchObject({
      status: 'failed',
    });
  });
});

/** Calls cancellation-email as the customer's browser does, from `address`: status and body. */
async function askCancellationEmail(token: string, address = randomClientAddress()) {
  const response = await fetchFrom(address)(`${stack.apiUrl}/functions/v1/cancellation-email`, {
    method: 'POST',
    headers: {
      apikey: stack.publicKey,
      authorization: `Bearer ${stack.publicKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ manage_token: token }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A visitor's own request (from an address of its own) naming `email`, cancelled by its token. */
async function cancelledRequest(email: string, date: string, time: string) {
  const client = visitor();
  const { id, manageToken } = await requestBooking(client, {
    name: 'Claim your refund at evil.example/r',
    phone: randomPhone(),
    email,
    people: 2,
    rounds: 1,
    date,
    time,
    type: 'regular',
  });
  await cancelBookingByToken(client, manageToken);
  return { id, token: manageToken };
}

describe('no e-mail relay: what a visitor can make the venue send is capped', () => {
  it('the request, cancel, e-mail loop from ever new addresses reaches one inbox 3 times a day, and the name links nowhere', async () => {
    const victim = randomEmail();
    const day = nextBookableDay();
    const answers: { status: number; code: unknown }[] = [];
    for (const time of ['15:00', '15:45', '16:30', '17:15', '18:00']) {
      const { token } = await cancelledRequest(victim, day, time);
      const { status, body } = await askCancellationEmail(token);
      answers.push({ status, code: body.code ?? body.status });
    }
    expect(answers).toEqual([
      { status: 200, code: 'sent' },
      { status: 200, code: 'sent' },
      { status: 200, code: 'sent' },
      { status: 429, code: 'email.recipient_capped' },
      { status: 429, code: 'email.recipient_capped' },
    ]);
    const inbox = await mailTo(victim);
    expect(inbox).toHaveLength(3);
    for (const message of inbox) {
      expect(message.text).toContain('evil\u2024example\u2215r');
      expect(message.text).not.toContain('evil.example');
      expect(message.html).not.toContain('evil.example');
    }
    const [outcomes] = await sql<{ capped: number }>(
      "select count(*)::int as capped from public.booking_emails where lower(recipient) = lower($1) and status = 'sent'",
      [victim],
    );
    expect(outcomes?.capped).toBe(3);
  });

  it('staff decisions to the same inbox are not capped', async () => {
    const victim = randomEmail();
    const reception = await signInAsReception();
    const day = nextBookableDay();
    for (const time of ['15:00', '15:45', '16:30']) {
      const { token } = await cancelledRequest(victim, day, time);
      expect((await askCancellationEmail(token)).status).toBe(200);
    }
    const booking = await pendingBooking({ email: victim });
    expect((await reception.rpc('approve_booking', { booking_id: booking.id })).error).toBeNull();
    expect(await sendBookingEmail(reception, booking.id)).toMatchObject({ status: 'sent' });
    expect(await mailTo(victim)).toHaveLength(4);
  });

  it('one address calls cancellation-email 10 times an hour, wrong tokens included; another address is not held up', async () => {
    const address = randomClientAddress();
    const statuses: number[] = [];
    for (let call = 0; call < 11; call += 1) {
      statuses.push(
        (await askCancellationEmail(`wrong-${call}-${'x'.repeat(36)}`, address)).status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
    const refused = await askCancellationEmail('y'.repeat(43), address);
    expect(refused.body).toMatchObject({ code: 'email.address_limited' });

    const { token, id } = await cancelledRequest(randomEmail(), nextBookableDay(), '19:30');
    const elsewhere = await askCancellationEmail(token);
    expect(elsewhere).toMatchObject({ status: 200, body: { status: 'sent' } });
    expect((await outbox(id)).map((row) => row.status)).toEqual(['sent']);
  });

  it('a failed e-mail is not re-sent by a visitor before the back-off, nor while a send is in flight; staff Resend is not held', async () => {
    const email = randomEmail();
    const { token, id } = await cancelledRequest(email, nextBookableDay(), '20:15');
    await injectFaults([{ status: 422 }]);
    expect((await askCancellationEmail(token)).body).toMatchObject({ status: 'failed' });
    await fetch(`${stack.mailUrl}/api/faults`, { method: 'DELETE' });

    const soon = await askCancellationEmail(token);
    expect(soon).toMatchObject({ status: 429, body: { code: 'email.retry_later' } });
    expect(await mailTo(email)).toHaveLength(0);

    // A send under way (another call's) is not doubled.
    await sql(
      "update public.booking_emails set status = 'sending', error = null, updated_at = now() where booking_id = $1",
      [id],
    );
    expect(await askCancellationEmail(token)).toMatchObject({
      status: 409,
      body: { code: 'email.in_flight' },
    });
    expect(await mailTo(email)).toHaveLength(0);

    // Eleven minutes after the failure, the visitor's call sends it.
    await sql(
      "update public.booking_emails set status = 'failed', error = 'earlier', updated_at = now() - interval '11 minutes' where booking_id = $1",
      [id],
    );
    expect((await askCancellationEmail(token)).body).toMatchObject({ status: 'sent' });
    expect(await mailTo(email)).toHaveLength(1);

    // Reception's Resend of a failed e-mail goes at once.
    const other = randomEmail();
    const failed = await cancelledRequest(other, nextBookableDay(), '21:00');
    await injectFaults([{ status: 422 }]);
    expect((await askCancellationEmail(failed.token)).body).toMatchObject({ status: 'failed' });
    await fetch(`${stack.mailUrl}/api/faults`, { method: 'DELETE' });
    const reception = await signInAsReception();
    expect(await sendBookingEmail(reception, failed.id)).toMatchObject({ status: 'sent' });
    expect(await mailTo(other)).toHaveLength(1);
  });

  it('the caps are the service role’s to take: visitors and staff cannot call them', async () => {
    const reception = await signInAsReception();
    for (const client of [visitor(), reception]) {
      const take = await client.rpc('take_cancellation_email_limit', { forwarded_for: '1.2.3.4' });
      expect(take.error?.code).toBe('42501');
      const claim = await client.rpc('claim_customer_email', {
        p_booking_id: randomUUID(),
        p_kind: 'cancelled',
        p_recipient: 'a@example.com',
        p_subject: 'x',
        p_idempotency_key: 'k',
      });
      expect(claim.error?.code).toBe('42501');
    }
  });
});

describe('the client address the limits key on', () => {
  it('staff see the address of their own request and the forwarding headers; visitors are refused', async () => {
    const address = randomClientAddress();
    const staff = await signedIn(
      demoStaff.reception.email,
      demoStaff.reception.password,
      fetchFrom(address),
    );
    const { data, error } = await staff.rpc('client_address_check');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      address,
      trusted_proxies: 0,
      headers: {
        'x-forwarded-for': expect.stringMatching(new RegExp(`${address.replaceAll('.', '\\.')}$`)),
      },
    });
    const refused = await visitor().rpc('client_address_check');
    expect(refused.error?.code).toBe('42501');
    expect(refused.data).toBeNull();
  });

  it('with one trusted proxy, the limits read the entry left of the last; a shorter chain names nobody', async () => {
    // A session of reception's own: the staff check needs the token's session to exist.
    await signInAsReception();
    const [session] = await sql<{ id: string }>(
      'select id from auth.sessions where user_id = $1 order by created_at desc limit 1',
      [demoStaff.reception.id],
    );
    // Inside one transaction that is rolled back: the setting never reaches other tests' requests.
    const client = new pg.Client({ connectionString: stack.dbUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('update private.client_address_settings set trusted_proxies = 1');
      const ip = async (chain: string) =>
        (await client.query<{ ip: string | null }>('select private.client_ip($1) as ip', [chain]))
          .rows[0]?.ip;
      expect(await ip('203.0.113.5, 198.51.100.23, 10.0.0.1')).toBe('198.51.100.23');
      expect(await ip('10.0.0.1')).toBeNull();
      expect(await ip('')).toBeNull();
      await client.query(
        `select set_config('request.headers', $1, true), set_config('request.jwt.claims', $2, true)`,
        [
          JSON.stringify({ 'x-forwarded-for': '203.0.113.5, 198.51.100.23, 10.0.0.1' }),
          JSON.stringify({
            sub: demoStaff.reception.id,
            role: 'authenticated',
            session_id: session?.id,
          }),
        ],
      );
      await client.query('set local role authenticated');
      const { rows } = await client.query<{ check: Record<string, unknown> }>(
        'select public.client_address_check() as check',
      );
      expect(rows[0]?.check).toMatchObject({ address: '198.51.100.23', trusted_proxies: 1 });
    } finally {
      await client.query('rollback');
      await client.end();
    }
    const [setting] = await sql<{ trusted_proxies: number }>(
      'select trusted_proxies from private.client_address_settings',
    );
    expect(setting?.trusted_proxies).toBe(0);
  });
});
