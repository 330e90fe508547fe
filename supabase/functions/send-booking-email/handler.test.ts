import assert from 'node:assert/strict';
import { englishOf } from '../../../packages/domain/src/refusal-english.ts';
import type { WeeklyHours } from '../../../packages/domain/src/schedule.ts';
import { venueAddress } from '../../../packages/domain/src/venue.ts';
import { refuse } from '../_shared/json.ts';
import { assertRefusal } from '../_shared/refusal.test-support.ts';
import type { EmailBooking, ScheduleConflict } from './booking.ts';
import { booking } from './fixtures.test-support.ts';
import {
  type ClaimOutcome,
  type CustomerEmailClaim,
  handleCancellationEmail,
  handleRescheduleEmail,
  handleSendBookingEmail,
  type OutboxRecord,
  type SendBookingEmailDeps,
} from './handler.ts';
import type { OutgoingEmail, SendResult } from './mail-api.ts';

const staff = {
  id: '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02',
  email: 'r@example.com',
  name: 'Rami',
  role: 'reception' as const,
};

function world(
  options: {
    booking?: EmailBooking | null;
    earlier?: { status: string; recipient: string | null } | null;
    send?: SendResult;
    /** Which outbox write fails: the claim before sending, or the outcome after it. */
    recordFails?: 'sending' | 'outcome';
    from?: string;
    /** The booking id `cancelled_booking_by_token` answers; null for a token that names none. */
    cancelled?: string | null;
    /** The booking id `rescheduled_booking_by_token` answers; null for a token that names none. */
    rescheduled?: string | null;
    /** `email_manage_token` fails. */
    tokenFails?: boolean;
    /** What `claim_customer_email` answers a visitor's call. */
    claim?: ClaimOutcome;
    /** The client address is over its cap of cancellation-email calls. */
    addressLimited?: boolean;
    /** What booking_conflicts holds for the booking. */
    conflict?: ScheduleConflict | null;
    /** The venue's weekly hours as `opening_hours` holds them, or the failure to read them. */
    weekly?: WeeklyHours | Error | null;
    /** What venue_contacts.address holds; an Error for a read that fails. */
    address?: unknown;
  } = {},
) {
  const sent: { email: OutgoingEmail; key: string }[] = [];
  const recorded: OutboxRecord[] = [];
  const logs: string[] = [];
  const claims: CustomerEmailClaim[] = [];
  const addresses: (string | null)[] = [];
  const deps: SendBookingEmailDeps = {
    identify: () => Promise.resolve({ ok: true, caller: staff }),
    loadBooking: () => Promise.resolve(options.booking === undefined ? booking() : options.booking),
    loadConflict: () => Promise.resolve(options.conflict ?? null),
    loadWeeklyHours: () =>
      options.weekly instanceof Error
        ? Promise.reject(options.weekly)
        : Promise.resolve(options.weekly ?? null),
    loadVenueAddress: () =>
      options.address instanceof Error
        ? Promise.reject(options.address)
        : Promise.resolve(options.address ?? null),
    findEmail: () => Promise.resolve(options.earlier ?? null),
    record: (row) => {
      const write = row.status === 'sending' ? 'sending' : 'outcome';
      if (options.recordFails === write) return Promise.reject(new Error('database down'));
      recorded.push(row);
      return Promise.resolve();
    },
    send: (email, key) => {
      sent.push({ email, key });
      return Promise.resolve(options.send ?? { status: 'sent', providerId: 'msg_1', attempts: 1 });
    },
    mail: {
      from: 'from' in options ? options.from : 'Strike Zone <bookings@example.com>',
      replyTo: 'hello@example.com',
    },
    manageToken: (_id, key) =>
      options.tokenFails
        ? Promise.reject(new Error('database down'))
        : Promise.resolve(`token-for-${key.length}`),
    findCancelled: () => Promise.resolve(options.cancelled ?? null),
    findRescheduled: () => Promise.resolve(options.rescheduled ?? null),
    takeAddressLimit: (forwardedFor) => {
      addresses.push(forwardedFor);
      return Promise.resolve(!options.addressLimited);
    },
    claim: (row) => {
      claims.push(row);
      const outcome = options.claim ?? 'claimed';
      // The database writes the `sending` row when it grants the claim.
      if (outcome === 'claimed')
        recorded.push({
          ...row,
          status: 'sending',
          providerId: null,
          error: null,
          attempts: 0,
          createdBy: null,
        });
      return Promise.resolve(outcome);
    },
    siteUrl: 'https://strikezone.example/',
    log: (line) => logs.push(line),
  };
  return { deps, sent, recorded, logs, claims, addresses };
}

