// Every word of every e-mail goes through the e-mails' catalogue: rendered with the pseudo-locale
// (accented English, packages/i18n/src/pseudo-text.ts) in place of English, no e-mail shows a
// plain Latin letter outside the booking's and the venue's data and what `Intl` formats.
import { ok as assert } from 'node:assert/strict';
import type { Messages } from '@lingui/core';
import {
  formatBookingWhen,
  formatDisplayDate,
  formatOpeningHours,
} from '../../../../packages/domain/src/format.ts';
import { venue, venueAddress } from '../../../../packages/domain/src/venue.ts';
import { plainLatin, pseudoMessages } from '../../../../packages/i18n/src/pseudo-text.ts';
import type { DecisionKind, EmailBooking } from '../../send-booking-email/booking.ts';
import { calendarInvite } from '../../send-booking-email/calendar-invite.ts';
import { birthdayBooking, booking } from '../../send-booking-email/fixtures.test-support.ts';
import { emailWordsFrom } from '../../send-booking-email/messages.ts';
import { renderEmail } from '../../send-booking-email/templates.ts';
import { passwordSetEmail } from '../../staff-accounts/password-set-email.ts';
import { type EmailMessageName, emailCatalogues } from './email-messages.generated.ts';
import { translatorFor } from './translate.ts';

const pseudoCatalogue = pseudoMessages(emailCatalogues.en as Messages) as Record<
  EmailMessageName,
  unknown[]
>;
const pseudo = translatorFor('en', pseudoCatalogue);
const pseudoWords = emailWordsFrom('en', pseudo);
const english = emailWordsFrom('en', translatorFor('en'));

const manageUrl = 'https://strikezone.example/booking/manage#token=abc';
const party = birthdayBooking({ customer_notes: 'Cake at seven' });
const cases: Array<[string, DecisionKind, EmailBooking]> = [
  ['an approval', 'approved', booking()],
  ['a birthday approval', 'approved', party],
  ['a move', 'approved', booking({ rescheduled_at: '2026-11-22T09:00:00Z', reschedule_count: 1 })],
  [
    'a rejection with a quick reason',
    'rejected',
    booking({ status: 'rejected', rejection_reason_key: 'full_capacity' }),
  ],
  ['a rejection without a reason', 'rejected', booking({ status: 'rejected' })],
  [
    'a rejection with a typed reason',
    'rejected',
    booking({ status: 'rejected', rejection_reason: 'Lanes closed for repairs' }),
  ],
  ['a cancellation', 'cancelled', booking({ status: 'cancelled' })],
];

/** The data an e-mail carries as it is: names, contacts, links, the venue's facts, formatted values. */
function dataOf(item: EmailBooking): string[] {
  return [
    manageUrl,
    item.name,
    item.email,
    item.phone,
    item.reference,
    item.bundle_name ?? '',
    item.customer_notes,
    item.rejection_reason ?? '',
    venue.name,
    venue.email,
    venue.phone.display,
    venueAddress('en'),
    formatDisplayDate(item.date, venue.timeZone, 'en'),
    formatBookingWhen(item.date, item.time, venue.timeZone, 'en'),
    formatOpeningHours(venue.openingHours, 'en'),
  ].filter((value): value is string => value !== null && value !== '');
}

/** What a reader sees of an e-mail part: its text, or its HTML without tags, less the data. */
function wordsLeft(part: string, data: readonly string[]): string {
  let text = part.replace(/<[^>]*>/g, ' ').replace(/&#\d+;/g, ' ');
  // The longest first: a name inside a longer value goes with it.
  for (const value of [...data].sort((a, b) => b.length - a.length)) {
    text = text.split(value).join(' ');
  }
  // Amounts in the English format ("1,260 ILS").
  return text.replace(/\d[\d,.]*\sILS/g, ' ');
}

const latinRuns = (text: string) => text.match(/[A-Za-z]+/g) ?? [];

for (const [what, kind, item] of cases) {
  Deno.test(`${what}: every word comes from the catalogue`, () => {
    const email = renderEmail(kind, item, manageUrl, pseudoWords);
    for (const part of [email.subject, email.text, email.html]) {
      const left = wordsLeft(part, dataOf(item));
      assert(!plainLatin.test(left), `plain words: ${latinRuns(left).join(', ')}`);
    }
    // The same e-mail in English keeps words to find: the check above is not empty-handed.
    const plain = renderEmail(kind, item, manageUrl, english);
    assert(plainLatin.test(wordsLeft(plain.text, dataOf(item))));
  });
}

// The receipt and the reminder, with both of the reminder's links.
const comingUrl = 'https://strikezone.example/booking/coming/abc';
const notices: Array<[string, 'received' | 'reminder', EmailBooking]> = [
  ['a receipt', 'received', booking({ status: 'pending', approved_at: null })],
  ['a birthday receipt', 'received', { ...party, status: 'pending', approved_at: null }],
  ['a reminder', 'reminder', booking()],
  ['a birthday reminder', 'reminder', party],
];

for (const [what, kind, item] of notices) {
  Deno.test(`${what}: every word comes from the catalogue`, () => {
    const links = { manage: manageUrl, coming: comingUrl };
    const email = renderEmail(kind, item, links, pseudoWords);
    for (const part of [email.subject, email.text, email.html]) {
      const left = wordsLeft(part, [comingUrl, ...dataOf(item)]);
      assert(!plainLatin.test(left), `plain words: ${latinRuns(left).join(', ')}`);
    }
    const plain = renderEmail(kind, item, links, english);
    assert(plainLatin.test(wordsLeft(plain.text, [comingUrl, ...dataOf(item)])));
  });
}

Deno.test("the calendar invite's title and description come from the catalogue", () => {
  const inviteVenue = {
    name: venue.name,
    address: venueAddress('en'),
    email: venue.email,
    timeZone: venue.timeZone,
  };
  for (const item of [booking(), party]) {
    const invite = calendarInvite(item, inviteVenue, new Date(0), pseudoWords.invite);
    const lines = invite
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter((line) => /^(SUMMARY|DESCRIPTION)[:;]/.test(line))
      .map((line) => line.slice(line.indexOf(':') + 1).replace(/\\([,;\\])/g, '$1'));
    assert(lines.length === 2, invite);
    for (const line of lines) {
      const left = wordsLeft(line, dataOf(item));
      assert(!plainLatin.test(left), `plain words: ${latinRuns(left).join(', ')}`);
    }
  }
});

Deno.test("the staff notice's every word comes from the catalogue", () => {
  const member = { email: 'rami@example.com', name: 'Rami', locale: 'en' };
  const email = passwordSetEmail(member, 'Jana', pseudo);
  for (const part of [email.subject, email.text, email.html]) {
    const left = wordsLeft(part, [member.name, 'Jana', venue.name]);
    assert(!plainLatin.test(left), `plain words: ${latinRuns(left).join(', ')}`);
  }
});
