// The notifications outbox's entry (deliverBookingEmail): a decision's e-mail as staff's call sends
// it, every kind without an address, and failures the outbox tries again or gives up on.
import assert from 'node:assert/strict';
import type { ScheduleConflict } from './booking.ts';
import { deliverBookingEmail } from './deliver.ts';
import { fakeDeps } from './deps.test-support.ts';
import { booking } from './fixtures.test-support.ts';
import { handleSendBookingEmail } from './handler.ts';
import { messages } from './refusals.ts';

const staffId = '5a2f9c4d-1e7b-4f38-8c6a-2b9d0e4f7a02';
const id = booking().id;
const pending = () => booking({ status: 'pending', approved_at: null });
const receiptKey = `request_received:${id}:email`;
const reminderKey = `reminder:${id}:24h:1796491800:email`;
const flagged: ScheduleConflict = {
  code: 'booking.day_closed',
  params: { date: '2026-12-05' },
  flaggedAt: '2026-11-25T09:00:00Z',
};

Deno.test("the outbox sends a decision's e-mail as staff's call does: the same key, the same e-mail", async () => {
  const outbox = fakeDeps();
  const result = await deliverBookingEmail(
    { kind: 'decision', bookingId: id },
    staffId,
    outbox.deps,
  );
  assert.deepEqual(result, {
    status: 'sent',
    providerId: 'msg_1',
    recipient: 'lina@example.com',
    duplicate: false,
  });
  const desk = fakeDeps();
  const request = new Request('http://functions/send-booking-email', {
    method: 'POST',
    body: JSON.stringify({ booking_id: id }),
  });
  desk.deps.identify = () =>
    Promise.resolve({
      ok: true,
      caller: { id: staffId, email: 'r@example.com', name: 'Rami', role: 'reception' },
    });
  await handleSendBookingEmail(request, desk.deps);
  assert.equal(outbox.sent[0]?.key, desk.sent[0]?.key);
  assert.deepEqual(outbox.sent[0]?.email, desk.sent[0]?.email);
  assert.deepEqual(outbox.recorded, desk.recorded);
});

Deno.test('a decision is never capped, even with no staff member to name: it is recorded, not claimed', async () => {
  const { deps, sent, claims, recorded } = fakeDeps({ claim: 'recipient_capped' });
  const result = await deliverBookingEmail({ kind: 'decision', bookingId: id }, null, deps);
  assert.equal(result.status, 'sent');
  assert.equal(sent.length, 1);
  assert.equal(claims.length, 0);
  assert.deepEqual(
    recorded.map((row) => [row.kind, row.status, row.createdBy]),
    [
      ['approved', 'sending', null],
      ['approved', 'sent', null],
    ],
  );
});

Deno.test('a decision already sent under its key is reported sent, with its provider id, and no provider is called', async () => {
  const { deps, sent, recorded } = fakeDeps({
    earlier: { status: 'sent', recipient: 'lina@example.com', provider_id: 'msg_0' },
  });
  const result = await deliverBookingEmail({ kind: 'decision', bookingId: id }, staffId, deps);
  assert.deepEqual(result, {
    status: 'sent',
    providerId: 'msg_0',
    recipient: 'lina@example.com',
    duplicate: true,
  });
  assert.equal(sent.length + recorded.length, 0);
});

Deno.test('a booking still pending has no decision, and a deleted one nothing: skipped, nothing written', async () => {
  for (const [row, reason] of [
    [pending(), 'not_current'],
    [null, 'deleted'],
  ] as const) {
    const { deps, sent, recorded } = fakeDeps({ booking: row });
    const result = await deliverBookingEmail({ kind: 'decision', bookingId: id }, null, deps);
    assert.deepEqual(result, { status: 'skipped', reason });
    assert.equal(sent.length + recorded.length, 0);
  }
});