function post(body: unknown = { booking_id: booking().id }, forwardedFor?: string) {
  return new Request('http://functions/send-booking-email', {
    method: 'POST',
    headers: {
      authorization: 'Bearer token',
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify(body),
  });
}

Deno.test('a caller who is not staff gets the refusal and nothing is sent or recorded', async () => {
  const { deps, sent, recorded } = world();
  deps.identify = () =>
    Promise.resolve({
      ok: false,
      response: refuse(403, 'access.staff_only', 'Only venue staff can do this.', {
        action: 'do this',
      }),
    });
  const response = await handleSendBookingEmail(post(), deps);
  await assertRefusal(response, 403, 'access.staff_only', { action: 'do this' });
  assert.equal(sent.length, 0);
  assert.equal(recorded.length, 0);
});

Deno.test('a body without a booking id is a 400 with an explanation, and nothing is written', async () => {
  for (const body of [{}, { booking_id: 'not-a-uuid' }, []]) {
    const { deps, sent, recorded } = world();
    const response = await handleSendBookingEmail(post(body), deps);
    await assertRefusal(response, 400, 'email.bad_request');
    assert.equal(sent.length + recorded.length, 0);
  }
});

Deno.test('a missing booking is a 404 and a pending one a 409, and nothing is written', async () => {
  const missing = world({ booking: null });
  await assertRefusal(await handleSendBookingEmail(post(), missing.deps), 404, 'booking.not_found');
  assert.equal(missing.sent.length + missing.recorded.length, 0);
  const pending = world({ booking: booking({ status: 'pending', approved_at: null }) });
  const response = await handleSendBookingEmail(post(), pending.deps);
  await assertRefusal(response, 409, 'email.undecided');
  assert.equal(pending.sent.length + pending.recorded.length, 0);
});

Deno.test('an approval is sent with the invite and recorded as sent', async () => {
  const { deps, sent, recorded } = world();
  const response = await handleSendBookingEmail(post(), deps);
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {
    status: 'sent',
    kind: 'approved',
    recipient: 'lina@example.com',
    attempts: 1,
    duplicate: false,
  });
  assert.equal(sent.length, 1);
  const [message] = sent;
  assert.deepEqual(message?.email.to, ['lina@example.com']);
  assert.equal(message?.email.reply_to, 'hello@example.com');
  assert.equal(message?.email.subject, 'Bowling Booking Confirmed - Dec 5, 2026');
  assert.equal(message?.email.attachments?.[0]?.filename, 'bowling-booking.ics');
  assert.match(atob(message?.email.attachments?.[0]?.content ?? ''), /BEGIN:VCALENDAR/);
  assert.deepEqual(
    recorded.map((row) => [row.status, row.kind, row.recipient, row.providerId, row.attempts]),
    [
      ['sending', 'approved', 'lina@example.com', null, 0],
      ['sent', 'approved', 'lina@example.com', 'msg_1', 1],
    ],
  );
  assert.deepEqual(
    recorded.map((row) => row.idempotencyKey),
    [message?.key, message?.key],
  );
  assert.equal(recorded[1]?.createdBy, staff.id);
});

Deno.test('the sending claim is written before the provider is called', async () => {
  const { deps, recorded } = world();
  const seenAtSend: string[] = [];
  deps.send = () => {
    seenAtSend.push(...recorded.map((row) => row.status));
    return Promise.resolve({
      status: 'failed',
      error: 'The e-mail service did not answer.',
      attempts: 3,
    });
  };
  const answer = await (await handleSendBookingEmail(post(), deps)).json();
  assert.deepEqual(seenAtSend, ['sending']);
  assert.equal(answer.status, 'failed');
  assert.deepEqual(
    recorded.map((row) => [row.status, row.attempts]),
    [
      ['sending', 0],
      ['failed', 3],
    ],
  );
});

