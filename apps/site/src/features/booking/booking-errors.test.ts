import { i18n } from '@lingui/core';
import * as bookingForm from '@venue/domain/forms/booking-form';
import { fieldErrors } from '@venue/domain/forms/field-errors';
import * as fields from '@venue/domain/forms/fields';
import { englishOfMessage } from '@venue/domain/refusal-english';
import { refusalOf } from '@venue/domain/refusals';
import { venueTimeZone } from '@venue/domain/venue';
import { describe, expect, it } from 'vitest';
import { messageText } from '../../lib/domain-messages.ts';
import { activateLocale } from '../../lib/i18n.ts';

/** The refusals a module exports as `...Message`. */
function messagesOf(module: Record<string, unknown>): string[] {
  return Object.entries(module)
    .filter(([name, value]) => name.endsWith('Message') && typeof value === 'string')
    .map(([, value]) => value as string);
}

const valid = {
  name: 'Lina Haddad',
  email: 'lina@example.com',
  phone: '+970591234567',
  date: '2026-11-21',
  time: '18:00',
};

/** What the schema says about inputs wrong in every way the booking form can be. */
function schemaMessages(): string[] {
  const wrong = [
    { type: 'regular', ...valid, name: '', email: '', phone: '', date: '', time: '' },
    { type: 'regular', ...valid, name: 'x'.repeat(101), email: `${'x'.repeat(250)}@x.ps` },
    { type: 'regular', ...valid, name: 'Lina\nHaddad', email: 'lina', phone: '123' },
    { type: 'regular', ...valid, people: 13, rounds: 4, duration: 90 },
    { type: 'birthday', ...valid, people: 0, packageId: '', duration: 20, notes: 'x'.repeat(501) },
    { type: 'birthday', ...valid, people: 5, packageId: 'p', notes: 'a\u202Eb' },
    { type: 'party', ...valid },
  ];
  const wrongVr = [
    { type: 'vr', ...valid, people: 5, rounds: 4, ageConfirmed: false },
    { type: 'vr', ...valid, people: 0, rounds: 0 },
  ];
  return [
    ...wrong.flatMap((input) => Object.values(fieldErrors(bookingForm.bookingFormSchema, input))),
    ...wrongVr.flatMap((input) =>
      Object.values(fieldErrors(bookingForm.vrBookingFormSchema(4), input)),
    ),
  ];
}

/** What the venue clock refuses: a past day, a day beyond the horizon, a begun or too late slot. */
function timingMessages(): string[] {
  const now = new Date('2026-11-21T16:00:00Z');
  const bookings = [
    { date: '2026-11-20', time: '18:00' },
    { date: '2027-11-20', time: '18:00' },
    { date: '2026-11-21', time: '15:00' },
    { date: '2026-11-22', time: '22:30', duration: 90 },
    { date: '2026-11-22', time: '18:00', duration: 50.5 },
    { date: '2026-11-22', time: '18:10' },
  ];
  return bookings.map(
    (booking) => bookingForm.checkBookingTiming(booking, now, venueTimeZone)?.message ?? '',
  );
}

const guestMessages = [
  { minPeople: 1, maxPeople: 10 },
  { minPeople: 11, maxPeople: 25 },
  { minPeople: 26, maxPeople: 40 },
].map(bookingForm.packageGuestsMessage);

const arabicLetters = /[\u0600-\u06FF]/;

describe("the booking page's errors in Arabic", () => {
  const domainMessages = [
    ...messagesOf(bookingForm),
    ...messagesOf(fields),
    ...schemaMessages(),
    ...timingMessages(),
    ...guestMessages,
  ];

  it('has an Arabic translation of every refusal the domain can give a booking, by its code', async () => {
    expect(domainMessages.length).toBeGreaterThan(30);
    // Every check carries a code, none an English sentence.
    expect(domainMessages.filter((message) => refusalOf(message) === null)).toEqual([]);
    await activateLocale('ar');
    const untranslated = domainMessages.filter((message) => {
      const arabic = messageText(i18n, message);
      return arabic === englishOfMessage(message) || !arabicLetters.test(arabic);
    });
    expect(untranslated).toEqual([]);
  });

  it("keeps a package's numbers in the Arabic of its group size", async () => {
    await activateLocale('ar');
    expect(
      messageText(i18n, bookingForm.packageGuestsMessage({ minPeople: 11, maxPeople: 25 })),
    ).toBe('هذه الباقة لعدد من 11 إلى 25 شخصًا');
    expect(
      messageText(i18n, bookingForm.packageGuestsMessage({ minPeople: 1, maxPeople: 10 })),
    ).toBe('هذه الباقة لعدد يصل إلى 10 أشخاص');
  });

  it('shows each refusal in English in the words of the spec', async () => {
    await activateLocale('en');
    expect(messageText(i18n, bookingForm.pastDateMessage)).toBe('Past dates cannot be booked');
    for (const message of domainMessages) {
      expect(messageText(i18n, message).replace(/[\u2066-\u2069]/g, '')).toBe(
        englishOfMessage(message),
      );
    }
  });
});