Deno.test('the affected e-mail goes for a flagged booking under its own key, and is skipped for one not flagged', async () => {
  const flaggedWorld = fakeDeps({ conflict: flagged });
  const result = await deliverBookingEmail(
    { kind: 'affected', bookingId: id },
    null,
    flaggedWorld.deps,
  );
  assert.equal(result.status, 'sent');
  assert.match(flaggedWorld.sent[0]?.key ?? '', /-affected-/);
  assert.equal(flaggedWorld.claims.length, 0);
  const calm = fakeDeps({ conflict: null });
  const skipped = await deliverBookingEmail({ kind: 'affected', bookingId: id }, null, calm.deps);
  assert.deepEqual(skipped, { status: 'skipped', reason: 'not_current' });
  assert.equal(calm.sent.length + calm.recorded.length, 0);
});

Deno.test('without an e-mail address every kind is skipped as no_email and recorded so', async () => {
  const deliveries = [
    [{ kind: 'decision', bookingId: id }, booking({ email: null }), null],
    [{ kind: 'affected', bookingId: id }, booking({ email: '  ' }), flagged],
    [{ kind: 'received', bookingId: id, key: receiptKey }, { ...pending(), email: null }, null],
    [
      { kind: 'reminder', bookingId: id, key: reminderKey, hours: 24 },
      booking({ email: null }),
      null,
    ],
  ] as const;
  for (const [delivery, row, conflict] of deliveries) {
    const { deps, sent, recorded, claims } = fakeDeps({ booking: row, conflict });
    const result = await deliverBookingEmail(delivery, null, deps);
    assert.deepEqual(result, { status: 'skipped', reason: 'no_email' }, delivery.kind);
    assert.equal(sent.length + claims.length, 0);
    assert.deepEqual(
      recorded.map((entry) => [entry.status, entry.recipient]),
      [['skipped', null]],
    );
  }
});

Deno.test('a busy or failing e-mail service is worth another try, a refusal of the message is not', async () => {
  const cases = [
    [429, true],
    [500, true],
    [503, true],
    [undefined, true],
    [422, false],
    [403, false],
  ] as const;
  for (const [httpStatus, retryable] of cases) {
    const failed = { status: 'failed' as const, error: 'The e-mail service said no.', attempts: 1 };
    for (const delivery of [
      { kind: 'decision', bookingId: id },
      { kind: 'received', bookingId: id, key: receiptKey },
      { kind: 'reminder', bookingId: id, key: reminderKey, hours: 24 },
    ] as const) {
      const { deps, recorded } = fakeDeps({
        booking: delivery.kind === 'received' ? pending() : booking(),
        send: httpStatus === undefined ? failed : { ...failed, httpStatus },
      });
      const result = await deliverBookingEmail(delivery, null, deps);
      assert.deepEqual(
        result,
        { status: 'failed', error: 'The e-mail service said no.', retryable },
        `${delivery.kind} ${httpStatus}`,
      );
      assert.equal(recorded.at(-1)?.status, 'failed');
    }
  }
});

Deno.test('a database that cannot be read is a failure to try again, never a throw', async () => {
  const { deps, sent, logs } = fakeDeps({ loadFails: true });
  const result = await deliverBookingEmail({ kind: 'decision', bookingId: id }, null, deps);
  assert.deepEqual(result, { status: 'failed', error: 'database down', retryable: true });
  assert.equal(sent.length, 0);
  assert.match(logs[0] ?? '', /database down/);
});

Deno.test('without a sender address the e-mail fails, recorded, to be tried again once it is set', async () => {
  const { deps, sent, recorded } = fakeDeps({ from: undefined });
  const result = await deliverBookingEmail({ kind: 'decision', bookingId: id }, staffId, deps);
  assert.deepEqual(result, { status: 'failed', error: messages.notConfigured, retryable: true });
  assert.equal(sent.length, 0);
  assert.deepEqual(
    recorded.map((row) => row.status),
    ['failed'],
  );
});