Deno.test('when the claim cannot be written nothing is sent and the desk is told so', async () => {
  const { deps, sent, recorded, logs } = world({ recordFails: 'sending' });
  assert.deepEqual(await (await handleSendBookingEmail(post(), deps)).json(), {
    status: 'failed',
    kind: 'approved',
    error: englishOf({ code: 'email.not_recorded', params: {} }),
    code: 'email.not_recorded',
    params: {},
  });
  assert.equal(sent.length + recorded.length, 0);
  assert.match(logs[0] ?? '', /database down/);
});

Deno.test('a key the provider had already accepted counts as sent, not failed', async () => {
  const { deps, recorded } = world({
    send: { status: 'sent', providerId: 'the-key', attempts: 1, alreadyAccepted: true },
  });
  const answer = await (await handleSendBookingEmail(post(), deps)).json();
  assert.deepEqual(answer, {
    status: 'sent',
    kind: 'approved',
    recipient: 'lina@example.com',
    attempts: 1,
    duplicate: true,
  });
  assert.deepEqual(
    recorded.map((row) => row.status),
    ['sending', 'sent'],
  );
});

Deno.test('every retry under one key sends the same content, invite included', async () => {
  const first = world();
  const second = world();
  await handleSendBookingEmail(post(), first.deps);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await handleSendBookingEmail(post(), second.deps);
  assert.equal(first.sent[0]?.key, second.sent[0]?.key);
  assert.deepEqual(first.sent[0]?.email, second.sent[0]?.email);
  const ics = atob(first.sent[0]?.email.attachments?.[0]?.content ?? '');
  assert.match(ics, /\r\nDTSTAMP:20261121T120000Z\r\n/);
  assert.match(ics, /\r\nSEQUENCE:0\r\n/);
});

Deno.test('a reschedule is a new message: the new date in the subject, a line that it moved, an invite that replaces the old one', async () => {
  const original = world();
  await handleSendBookingEmail(post(), original.deps);
  const moved = world({
    booking: booking({
      date: '2026-12-07',
      time: '16:30',
      rescheduled_at: '2026-11-22T09:15:00+00:00',
      reschedule_count: 1,
    }),
  });
  await handleSendBookingEmail(post(), moved.deps);
  const [before] = original.sent;
  const [after] = moved.sent;
  assert.notEqual(after?.key, before?.key);
  assert.equal(after?.email.subject, 'Your booking moved to Dec 7, 2026 at 16:30');
  assert.match(after?.email.text ?? '', /has moved to Dec 7, 2026 at 16:30/);
  const uid = (email: OutgoingEmail | undefined) =>
    /\r\nUID:([^\r]+)\r\n/.exec(atob(email?.attachments?.[0]?.content ?? ''))?.[1];
  assert.equal(uid(after?.email), uid(before?.email));
  const ics = atob(after?.email.attachments?.[0]?.content ?? '');
  assert.match(ics, /\r\nSEQUENCE:1\r\n/);
  assert.match(ics, /\r\nDTSTAMP:20261122T091500Z\r\n/);
  assert.match(ics, /\r\nDTSTART:20261207T143000Z\r\n/);
});

Deno.test('a rejection has no invite', async () => {
  const { deps, sent } = world({
    booking: booking({
      status: 'rejected',
      approved_at: null,
      rejected_at: '2026-11-21T13:00:00Z',
      rejection_reason: 'Party size issue',
    }),
  });
  const answer = await (await handleSendBookingEmail(post(), deps)).json();
  assert.equal(answer.kind, 'rejected');
  assert.equal(sent[0]?.email.attachments, undefined);
  assert.equal(sent[0]?.email.subject, 'Bowling Booking Update - Dec 5, 2026');
});

Deno.test('a decision already e-mailed is not sent again', async () => {
  const { deps, sent, recorded } = world({
    earlier: { status: 'sent', recipient: 'lina@example.com' },
  });
  const answer = await (await handleSendBookingEmail(post(), deps)).json();
  assert.equal(answer.status, 'sent');
  assert.equal(answer.duplicate, true);
  assert.equal(sent.length, 0);
  assert.equal(recorded.length, 0);
});

Deno.test('a failed earlier attempt is tried again under the same key', async () => {
  const { deps, sent } = world({ earlier: { status: 'failed', recipient: 'lina@example.com' } });
  await handleSendBookingEmail(post(), deps);
  assert.equal(sent.length, 1);
});

