// The receipt of a site request and the reminder before a visit, in both languages: their
// subjects, their words, and the links each carries (and no other e-mail does).
import assert from 'node:assert/strict';
import { venue } from '../../../packages/domain/src/venue.ts';
import type { EmailBooking, EmailKind } from './booking.ts';
import { birthdayBooking, booking } from './fixtures.test-support.ts';
import { renderEmail, subjectFor } from './templates.ts';

const lri = '\u2066';
const pdi = '\u2069';
const site = 'https://strikezone.example';
const manage = (locale: 'en' | 'ar') => `${site}${locale === 'ar' ? '/ar' : ''}/booking/manage/tok`;
const coming = (locale: 'en' | 'ar') => `${site}${locale === 'ar' ? '/ar' : ''}/booking/coming/tok`;
const links = (locale: 'en' | 'ar') => ({ manage: manage(locale), coming: coming(locale) });

const request = (overrides: Partial<EmailBooking> = {}) =>
  booking({ status: 'pending', approved_at: null, ...overrides });

/** The hrefs of an e-mail's HTML, in order. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

Deno.test('the receipt reads "We got your booking request for {date}", in Arabic too', () => {
  assert.equal(subjectFor('received', request()), 'We got your booking request for Dec 5, 2026');
  assert.equal(
    subjectFor('received', request({ locale: 'ar' })),
    'وصلنا طلب حجزكم بتاريخ 5 كانون الأول 2026',
  );
});

Deno.test('the reminder reads "Reminder: your booking on {date} at {time}", in Arabic too', () => {
  assert.equal(subjectFor('reminder', booking()), 'Reminder: your booking on Dec 5, 2026 at 19:30');
  assert.equal(
    subjectFor('reminder', booking({ locale: 'ar' })),
    'تذكير: حجزكم بتاريخ 5 كانون الأول 2026 الساعة 19:30',
  );
});

Deno.test('the receipt gives the reference, the details, that it is not confirmed yet, and the manage link', () => {
  const email = renderEmail('received', request(), manage('en'));
  assert.match(email.text, /^We got your request\n/);
  assert.ok(email.text.includes('Your booking reference is SZ-7K4Q.'), email.text);
  assert.ok(email.text.includes('It is not confirmed yet: our reception team will look at it'));
  for (const line of ['Date: Dec 5, 2026', 'Time: 19:30', 'People: 4', 'Rounds: 2']) {
    assert.ok(email.text.includes(line), line);
  }
  assert.ok(email.text.includes(`See, change or cancel your request here: ${manage('en')}`));
  assert.deepEqual(hrefs(email.html), [manage('en')]);
  assert.doesNotMatch(email.text + email.html, /confirmed\./);
});

Deno.test("a birthday party's receipt names the party and its estimate as the approval does", () => {
  const email = renderEmail('received', birthdayBooking({ status: 'pending', approved_at: null }));
  assert.ok(email.text.includes('thank you for your birthday party request at Strike Zone'));
  assert.ok(email.text.includes('Package: Blaze'));
  assert.ok(email.text.includes('Estimated total: 1,260 ILS (18 guests × 70 ILS)'));
});

Deno.test('the Arabic receipt is right to left, its reference and link left to right inside it', () => {
  const email = renderEmail('received', request({ locale: 'ar' }), manage('ar'));
  assert.match(email.html, /^<!doctype html>\n<html lang="ar" dir="rtl">/);
  assert.match(email.text, /^وصلنا طلبكم\n/);
  assert.ok(email.text.includes(`رقم حجزكم ${lri}SZ-7K4Q${pdi}.`), email.text);
  // On one line: a reference broken at its hyphen reads as two.
  assert.ok(
    email.html.includes('رقم حجزكم <bdi dir="ltr" style="white-space:nowrap">SZ-7K4Q</bdi>.'),
  );
  assert.ok(email.text.includes('لم يُؤكَّد الحجز بعد'));
  assert.ok(email.text.includes(`لعرض طلبكم أو تغييره أو إلغائه: ${lri}${manage('ar')}${pdi}`));
  assert.deepEqual(hrefs(email.html), [manage('ar')]);
});

Deno.test('the reminder gives the day and time, asks to arrive early, and has its two buttons', () => {
  const email = renderEmail('reminder', booking(), links('en'));
  assert.match(email.text, /^See you soon!\n/);
  assert.ok(
    email.text.includes(
      'a reminder of your bowling booking at Strike Zone on Dec 5, 2026 at 19:30.',
    ),
  );
  assert.ok(email.text.includes('Please arrive 10 minutes early to get your shoes.'));
  assert.ok(email.text.includes(`I'm coming: ${coming('en')}\nChange or cancel: ${manage('en')}`));
  assert.deepEqual(hrefs(email.html), [coming('en'), manage('en')]);
  assert.match(email.html, new RegExp(`href="${coming('en')}"[^>]*>I&#39;m coming</a>`));
  assert.match(email.html, new RegExp(`href="${manage('en')}"[^>]*>Change or cancel</a>`));
  // The manage link is the button's alone: no second line for it at the end.
  assert.ok(!email.text.includes('See your booking, or cancel it'));
});

Deno.test('the Arabic reminder is right to left with Arabic buttons to the Arabic pages, the gap on their left', () => {
  const email = renderEmail('reminder', booking({ locale: 'ar' }), links('ar'));
  assert.match(email.html, /^<!doctype html>\n<html lang="ar" dir="rtl">/);
  assert.match(email.text, /^نراكم قريبًا!\n/);
  assert.ok(email.text.includes('بتاريخ 5 كانون الأول 2026 الساعة 19:30'));
  assert.ok(email.text.includes(`سأحضر: ${lri}${coming('ar')}${pdi}`));
  assert.ok(email.text.includes(`تغيير أو إلغاء: ${lri}${manage('ar')}${pdi}`));
  assert.deepEqual(hrefs(email.html), [coming('ar'), manage('ar')]);
  assert.match(email.html, /margin-left:8px[^>]*>سأحضر<\/a>/);
  assert.doesNotMatch(email.html, /margin-right:8px/);
});

Deno.test("a birthday party's reminder speaks of the party and its earlier arrival", () => {
  const email = renderEmail('reminder', birthdayBooking(), links('en'));
  assert.ok(email.text.includes('a reminder of your birthday party at Strike Zone'));
  assert.ok(email.text.includes('Please arrive 15 minutes early'));
  assert.doesNotMatch(email.text, /lane/i);
});

Deno.test('a reminder without links still goes, with neither button', () => {
  for (const given of [null, { manage: null, coming: null }]) {
    const email = renderEmail('reminder', booking(), given);
    assert.deepEqual(hrefs(email.html), []);
    assert.ok(!email.text.includes("I'm coming"));
  }
  const manageOnly = renderEmail('reminder', booking(), manage('en'));
  assert.deepEqual(hrefs(manageOnly.html), [manage('en')]);
  assert.ok(!manageOnly.text.includes("I'm coming"));
});

Deno.test('no other e-mail carries the "I\'m coming" link or the buttons, whatever links it is given', () => {
  const kinds: [EmailKind, EmailBooking][] = [
    ['approved', booking()],
    ['approved', booking({ rescheduled_at: '2026-11-22T09:00:00Z', reschedule_count: 1 })],
    ['rejected', booking({ status: 'rejected', rejected_at: '2026-11-21T13:00:00Z' })],
    ['received', request()],
    ['affected', booking({ conflict: { code: 'booking.day_closed', params: {}, flaggedAt: '' } })],
  ];
  for (const locale of ['en', 'ar'] as const) {
    for (const [kind, row] of kinds) {
      const email = renderEmail(kind, { ...row, locale }, links(locale));
      assert.ok(!email.html.includes('/booking/coming/'), `${locale} ${kind}`);
      assert.ok(!email.text.includes('/booking/coming/'), `${locale} ${kind}`);
      assert.deepEqual(hrefs(email.html), [manage(locale)], `${locale} ${kind}`);
    }
  }
});

Deno.test('nothing in the Arabic receipt or reminder is left in English', () => {
  const parts: string[] = [];
  for (const row of [request({ locale: 'ar' }), birthdayBooking({ locale: 'ar' })]) {
    for (const kind of ['received', 'reminder'] as const) {
      const email = renderEmail(kind, row, links('ar'));
      parts.push(email.subject, email.text, email.html.replace(/<[^>]*>/g, ' '));
    }
  }
  const values = [
    venue.name,
    'Lina Saleh',
    'Blaze',
    /SZ-[0-9A-Z]{4,6}/g,
    coming('ar'),
    manage('ar'),
  ];
  for (const part of parts) {
    const rest = values.reduce<string>((text, value) => text.replaceAll(value, ' '), part);
    assert.deepEqual(rest.match(/[A-Za-z]{2,}/g) ?? [], [], rest);
  }
});
