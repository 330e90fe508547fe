import assert from 'node:assert/strict';
import { locales } from '../../../packages/domain/src/locales.ts';
import { venue, venueAddress } from '../../../packages/domain/src/venue.ts';
import { type EmailBooking, localeOf } from './booking.ts';
import { calendarInvite } from './calendar-invite.ts';
import { outgoingEmail } from './email-parts.ts';
import { birthdayBooking, booking } from './fixtures.test-support.ts';
import { emailMessages } from './messages.ts';
import { renderEmail, subjectFor } from './templates.ts';

const lri = '\u2066';
const pdi = '\u2069';
const price = (amount: string) => `${lri}${amount}\u00a0₪${pdi}`;

const arabic = (overrides: Partial<EmailBooking> = {}) => booking({ locale: 'ar', ...overrides });
const party = (overrides: Partial<EmailBooking> = {}) =>
  birthdayBooking({ locale: 'ar', customer_notes: 'سامي ٨ سنوات', ...overrides });
const moved = { rescheduled_at: '2026-11-22T09:00:00+00:00', reschedule_count: 1 };
const rejectedAt = {
  status: 'rejected' as const,
  approved_at: null,
  rejected_at: '2026-11-21T13:00:00+00:00',
};
const cancelledAt = { status: 'cancelled' as const, cancelled_at: '2026-11-22T09:00:00+00:00' };
const inviteVenue = {
  name: venue.name,
  address: venueAddress('ar'),
  email: venue.email,
  timeZone: venue.timeZone,
};

Deno.test('an Arabic booking gets Arabic subjects, with the date in Arabic and Western digits', () => {
  assert.equal(subjectFor('approved', arabic()), 'تأكيد حجز البولينغ - 5 كانون الأول 2026');
  assert.equal(
    subjectFor('rejected', arabic(rejectedAt)),
    'بخصوص حجز البولينغ - 5 كانون الأول 2026',
  );
});

Deno.test('the Arabic approval is right to left and lists the details in Arabic', () => {
  const email = renderEmail('approved', arabic());
  assert.match(email.html, /^<!doctype html>\n<html lang="ar" dir="rtl">/);
  assert.ok(email.html.includes('dir="rtl" style="background:#0b0820'));
  assert.match(email.text, /^مساركم محجوز!\n/);
  assert.ok(email.text.includes('مرحبًا \u2068Lina Saleh\u2069، يسعدنا إبلاغكم'));
  for (const line of [
    'التاريخ: 5 كانون الأول 2026',
    'الوقت: 19:30',
    'الأشخاص: 4',
    'الجولات: 2',
    'النوع: حجز عادي',
    `الهاتف: ${lri}+970599123456${pdi}`,
    `رقم الحجز: ${lri}SZ-7K4Q${pdi}`,
    'مفتوح يوميًا من 15:00 إلى 23:00',
    `اتصلوا بنا على ${lri}+970\u00a02\u00a0295\u00a00000${pdi}`,
  ]) {
    assert.ok(email.text.includes(line), `missing ${line}`);
  }
  assert.ok(email.html.includes('>الجولات</td>'));
  assert.ok(!/[\u0660-\u0669]/.test(email.text.replace('سامي ٨ سنوات', '')));
});

Deno.test('an Arabic birthday e-mail counts guests in Arabic and keeps prices as "₪" left to right', () => {
  const email = renderEmail('approved', party());
  assert.match(email.text, /^حفلة عيد الميلاد محجوزة!/);
  assert.ok(email.text.includes('عدد الضيوف: 18'));
  assert.ok(email.text.includes('المدة: 90 دقيقة'));
  assert.ok(email.text.includes(`المجموع التقديري: ${price('1,260')} (18 ضيفًا × ${price('70')})`));
  assert.ok(email.text.includes(`العربون: ${price('200')}`));
  assert.ok(email.text.includes(`بشأن العربون البالغ ${price('200')}`));
  assert.ok(email.text.includes('ملاحظاتكم: \u2068سامي ٨ سنوات\u2069'));
  const few = renderEmail('approved', party({ people: 5 }));
  assert.ok(few.text.includes('5 ضيوف ×'));
});

Deno.test('an Arabic reschedule names the new day and slot in Arabic', () => {
  const email = renderEmail('approved', arabic(moved));
  assert.match(email.text, /^تغيّر موعد حجزكم\n/);
  assert.ok(email.text.includes('إلى 5 كانون الأول 2026 الساعة 19:30، وهو مؤكَّد في موعده الجديد'));
  assert.ok(email.text.includes('تحلّ دعوة التقويم المرفقة محلّ الدعوة السابقة'));
});