Deno.test('no e-mail on file: skipped, recorded, nothing sent', async () => {
  const { deps, sent, recorded } = world({ booking: booking({ email: null }) });
  assert.deepEqual(await (await handleSendBookingEmail(post(), deps)).json(), {
    status: 'skipped',
    kind: 'approved',
  });
  assert.equal(sent.length, 0);
  assert.deepEqual(
    recorded.map((row) => [row.status, row.recipient]),
    [['skipped', null]],
  );
});

Deno.test('a provider failure answers failed with its message and records it', async () => {
  const { deps, recorded } = world({
    send: { status: 'failed', error: 'The e-mail service is busy.', attempts: 4 },
  });
  const response = await handleSendBookingEmail(post(), deps);
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {
    status: 'failed',
    kind: 'approved',
    error: 'The e-mail service is busy.',
  });
  assert.deepEqual(
    recorded.map((row) => [row.status, row.error, row.attempts]),
    [
      ['sending', null, 0],
      ['failed', 'The e-mail service is busy.', 4],
    ],
  );
});

Deno.test('a sent e-mail is reported as sent even when its outcome cannot be written', async () => {
  const { deps, logs } = world({ recordFails: 'outcome' });
  const answer = await (await handleSendBookingEmail(post(), deps)).json();
  assert.equal(answer.status, 'sent');
  assert.match(logs[0] ?? '', /database down/);
});

Deno.test('without a sender address the attempt fails with a clear message', async () => {
  const { deps, sent } = world({ from: undefined });
  const answer = await (await handleSendBookingEmail(post(), deps)).json();
  assert.deepEqual(answer, {
    status: 'failed',
    kind: 'approved',
    error: englishOf({ code: 'email.not_configured', params: {} }),
    code: 'email.not_configured',
    params: {},
  });
  assert.equal(sent.length, 0);
});

Deno.test('only POST is answered', async () => {
  const { deps } = world();
  const get = await handleSendBookingEmail(new Request('http://functions/x'), deps);
  await assertRefusal(get, 405, 'request.method_not_allowed');
  const cancellation = await handleCancellationEmail(new Request('http://functions/x'), deps);
  await assertRefusal(cancellation, 405, 'request.method_not_allowed');
});

Deno.test('the approval and the rejection e-mails carry the manage link in the booking language', async () => {
  const cases = [
    [booking(), '/booking/manage/'],
    [booking({ locale: 'ar' }), '/ar/booking/manage/'],
    [
      booking({
        status: 'rejected',
        approved_at: null,
        rejected_at: '2026-11-21T12:00:00Z',
        rejection_reason: 'Full',
      }),
      '/booking/manage/',
    ],
  ] as const;
  for (const [row, path] of cases) {
    const { deps, sent } = world({ booking: row });
    const response = await handleSendBookingEmail(post(), deps);
    assert.equal(response.status, 200);
    const email = sent[0]?.email;
    const key = sent[0]?.key ?? '';
    const url = `https://strikezone.example${path}token-for-${key.length}`;
    assert.ok(email?.text.includes(url), `${row.locale} ${row.status}: text has ${url}`);
    assert.ok(
      email?.html.includes(`href="${url}"`),
      `${row.locale} ${row.status}: html links ${url}`,
    );
  }
});

Deno.test('an e-mail still goes, without the link, when its token cannot be issued', async () => {
  const { deps, sent, logs } = world({ tokenFails: true });
  const response = await handleSendBookingEmail(post(), deps);
  assert.equal((await response.json()).status, 'sent');
  assert.ok(!sent[0]?.email.text.includes('/booking/manage/'));
  assert.match(logs[0] ?? '', /manage link/);
});

