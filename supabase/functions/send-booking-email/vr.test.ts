import assert from 'node:assert/strict';
import { calendarInvite } from './calendar-invite.ts';
import { birthdayBooking, vrBooking } from './fixtures.test-support.ts';
import { renderEmail, subjectFor } from './templates.ts';

const inviteVenue = {
  name: 'Strike Zone',
  address: 'Al-Irsal St, Ramallah',
  email: 'hello@strikezone.ps',
  timeZone: 'Asia/Hebron',
};
const lri = '\u2066';
const pdi = '\u2069';

Deno.test('a VR approval has its own subject and speaks of VR sessions and players, never of a lane or shoes', () => {
  const email = renderEmail('approved', vrBooking());
  assert.equal(email.subject, 'VR Booking Confirmed - Dec 5, 2026');
  assert.match(email.text, /^Your VR session is booked!/);
  assert.match(email.text, /your VR booking at Strike Zone is confirmed/);
  assert.match(email.text, /Every player must be 8 or older\./);
  for (const line of [
    'Time: 18:00',
    'Type: VR Session',
    'Players: 3',
    'VR sessions: 2 sessions (40 minutes)',
    'Price: 210 ILS (3 players × 2 sessions × 35 ILS)',
  ]) {
    assert.ok(email.text.includes(line), `missing ${line}`);
  }
  assert.doesNotMatch(email.text + email.html, /lane|shoes|bowling|People:|Rounds:/i);
  assert.ok(email.html.includes('>Players</td>'));
});

Deno.test('one VR player for one session is worded in the singular', () => {
  const email = renderEmail('approved', vrBooking({ people: 1, rounds: 1, duration: 20 }));
  assert.ok(email.text.includes('VR sessions: 1 session (20 minutes)'));
  assert.ok(email.text.includes('Price: 35 ILS (1 player × 1 session × 35 ILS)'));
});

Deno.test("a VR request's receipt, reminder, rejection and cancellation say VR and the minimum age where the customer plans", () => {
  const pending = { status: 'pending' as const, approved_at: null };
  const received = renderEmail('received', vrBooking(pending));
  assert.match(received.text, /thank you for your VR booking request at Strike Zone/);
  assert.match(received.text, /Every player must be 8 or older\./);
  const reminder = renderEmail('reminder', vrBooking());
  assert.match(reminder.text, /a reminder of your VR booking at Strike Zone/);
  assert.match(reminder.text, /safety briefing\. Every player must be 8 or older\./);
  const rejected = vrBooking({
    status: 'rejected',
    approved_at: null,
    rejected_at: '2026-11-21T13:00:00+00:00',
  });
  assert.equal(subjectFor('rejected', rejected), 'VR Booking Update - Dec 5, 2026');
  assert.match(renderEmail('rejected', rejected).text, /cannot confirm your VR booking/);
  const cancelled = vrBooking({ status: 'cancelled', cancelled_at: '2026-11-22T09:00:00+00:00' });
  assert.equal(subjectFor('cancelled', cancelled), 'VR Booking Cancelled - Dec 5, 2026');
  for (const email of [received, reminder, renderEmail('cancelled', cancelled)]) {
    assert.doesNotMatch(email.text, /lane|shoes|bowling/i);
  }
});

Deno.test('a moved VR booking keeps its VR heading', () => {
  const moved = renderEmail(
    'approved',
    vrBooking({ rescheduled_at: '2026-11-22T09:00:00+00:00', reschedule_count: 1 }),
  );
  assert.match(moved.text, /^Your VR session has moved/);
  assert.match(moved.text, /your VR booking at Strike Zone has moved to/);
});

Deno.test('the Arabic VR approval reads right to left with players, sessions and the price in Arabic', () => {
  const email = renderEmail('approved', vrBooking({ locale: 'ar' }));
  assert.equal(email.subject, 'تأكيد حجز الواقع الافتراضي - 5 كانون الأول 2026');
  assert.match(email.text, /^جلسة الواقع الافتراضي محجوزة!\n/);
  for (const line of [
    'حجزكم للواقع الافتراضي',
    'يجب أن يكون عمر كل لاعب 8 سنوات أو أكثر.',
    'النوع: جلسة واقع افتراضي',
    'اللاعبون: 3',
    'جلسات الواقع الافتراضي: جلستان (40 دقيقة)',
    `السعر: ${lri}210\u00a0₪${pdi} (3 لاعبين × جلستان × ${lri}35\u00a0₪${pdi})`,
  ]) {
    assert.ok(email.text.includes(line), `missing ${line}`);
  }
  assert.doesNotMatch(email.text, /البولينغ|مسار/);
});

Deno.test("a party's approval gives its VR session time once approval has set it, in both languages", () => {
  const party = birthdayBooking({ vr_sessions: 1, vr_start: '20:00', time: '18:00' });
  const email = renderEmail('approved', party);
  assert.match(email.text, /Your party plays VR for 1 session from 20:00\./);
  assert.ok(email.text.includes('VR sessions: 1 session from 20:00'));
  const arabic = renderEmail('approved', { ...party, locale: 'ar' });
  assert.ok(
    arabic.text.includes('تلعب حفلتكم الواقع الافتراضي جلسة واحدة ابتداءً من الساعة 20:00.'),
  );
  const pending = renderEmail('received', {
    ...party,
    vr_start: null,
    status: 'pending',
    approved_at: null,
  });
  assert.ok(pending.text.includes('VR sessions: 1 session, the time set when it is confirmed'));
  assert.doesNotMatch(pending.text, /plays VR/);
  const noVr = renderEmail('approved', birthdayBooking());
  assert.doesNotMatch(noVr.text, /VR/);
});

Deno.test("a VR booking's calendar invite is VR for its players over its sessions' length", () => {
  const invite = calendarInvite(vrBooking(), inviteVenue, new Date('2026-11-21T12:00:00Z'));
  assert.match(invite, /SUMMARY:VR for 3 players at Strike Zone/);
  assert.match(invite, /DESCRIPTION:Booking SZ-7K4Q\. 2 VR sessions\./);
  assert.match(invite, /DTSTART:20261205T160000Z/);
  assert.match(invite, /DTEND:20261205T164000Z/);
});
