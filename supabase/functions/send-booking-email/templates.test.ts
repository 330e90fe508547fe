import assert from 'node:assert/strict';
import { birthdayEstimate } from '../../../packages/domain/src/pricing.ts';
import { decisionOf, idempotencyKey } from './booking.ts';
import { calendarInvite } from './calendar-invite.ts';
import { birthdayBooking, booking } from './fixtures.test-support.ts';
import { emailMessages } from './messages.ts';
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

Deno.test('the approval lists date, time, people, rounds, phone, type and booking reference in both bodies', () => {
  const email = renderEmail('approved', booking());
  for (const part of [email.text, email.html]) {
    for (const detail of ['Dec 5, 2026', '19:30', 'Regular Booking', '+970599123456', 'SZ-7K4Q']) {
      assert.ok(part.includes(detail), `missing ${detail}`);
    }
  }
  assert.match(email.text, /People: 4/);
  assert.match(email.text, /Rounds: 2/);
  assert.match(email.text, /confirmed/);
});

const blazeParty = birthdayBooking({ customer_notes: 'Sami turns 8\nChocolate cake, no nuts' });

Deno.test('an estimate is worded as guests times the price, one guest in the singular', () => {
  const { estimateSum } = emailMessages.en;
  assert.equal(estimateSum(birthdayEstimate(18, 70)), '18 guests × 70 ILS');
  assert.equal(estimateSum(birthdayEstimate(1, 80.5)), '1 guest × 80.50 ILS');
  assert.equal(
    emailMessages.ar.estimateSum(birthdayEstimate(18, 70)),
    '18 ضيفًا × \u206670\u00a0₪\u2069',
  );
});

Deno.test('a birthday e-mail names the package, guests, estimated total and deposit instead of rounds', () => {
  const email = renderEmail('approved', blazeParty);
  assert.match(email.text, /Package: Blaze/);
  assert.match(email.text, /Guests: 18/);
  assert.match(email.text, /Duration: 90 minutes/);
  assert.match(email.text, /Estimated total: 1,260 ILS \(18 guests × 70 ILS\)/);
  assert.match(email.text, /Deposit: 200 ILS/);
  assert.match(email.text, /Type: Birthday Package/);
  assert.doesNotMatch(email.text, /Rounds:/);
  assert.doesNotMatch(email.text, /People:/);
  for (const part of [email.text, email.html]) {
    for (const detail of ['Blaze', '1,260 ILS', '200 ILS', 'Chocolate cake, no nuts']) {
      assert.ok(part.includes(detail), `missing ${detail}`);
    }
  }
});

Deno.test('a birthday approval speaks of the party, never of a lane', () => {
  const email = renderEmail('approved', blazeParty);
  assert.match(email.text, /^Your birthday party is booked!/);
  assert.match(email.text, /your birthday party at Strike Zone is confirmed/);
  assert.match(email.text, /the 200 ILS deposit that secures the party/);
  assert.doesNotMatch(email.text + email.html, /lane/i);
  const moved = renderEmail('approved', {
    ...blazeParty,
    rescheduled_at: '2026-11-22T09:00:00+00:00',
    reschedule_count: 1,
  });
  assert.match(moved.text, /^Your birthday party has moved/);
  assert.doesNotMatch(moved.text, /lane/i);
});

Deno.test('a regular approval still says "Your lane is booked!" with people and rounds', () => {
  const email = renderEmail('approved', booking());
  assert.match(email.text, /^Your lane is booked!/);
  assert.doesNotMatch(email.text, /Estimated total|Deposit|Guests/);
});

Deno.test('a birthday without a stored price or notes leaves the estimate and notes out', () => {
  const email = renderEmail('approved', { ...blazeParty, bundle_price: null, customer_notes: '' });
  assert.match(email.text, /Guests: 18/);
  assert.doesNotMatch(email.text, /Estimated total|Deposit:|Your notes/);
});