Deno.test('the customer asks for the cancellation e-mail with their token, no staff needed', async () => {
  const cancelled = booking({
    status: 'cancelled',
    cancelled_at: '2026-11-22T09:00:00Z',
  });
  const { deps, sent, recorded } = world({ booking: cancelled, cancelled: cancelled.id });
  deps.identify = () => Promise.reject(new Error('no staff check on this path'));
  const response = await handleCancellationEmail(post({ manage_token: 'abc' }), deps);
  assert.equal(response.status, 200);
  assert.equal((await response.json()).kind, 'cancelled');
  assert.equal(sent[0]?.email.subject, 'Bowling Booking Cancelled - Dec 5, 2026');
  assert.ok(sent[0]?.email.text.includes('is cancelled, as you asked'));
  assert.ok(!sent[0]?.email.text.includes('/booking/manage/'));
  assert.equal(sent[0]?.email.attachments, undefined);
  assert.match(sent[0]?.key ?? '', /-cancelled-/);
  assert.deepEqual(
    recorded.map((row) => [row.kind, row.status, row.createdBy]),
    [
      ['cancelled', 'sending', null],
      ['cancelled', 'sent', null],
    ],
  );
});

Deno.test('the customer who moved their approved booking gets the e-mail staff send after a reschedule', async () => {
  const moved = booking({
    date: '2026-12-07',
    time: '16:30',
    rescheduled_at: '2026-11-22T09:15:00+00:00',
    reschedule_count: 1,
  });
  const staffSends = world({ booking: moved });
  await handleSendBookingEmail(post(), staffSends.deps);
  const { deps, sent, recorded, claims } = world({ booking: moved, rescheduled: moved.id });
  deps.identify = () => Promise.reject(new Error('no staff check on this path'));
  const response = await handleRescheduleEmail(post({ manage_token: 'abc' }), deps);
  assert.equal(response.status, 200);
  assert.equal((await response.json()).kind, 'approved');
  assert.equal(sent[0]?.email.subject, 'Your booking moved to Dec 7, 2026 at 16:30');
  assert.equal(sent[0]?.key, staffSends.sent[0]?.key);
  assert.equal(sent[0]?.email.text, staffSends.sent[0]?.email.text);
  assert.equal(claims.length, 1);
  assert.deepEqual(
    recorded.map((row) => [row.kind, row.status, row.createdBy]),
    [
      ['approved', 'sending', null],
      ['approved', 'sent', null],
    ],
  );
});

Deno.test('a token that names no moved booking gets 404, a body without one 400: nothing sent', async () => {
  const { deps, sent, recorded } = world({ rescheduled: null, cancelled: booking().id });
  const missing = await handleRescheduleEmail(post({ manage_token: 'abc' }), deps);
  await assertRefusal(missing, 404, 'email.not_rescheduled');
  for (const body of [{}, { manage_token: '' }, { booking_id: booking().id }]) {
    const response = await handleRescheduleEmail(post(body), deps);
    await assertRefusal(response, 400, 'email.bad_cancellation_request');
  }
  assert.equal(sent.length + recorded.length, 0);
});

Deno.test('a token that names no cancelled booking gets 404, a body without one 400: nothing sent', async () => {
  const { deps, sent, recorded } = world({ cancelled: null });
  const missing = await handleCancellationEmail(post({ manage_token: 'wrong' }), deps);
  await assertRefusal(missing, 404, 'email.not_cancelled');
  for (const body of [{}, { manage_token: '' }, { booking_id: booking().id }]) {
    const response = await handleCancellationEmail(post(body), deps);
    await assertRefusal(response, 400, 'email.bad_cancellation_request');
  }
  assert.equal(sent.length + recorded.length, 0);
});

Deno.test('staff cannot ask for an e-mail by token on their function', async () => {
  const { deps, sent } = world({ cancelled: booking().id });
  const response = await handleSendBookingEmail(post({ manage_token: 'abc' }), deps);
  await assertRefusal(response, 400, 'email.bad_request');
  assert.equal(sent.length, 0);
});

const cancelledBooking = () =>
  booking({ status: 'cancelled', cancelled_at: '2026-11-22T09:00:00Z' });

Deno.test("a visitor's call is claimed under the caps, with the recipient, subject and key, and the chain it came through", async () => {
  const cancelled = cancelledBooking();
  const { deps, sent, claims, addresses } = world({ booking: cancelled, cancelled: cancelled.id });
  const response = await handleCancellationEmail(
    post({ manage_token: 'abc' }, '203.0.113.9, 198.51.100.7'),
    deps,
  );
  assert.equal(response.status, 200);
  assert.deepEqual(addresses, ['203.0.113.9, 198.51.100.7']);
  assert.equal(claims.length, 1);
  assert.equal(claims[0]?.recipient, cancelled.email);
  assert.equal(claims[0]?.kind, 'cancelled');
  assert.equal(claims[0]?.idempotencyKey, sent[0]?.key);
  assert.equal(claims[0]?.subject, sent[0]?.email.subject);
});

