import assert from 'node:assert/strict';
import { decisionOf, idempotencyKey } from './booking.ts';
import { calendarInvite } from './calendar-invite.ts';
import { booking } from './fixtures.test-support.ts';
import { defaultRejectionReason, renderEmail, subjectFor } from './templates.ts';

const rejected = booking({
  status: 'rejected',
  approved_at: null,
  rejected_at: '2026-11-21T13:00:00+00:00',
  rejection_reason: 'Full capacity at that time',
});

Deno.test('an approval reads "Bowling Booking Confirmed - {date}" with the date as visitors read it', () => {
  assert.equal(subjectFor('approved', booking()), 'Bowling Booking Confirmed - Dec 5, 2026');
});

Deno.test('a rejection reads "Bowling Booking Update - {date}"', () => {
  assert.equal(subjectFor('rejected', rejected), 'Bowling Booking Update - Dec 5, 2026');
});

Deno.test('the approval lists date, time, people, rounds, phone, type and booking id in both bodies', () => {
  const email = renderEmail('approved', booking());
  for (const part of [email.text, email.html]) {
    for (const detail of [
      'Dec 5, 2026',
      '19:30',
      'Regular Booking',
      '+970599123456',
      booking().id,
    ]) {
      assert.ok(part.includes(detail), `missing ${detail}`);
    }
  }
  assert.match(email.text, /People: 4/);
  assert.match(email.text, /Rounds: 2/);
  assert.match(email.text, /confirmed/);
});

Deno.test('a birthday e-mail names the package and its duration instead of rounds', () => {
  const email = renderEmail(
    'approved',
    booking({ type: 'birthday', bundle_name: 'Blaze', duration: 90, people: 18 }),
  );
  assert.match(email.text, /Package: Blaze/);
  assert.match(email.text, /Duration: 90 minutes/);
  assert.match(email.text, /Type: Birthday Package/);
  assert.doesNotMatch(email.text, /Rounds:/);
});

Deno.test('a rejection carries the reason reception wrote', () => {
  const email = renderEmail('rejected', rejected);
  assert.match(email.text, /Reason: Full capacity at that time/);
  assert.ok(email.html.includes('Full capacity at that time'));
});

Deno.test('a rejection with a blank reason carries the default text', () => {
  const email = renderEmail('rejected', { ...rejected, rejection_reason: '   ' });
  assert.ok(email.text.includes(defaultRejectionReason));
});

Deno.test('values from the booking are escaped in the HTML', () => {
  const email = renderEmail('approved', booking({ name: '<script>alert(1)</script>' }));
  assert.ok(!email.html.includes('<script>'));
  assert.ok(email.html.includes('&#60;script&#62;'));
});

Deno.test('a pending booking has no decision to e-mail', () => {
  assert.equal(decisionOf(booking({ status: 'pending', approved_at: null })), null);
  assert.equal(decisionOf(booking()), 'approved');
  assert.equal(decisionOf(rejected), 'rejected');
});

Deno.test('the same decision always has the same key; a reschedule or a new decision has another', () => {
  const key = idempotencyKey(booking(), 'approved');
  assert.equal(idempotencyKey(booking(), 'approved'), key);
  assert.notEqual(idempotencyKey(booking({ time: '20:15' }), 'approved'), key);
  assert.notEqual(idempotencyKey(booking({ date: '2026-12-06' }), 'approved'), key);
  assert.notEqual(
    idempotencyKey(booking({ approved_at: '2026-11-22T09:00:00+00:00' }), 'approved'),
    key,
  );
  assert.notEqual(idempotencyKey(rejected, 'rejected'), key);
});

Deno.test('the calendar invite spans the booking in UTC with the venue as location', () => {
  const venue = {
    name: 'Strike Zone',
    address: '14 Al-Irsal Street, Ramallah',
    email: 'hello@strikezone.example',
    timeZone: 'Asia/Hebron',
  };
  const ics = calendarInvite(
    booking({ type: 'birthday', bundle_name: 'Blaze', duration: 90 }),
    venue,
    new Date('2026-11-21T12:00:00Z'),
  );
  assert.match(ics, /^BEGIN:VCALENDAR\r\n/);
  assert.match(ics, /\r\nDTSTART:20261205T173000Z\r\n/);
  assert.match(ics, /\r\nDTEND:20261205T190000Z\r\n/);
  assert.match(ics, /\r\nLOCATION:14 Al-Irsal Street\\, Ramallah\r\n/);
  assert.match(ics, /SUMMARY:Blaze birthday package at Strike Zone/);
  for (const line of ics.split('\r\n')) {
    assert.ok(new TextEncoder().encode(line).length <= 75, `line too long: ${line}`);
  }
});
