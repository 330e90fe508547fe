// The e-mail telling a customer a change to the schedule strands their booking, as the outbox
// sends it (deliverBookingEmail's `affected`): the reason as the manager wrote it in the
// booking's language, the link to move it, once per flag, and nothing for a booking not affected.
import assert from 'node:assert/strict';
import type { EmailBooking, ScheduleConflict } from './booking.ts';
import { deliverBookingEmail } from './deliver.ts';
import { fakeDeps } from './deps.test-support.ts';
import { booking } from './fixtures.test-support.ts';

const eidClosure: ScheduleConflict = {
  code: 'booking.day_closed',
  params: { date: '2026-12-05', reason: { en: 'Eid al-Fitr', ar: 'عيد الفطر' } },
  flaggedAt: '2026-11-25T09:00:00.5+00:00',
};

const affected = { kind: 'affected', bookingId: booking().id } as const;

Deno.test('tells the customer of a booking a closure strands, with the reason and the link to move it', async () => {
  const { deps, sent, recorded } = fakeDeps({ conflict: eidClosure });
  const result = await deliverBookingEmail(affected, null, deps);
  assert.equal(result.status, 'sent');
  const email = sent[0]?.email;
  assert.equal(email?.subject, 'Your booking on Dec 5, 2026 needs a new time');
  assert.ok(email?.text.includes('We are closed that day. \u2068Eid al-Fitr\u2069'), email?.text);
  const key = sent[0]?.key ?? '';
  assert.ok(key.endsWith(`-affected-${Date.parse(eidClosure.flaggedAt)}-2026-12-05-1930`), key);
  assert.ok(
    email?.text.includes(
      `Choose a new time, or cancel, here: https://strikezone.example/booking/manage/token-${key.length}`,
    ),
  );
  assert.equal(email?.attachments, undefined, 'no calendar invite for a booking that must move');
  assert.deepEqual(
    recorded.map((row) => [row.kind, row.status]),
    [
      ['affected', 'sending'],
      ['affected', 'sent'],
    ],
  );
});

Deno.test('the affected e-mail is in the booking language, the closure reason as the manager wrote it there', async () => {
  const { deps, sent } = fakeDeps({
    booking: booking({ locale: 'ar' }),
    conflict: {
      code: 'booking.time_closed',
      params: { from: '18:00', to: '20:00', reason: { en: 'Private event', ar: 'حفل خاص' } },
      flaggedAt: eidClosure.flaggedAt,
    },
  });
  await deliverBookingEmail(affected, null, deps);
  const text = sent[0]?.email.text ?? '';
  assert.ok(text.includes('حفل خاص'), text);
  assert.ok(!text.includes('Private event'));
  assert.ok(sent[0]?.email.html.startsWith('<!doctype html>\n<html lang="ar" dir="rtl">'));
});

Deno.test('no affected e-mail for a booking the schedule does not strand, one only a lane block touches, or one no longer open', async () => {
  const cases: [string, EmailBooking, ScheduleConflict | null][] = [
    ['no conflict', booking(), null],
    [
      'a blocked lane',
      booking(),
      { code: 'lane.blocked', params: { lane: 2, time: '19:30' }, flaggedAt: eidClosure.flaggedAt },
    ],
    [
      'cancelled',
      booking({ status: 'cancelled', cancelled_at: '2026-11-26T10:00:00Z' }),
      eidClosure,
    ],
  ];
  for (const [name, row, conflict] of cases) {
    const { deps, sent, recorded } = fakeDeps({ booking: row, conflict });
    const result = await deliverBookingEmail(affected, null, deps);
    assert.deepEqual(result, { status: 'skipped', reason: 'not_current' }, name);
    assert.equal(sent.length + recorded.length, 0, name);
  }
});