Deno.test('an address over its cap is refused before the token is looked up: nothing claimed or sent', async () => {
  const cancelled = cancelledBooking();
  const { deps, sent, claims, recorded } = world({
    booking: cancelled,
    cancelled: cancelled.id,
    addressLimited: true,
  });
  let lookedUp = false;
  deps.findCancelled = () => {
    lookedUp = true;
    return Promise.resolve(cancelled.id);
  };
  const response = await handleCancellationEmail(post({ manage_token: 'abc' }), deps);
  await assertRefusal(response, 429, 'email.address_limited');
  assert.equal(lookedUp, false);
  assert.equal(sent.length + claims.length + recorded.length, 0);
});

for (const [outcome, status, code] of [
  ['in_flight', 409, 'email.in_flight'],
  ['retry_later', 429, 'email.retry_later'],
  ['recipient_capped', 429, 'email.recipient_capped'],
] as const) {
  Deno.test(`a claim answered ${outcome} sends nothing and says ${code}`, async () => {
    const cancelled = cancelledBooking();
    const { deps, sent, recorded } = world({
      booking: cancelled,
      cancelled: cancelled.id,
      claim: outcome,
    });
    const response = await handleCancellationEmail(post({ manage_token: 'abc' }), deps);
    await assertRefusal(response, status, code);
    assert.equal(sent.length + recorded.length, 0);
  });
}

Deno.test('a claim answered sent reports the earlier e-mail and calls no provider', async () => {
  const cancelled = cancelledBooking();
  const { deps, sent } = world({ booking: cancelled, cancelled: cancelled.id, claim: 'sent' });
  const response = await handleCancellationEmail(post({ manage_token: 'abc' }), deps);
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {
    status: 'sent',
    kind: 'cancelled',
    recipient: cancelled.email,
    attempts: 0,
    duplicate: true,
  });
  assert.equal(sent.length, 0);
});

Deno.test("staff sends never go through the visitors' caps", async () => {
  const { deps, sent, claims, addresses } = world({ claim: 'recipient_capped' });
  const response = await handleSendBookingEmail(post(), deps);
  assert.equal(response.status, 200);
  assert.equal(sent.length, 1);
  assert.equal(claims.length + addresses.length, 0);
});

Deno.test('a call naming anything but the booking is refused: the affected e-mail goes through the outbox', async () => {
  const { deps, sent } = world();
  await assertRefusal(
    await handleSendBookingEmail(post({ booking_id: booking().id, about: 'affected' }), deps),
    400,
    'email.bad_request',
  );
  assert.equal(sent.length, 0);
});

Deno.test("the venue's cancellation carries reception's message as typed and no manage link", async () => {
  const { deps, sent } = world({
    booking: booking({
      status: 'cancelled',
      cancelled_at: '2026-11-26T10:00:00Z',
      cancellation_message: 'A burst pipe closes us that night. Call us: we will find you a time.',
    }),
  });
  const answer = await (await handleSendBookingEmail(post(), deps)).json();
  assert.equal(answer.kind, 'cancelled');
  const text = sent[0]?.email.text ?? '';
  assert.ok(text.startsWith('We had to cancel your booking\n'), text);
  assert.ok(text.includes('we are sorry: we had to cancel your bowling booking'));
  assert.ok(text.includes('Our message: \u2068A burst pipe closes us that night\u2024'), text);
  assert.ok(!text.includes('/booking/manage/'));
});

/** The invite of a sent approval as text (UTF-8), its folded lines joined. */
function inviteOf(email: OutgoingEmail | undefined): string {
  const bytes = Uint8Array.from(atob(email?.attachments?.[0]?.content ?? ''), (c) =>
    c.charCodeAt(0),
  );
  return new TextDecoder().decode(bytes).replace(/\r\n /g, '');
}

const managerAddress = { en: '2 Main Street, Ramallah', ar: '2 الشارع الرئيسي، رام الله' };