Deno.test('an Arabic rejection carries the default reason in Arabic, its bar on the right', () => {
  const email = renderEmail('rejected', arabic({ ...rejectedAt, rejection_reason: ' ' }));
  assert.match(email.text, /^بخصوص طلب حجزكم\n/);
  assert.ok(email.text.includes(`السبب: \u2068${emailMessages.ar.rejected.defaultReason}\u2069`));
  assert.ok(email.html.includes('border-right:4px solid'));
  assert.ok(!email.html.includes('border-left'));
  const written = renderEmail('rejected', arabic({ ...rejectedAt, rejection_reason: 'Full' }));
  assert.ok(written.text.includes('السبب: \u2068Full\u2069'));
});

Deno.test('the Arabic calendar invite has an Arabic title and description', () => {
  const regular = calendarInvite(arabic(), inviteVenue, new Date('2026-11-21T12:00:00Z'));
  assert.ok(regular.includes(`SUMMARY:بولينغ (4 أشخاص) في ${venue.name}`));
  assert.ok(regular.replace(/\r\n /g, '').includes('. جولتان. للاستفسار:'));
  const birthday = calendarInvite(party(), inviteVenue, new Date('2026-11-21T12:00:00Z'));
  assert.ok(birthday.includes('SUMMARY:باقة عيد الميلاد Blaze في'));
  assert.ok(birthday.replace(/\r\n /g, '').includes('حفلة عيد ميلاد (18 ضيفًا)'));
  for (const line of birthday.split('\r\n')) {
    assert.ok(new TextEncoder().encode(line).length <= 75, `line too long: ${line}`);
  }
});

Deno.test('every locale has its e-mail words; an unknown locale on a booking reads English', () => {
  assert.deepEqual(Object.keys(emailMessages).sort(), [...locales].sort());
  assert.equal(localeOf(booking({ locale: 'fr' })), 'en');
  assert.equal(
    subjectFor('approved', booking({ locale: 'fr' })),
    'Bowling Booking Confirmed - Dec 5, 2026',
  );
});

Deno.test('nothing in an Arabic e-mail or invite is left in English', () => {
  const bookings = [arabic(), arabic(moved), party(), party(moved), party({ bundle_price: null })];
  const parts: string[] = [];
  for (const item of bookings) {
    for (const email of [
      renderEmail('approved', item),
      renderEmail('rejected', { ...item, ...rejectedAt, rejection_reason: null }),
      renderEmail('cancelled', { ...item, ...cancelledAt }),
    ]) {
      parts.push(email.subject, email.text, email.html.replace(/<[^>]*>/g, ' '));
    }
    parts.push(calendarInvite(item, inviteVenue, new Date(0)).replace(/\r\n /g, ''));
  }
  // What is not the venue's words: names and places as typed, identifiers and the invite's fields.
  const values = [
    venue.name,
    venue.email,
    'Lina Saleh',
    'Blaze',
    /SZ-[0-9A-Z]{4,6}/g,
    /^[A-Z-]+[:;][^\n]*$/gm,
    /SUMMARY:|DESCRIPTION:/g,
  ];
  for (const part of parts) {
    const rest = values.reduce<string>((text, value) => text.replaceAll(value, ' '), part);
    assert.deepEqual(rest.match(/[A-Za-z]{2,}/g) ?? [], [], rest);
  }
});

Deno.test("an Arabic e-mail and its invite give the venue's address in Arabic", () => {
  const email = renderEmail('approved', arabic());
  // Isolated in its own direction (right to left, from its first letter), its number at its start.
  assert.ok(email.text.includes(`\u2068${venueAddress('ar')}\u2069`));
  assert.ok(email.html.includes(venueAddress('ar')));
  assert.ok(!email.text.includes('Al-Irsal'));
  const attachment = outgoingEmail(
    { from: 'Strike Zone <bookings@strikezone.example>' },
    'lina@example.com',
    email,
    arabic(),
    'approved',
  ).attachments?.[0];
  const invite = new TextDecoder().decode(
    Uint8Array.from(atob(attachment?.content ?? ''), (character) => character.charCodeAt(0)),
  );
  // Lines longer than 75 octets are folded; the Arabic comma needs no escaping.
  assert.ok(
    invite.replace(/\r\n /g, '').includes(`\r\nLOCATION:${venueAddress('ar')}\r\n`),
    invite,
  );
});

Deno.test('the Arabic cancellation is short, right to left, and says the day and slot in Arabic', () => {
  assert.equal(
    subjectFor('cancelled', arabic(cancelledAt)),
    'إلغاء حجز البولينغ - 5 كانون الأول 2026',
  );
  const email = renderEmail('cancelled', arabic(cancelledAt));
  assert.match(email.html, /^<!doctype html>\n<html lang="ar" dir="rtl">/);
  assert.match(email.text, /^تم إلغاء حجزكم\n/);
  assert.ok(email.text.includes('بناءً على طلبكم'));
});

Deno.test('the Arabic manage link reads left to right inside the Arabic line', () => {
  const url = 'https://strikezone.example/ar/booking/manage/abc';
  const email = renderEmail('approved', arabic(), url);
  assert.ok(email.text.includes(`لعرض حجزكم أو إلغائه: ${lri}${url}${pdi}`));
  assert.ok(email.html.includes(`href="${url}"`));
});
