// The outbox's receipt and reminder e-mails through deliverBookingEmail: their keys, their caps,
// and when they no longer go.
import assert from 'node:assert/strict';
import { deliverBookingEmail } from './deliver.ts';
import { fakeDeps } from './deps.test-support.ts';
import { booking } from './fixtures.test-support.ts';
import { messages } from './refusals.ts';

const staffId = '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02';
const id = booking().id;
const pending = () => booking({ status: 'pending', approved_at: null });
const receiptKey = `request_received:${id}:email`;
const reminderKey = `reminder:${id}:24h:1796491800:email`;

Deno.test("the receipt goes under the outbox row's key, claimed under the visitor caps, with the manage link", async () => {
  const { deps, sent, claims, recorded } = fakeDeps({ booking: pending() });
  const result = await deliverBookingEmail(
    { kind: 'received', bookingId: id, key: receiptKey },
    staffId,
    deps,
  );
  assert.deepEqual(result, {
    status: 'sent',
    providerId: 'msg_1',
    recipient: 'lina@example.com',
    duplicate: false,
  });
  assert.equal(sent[0]?.key, receiptKey);
  assert.equal(sent[0]?.email.subject, 'We got your booking request for Dec 5, 2026');
  assert.ok(
    sent[0]?.email.text.includes(
      `https://strikezone.example/booking/manage/token-${receiptKey.length}`,
    ),
  );
  assert.equal(sent[0]?.email.attachments, undefined);
  assert.deepEqual(
    claims.map((claim) => [claim.kind, claim.idempotencyKey]),
    [['received', receiptKey]],
  );
  assert.deepEqual(
    recorded.map((row) => [row.kind, row.status, row.createdBy]),
    [
      ['received', 'sending', null],
      ['received', 'sent', null],
    ],
  );
});

Deno.test('a receipt over the recipient cap is skipped as capped and nothing is sent', async () => {
  const { deps, sent } = fakeDeps({ booking: pending(), claim: 'recipient_capped' });
  const result = await deliverBookingEmail(
    { kind: 'received', bookingId: id, key: receiptKey },
    null,
    deps,
  );
  assert.deepEqual(result, { status: 'skipped', reason: 'recipient_capped' });
  assert.equal(sent.length, 0);
});

Deno.test('a receipt whose claim finds another send under way, or a fresh failure, is tried again later', async () => {
  for (const [claim, error] of [
    ['in_flight', messages.inFlight],
    ['retry_later', messages.retryLater],
  ] as const) {
    const { deps, sent } = fakeDeps({ booking: pending(), claim });
    const result = await deliverBookingEmail(
      { kind: 'received', bookingId: id, key: receiptKey },
      null,
      deps,
    );
    assert.deepEqual(result, { status: 'failed', error, retryable: true });
    assert.equal(sent.length, 0);
  }
});

Deno.test('a receipt already sent, or claimed as sent, is a duplicate and calls no provider', async () => {
  const earlier = fakeDeps({
    booking: pending(),
    earlier: { status: 'sent', recipient: 'lina@example.com', provider_id: 'msg_0' },
  });
  const first = await deliverBookingEmail(
    { kind: 'received', bookingId: id, key: receiptKey },
    null,
    earlier.deps,
  );
  assert.deepEqual(first, {
    status: 'sent',
    providerId: 'msg_0',
    recipient: 'lina@example.com',
    duplicate: true,
  });
  assert.deepEqual(earlier.lookedUp, [receiptKey]);
  const claimed = fakeDeps({ booking: pending(), claim: 'sent' });
  const second = await deliverBookingEmail(
    { kind: 'received', bookingId: id, key: receiptKey },
    null,
    claimed.deps,
  );
  assert.deepEqual(second, {
    status: 'sent',
    providerId: null,
    recipient: 'lina@example.com',
    duplicate: true,
  });
  assert.equal(earlier.sent.length + claimed.sent.length, 0);
});

Deno.test('no receipt once reception has decided: the decision tells the customer', async () => {
  for (const row of [
    booking(),
    booking({ status: 'cancelled', cancelled_at: '2026-11-22T09:00:00Z' }),
  ]) {
    const { deps, sent, recorded, claims } = fakeDeps({ booking: row });
    const result = await deliverBookingEmail(
      { kind: 'received', bookingId: id, key: receiptKey },
      null,
      deps,
    );
    assert.deepEqual(result, { status: 'skipped', reason: 'not_current' });
    assert.equal(sent.length + recorded.length + claims.length, 0);
  }
});

Deno.test('the reminder goes under its key with the "I\'m coming" and the manage links, capped when nobody on staff caused it', async () => {
  const { deps, sent, claims } = fakeDeps();
  const result = await deliverBookingEmail(
    { kind: 'reminder', bookingId: id, key: reminderKey, hours: 24 },
    null,
    deps,
  );
  assert.equal(result.status, 'sent');
  const email = sent[0]?.email;
  assert.equal(sent[0]?.key, reminderKey);
  assert.equal(email?.subject, 'Reminder: your booking on Dec 5, 2026 at 19:30');
  const token = `token-${reminderKey.length}`;
  assert.ok(email?.html.includes(`href="https://strikezone.example/booking/coming/${token}"`));
  assert.ok(email?.html.includes(`href="https://strikezone.example/booking/manage/${token}"`));
  assert.equal(email?.attachments, undefined);
  assert.deepEqual(
    claims.map((claim) => [claim.kind, claim.idempotencyKey]),
    [['reminder', reminderKey]],
  );
});

Deno.test('a reminder to a customer who already said "I\'m coming" asks no more: only the manage link', async () => {
  const { deps, sent } = fakeDeps({ booking: booking({ confirmed_at: '2026-12-04T10:00:00Z' }) });
  const result = await deliverBookingEmail(
    { kind: 'reminder', bookingId: id, key: reminderKey, hours: 2 },
    staffId,
    deps,
  );
  assert.equal(result.status, 'sent');
  const html = sent[0]?.email.html ?? '';
  assert.ok(!html.includes('/booking/coming/'));
  assert.ok(
    html.includes(`href="https://strikezone.example/booking/manage/token-${reminderKey.length}"`),
  );
});

Deno.test('a reminder a staff member caused is recorded as theirs, never claimed', async () => {
  const { deps, claims, recorded } = fakeDeps({ claim: 'recipient_capped' });
  const result = await deliverBookingEmail(
    { kind: 'reminder', bookingId: id, key: reminderKey, hours: 2 },
    staffId,
    deps,
  );
  assert.equal(result.status, 'sent');
  assert.equal(claims.length, 0);
  assert.deepEqual(
    recorded.map((row) => [row.kind, row.status, row.createdBy]),
    [
      ['reminder', 'sending', staffId],
      ['reminder', 'sent', staffId],
    ],
  );
});

Deno.test('no reminder for a visit no longer approved, and none over the cap', async () => {
  const rejected = fakeDeps({
    booking: booking({
      status: 'rejected',
      approved_at: null,
      rejected_at: '2026-11-21T13:00:00Z',
    }),
  });
  const delivery = { kind: 'reminder', bookingId: id, key: reminderKey, hours: 24 } as const;
  assert.deepEqual(await deliverBookingEmail(delivery, null, rejected.deps), {
    status: 'skipped',
    reason: 'not_current',
  });
  const capped = fakeDeps({ claim: 'recipient_capped' });
  assert.deepEqual(await deliverBookingEmail(delivery, null, capped.deps), {
    status: 'skipped',
    reason: 'recipient_capped',
  });
  assert.equal(rejected.sent.length + capped.sent.length, 0);
});