Deno.test("the footer and the invite carry the manager's address in the booking's language", async () => {
  for (const locale of ['en', 'ar'] as const) {
    const { deps, sent } = world({ booking: booking({ locale }), address: managerAddress });
    await handleSendBookingEmail(post(), deps);
    const email = sent[0]?.email;
    assert.ok(email?.text.includes(managerAddress[locale]), locale);
    assert.ok(email?.html.includes(managerAddress[locale]), locale);
    assert.ok(!email?.html.includes('Al-Irsal') && !email?.html.includes('الإرسال'), locale);
    assert.ok(
      inviteOf(email).includes(`\r\nLOCATION:${managerAddress[locale].replaceAll(',', '\\,')}\r\n`),
    );
  }
});

Deno.test('an address written only in English reaches an Arabic booking in English, marked as English', async () => {
  const { deps, sent } = world({
    booking: booking({ locale: 'ar' }),
    address: { en: managerAddress.en },
  });
  await handleSendBookingEmail(post(), deps);
  const email = sent[0]?.email;
  assert.ok(email?.html.includes(`<span lang="en" dir="ltr">${managerAddress.en}</span>`));
  assert.ok(email?.text.includes(`\u2068${managerAddress.en}\u2069`));
  assert.ok(
    inviteOf(email).includes(`\r\nLOCATION:${managerAddress.en.replaceAll(',', '\\,')}\r\n`),
  );
});

Deno.test('an address written only in Arabic reaches an English booking isolated, marked as Arabic', async () => {
  const { deps, sent } = world({ address: { ar: managerAddress.ar } });
  await handleSendBookingEmail(post(), deps);
  const email = sent[0]?.email;
  assert.ok(email?.html.includes(`<span lang="ar" dir="rtl">${managerAddress.ar}</span>`));
  assert.ok(email?.text.includes(`\u2068${managerAddress.ar}\u2069`));
});

Deno.test("an address that cannot be read leaves the code's in the e-mail, which still goes, and is logged", async () => {
  const { deps, sent, logs } = world({
    booking: booking({ locale: 'ar' }),
    address: new Error('connection refused'),
  });
  const response = await handleSendBookingEmail(post(), deps);
  assert.equal((await response.json()).status, 'sent');
  const email = sent[0]?.email;
  assert.ok(email?.text.includes(venueAddress('ar')));
  assert.ok(
    inviteOf(email).includes(`\r\nLOCATION:${venueAddress('ar').replaceAll(',', '\\,')}\r\n`),
  );
  assert.ok(
    logs.some((line) => line.includes("venue's address") && line.includes('connection refused')),
  );
});

Deno.test("the footer says the venue's weekly hours as the manager keeps them, in the booking's language", async () => {
  const ramadanWeek: WeeklyHours = {
    1: null,
    2: { opensAt: '20:00', closesAt: '02:00' },
    3: { opensAt: '20:00', closesAt: '02:00' },
    4: { opensAt: '20:00', closesAt: '02:00' },
    5: { opensAt: '15:00', closesAt: '01:00' },
    6: { opensAt: '15:00', closesAt: '01:00' },
    7: { opensAt: '20:00', closesAt: '02:00' },
  };
  const english = world({ weekly: ramadanWeek });
  await handleSendBookingEmail(post(), english.deps);
  const text = english.sent[0]?.email.text ?? '';
  assert.ok(text.includes('Mon: closed, Tue–Thu: 20:00 to 02:00, Fri–Sat: 15:00 to 01:00'), text);
  assert.ok(!text.includes('open daily'));

  const arabic = world({ booking: booking({ locale: 'ar' }), weekly: ramadanWeek });
  await handleSendBookingEmail(post(), arabic.deps);
  assert.ok((arabic.sent[0]?.email.text ?? '').includes('مغلق'));
});

Deno.test("hours that cannot be read leave the code's daily hours in the e-mail, which still goes, and are logged", async () => {
  const { deps, sent, logs } = world({ weekly: new Error('connection refused') });
  const response = await handleSendBookingEmail(post(), deps);
  assert.equal((await response.json()).status, 'sent');
  assert.ok(sent[0]?.email.text.includes('open daily 15:00'), sent[0]?.email.text);
  assert.ok(
    logs.some((line) => line.includes("venue's hours") && line.includes('connection refused')),
  );
});