Deno.test('a rejection carries the reason reception wrote', () => {
  const email = renderEmail('rejected', rejected);
  assert.match(email.text, /Reason: \u2068Full capacity at that time\u2069/);
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

const fsi = '\u2068';
const pdi = '\u2069';

Deno.test('an Arabic name is isolated: <bdi> in the HTML, FSI and PDI in the plain text', () => {
  const email = renderEmail('approved', booking({ name: 'ليلى حداد' }));
  assert.ok(email.text.includes(`Hi ${fsi}ليلى حداد${pdi}, great news`));
  assert.ok(email.html.includes('Hi <bdi dir="auto">ليلى حداد</bdi>, great news'));
});

Deno.test('notes are isolated line by line in the plain text and keep their line breaks in the HTML', () => {
  const email = renderEmail('approved', { ...blazeParty, customer_notes: 'سامي ٨ سنوات\nNo nuts' });
  assert.ok(email.text.includes(`Your notes: ${fsi}سامي ٨ سنوات${pdi}\n${fsi}No nuts${pdi}`));
  assert.ok(email.html.includes('<bdi dir="auto">سامي ٨ سنوات<br>No nuts</bdi>'));
});

Deno.test('a rejection reason is isolated, and bidi controls inside it cannot break out', () => {
  const email = renderEmail('rejected', {
    ...rejected,
    rejection_reason: 'ممتلئ\u2069\u202E tonight',
  });
  assert.ok(email.text.includes(`Reason: ${fsi}ممتلئ tonight${pdi}`));
  assert.ok(email.html.includes('<bdi dir="auto">ممتلئ tonight</bdi>'));
  assert.ok(!email.text.includes('\u202E'));
});

Deno.test("the venue's own words and values are not wrapped; an escaped name stays escaped inside <bdi>", () => {
  const email = renderEmail('approved', booking({ name: '<b>Lina</b>' }));
  assert.ok(email.html.includes('<bdi dir="auto">&#60;b&#62;Lina&#60;\u2215b&#62;</bdi>'));
  assert.ok(email.text.includes('Booking reference: SZ-7K4Q'));
  assert.ok(!/\u2068[^\u2069]*Booking reference/.test(email.text));
});

Deno.test('a name or notes written as a link read as typed and link nowhere, in both bodies and languages', () => {
  const name = 'Claim your refund at evil.example/r or https://evil.example, mail a@evil.example';
  // A domain, an address or a scheme: what mail clients turn into links.
  const linkLike = /[\p{L}\p{N}-]\.[\p{L}]{2,}|@[\p{L}\p{N}-]|[a-z]+:\/\//u;
  assert.match(name, linkLike);
  for (const locale of ['en', 'ar'] as const) {
    const party = booking({
      locale,
      name,
      type: 'birthday',
      bundle_name: 'Blaze',
      customer_notes: 'See www.evil.example/cake',
    });
    for (const kind of ['approved', 'rejected', 'cancelled'] as const) {
      const email = renderEmail(kind, {
        ...party,
        status: kind,
        cancelled_at: '2026-11-22T09:00:00Z',
      });
      for (const part of [email.text, email.html]) {
        assert.ok(
          part.includes('evil\u2024example\u2215r'),
          `${locale} ${kind}: the name as typed`,
        );
        assert.ok(!part.includes('evil.example'), `${locale} ${kind}: no domain`);
        assert.ok(!part.includes('a@evil'), `${locale} ${kind}: no address`);
        assert.ok(!/https?:\/\/evil/.test(part), `${locale} ${kind}: no scheme`);
      }
      assert.ok(!/<a [^>]*evil/.test(email.html));
    }
  }
});

Deno.test('a moved booking has its own subject with the new day and time, in both languages', () => {
  const moved = {
    date: '2026-12-07',
    time: '16:30',
    rescheduled_at: '2026-11-22T09:15:00Z',
    reschedule_count: 1,
  };
  assert.equal(
    subjectFor('approved', booking(moved)),
    'Your booking moved to Dec 7, 2026 at 16:30',
  );
  const arabic = subjectFor('approved', booking({ ...moved, locale: 'ar' }));
  assert.match(arabic, /^نُقل حجزكم إلى /);
  assert.ok(!arabic.startsWith('تأكيد'));
  assert.equal(subjectFor('approved', booking()), 'Bowling Booking Confirmed - Dec 5, 2026');
});
