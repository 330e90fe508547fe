/**
 * The words the booking page's errors come in. The domain's schemas and the database's
 * `request_booking` refuse in English, word for word alike (a data test compares them), and the
 * form keeps those English texts; where an error is shown, `translateDomainMessage` looks the
 * English up here and gives the visitor's language. A message with a value the venue sets (a
 * limit) is listed by its English text; one with values from the data (a package's group size) by
 * a pattern whose numbers become the translation's placeholders.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isolate } from '@venue/domain/bidi';
import {
  beyondHorizonMessage,
  birthdayDurationMessage,
  birthdayPeopleMessage,
  dateRequiredMessage,
  invalidDurationMessage,
  notesTooLongMessage,
  packageRequiredMessage,
  pastClosingMessage,
  pastDateMessage,
  pastSlotMessage,
  peopleMessage,
  regularDurationMessage,
  roundsMessage,
  timeRequiredMessage,
} from '@venue/domain/forms/booking-form';
import {
  emailInvalidMessage,
  emailRequiredMessage,
  nameHiddenCharactersMessage,
  nameRequiredMessage,
  phoneInvalidMessage,
  phoneRequiredMessage,
  textHiddenCharactersMessage,
} from '@venue/domain/forms/fields';
import { limits, pendingPerEmailMessage, pendingPerSlotMessage } from '@venue/domain/limits';
import {
  bookingHorizonDays,
  maxPeoplePerBooking,
  maxRoundsPerBooking,
  sessionMinutes,
  venue,
} from '@venue/domain/venue';
import { sourceLocale } from '@venue/i18n/locales';

/** The site's own words when `request_booking` refuses a visitor who asked too often. */
export const rateLimitMessage = `We have received several booking requests from you in a short time. Please try again in a few minutes, or call us at ${venue.phone.display}.`;

// Values that read left to right (a phone number, an example number) stay so inside Arabic.
const phone = isolate(venue.phone.display);
const localExample = isolate('05XXXXXXXX');
const internationalExample = isolate('+970XXXXXXXXX');
const { nameMaxLength, emailMaxLength, customerNotesMaxLength } = limits;
const { birthdayPeopleMin, birthdayPeopleMax, packageDurationMin, packageDurationMax } = limits;

/** Every English error the booking page can show, with its message for the catalogue. */
export const bookingMessages: ReadonlyMap<string, MessageDescriptor> = new Map([
  // The contact fields (forms/fields.ts).
  [nameRequiredMessage, msg`Name is required`],
  [
    `Name must be at most ${nameMaxLength} characters`,
    msg`Name must be at most ${nameMaxLength} characters`,
  ],
  [
    nameHiddenCharactersMessage,
    msg`Name cannot contain line breaks or hidden formatting characters`,
  ],
  [emailRequiredMessage, msg`Email is required`],
  [
    `Email must be at most ${emailMaxLength} characters`,
    msg`Email must be at most ${emailMaxLength} characters`,
  ],
  [emailInvalidMessage, msg`Email is invalid`],
  [phoneRequiredMessage, msg`Phone is required`],
  [
    phoneInvalidMessage,
    msg`Enter the WhatsApp number like ${localExample} or ${internationalExample}`,
  ],
  [textHiddenCharactersMessage, msg`Please remove hidden formatting characters`],
  // The booking's choices (forms/booking-form.ts).
  [dateRequiredMessage, msg`Please choose a date`],
  [timeRequiredMessage, msg`Please choose a time`],
  [packageRequiredMessage, msg`Please choose a package`],
  [peopleMessage, msg`Choose 1 to ${maxPeoplePerBooking} people`],
  [
    birthdayPeopleMessage,
    msg`A party can have ${birthdayPeopleMin} to ${birthdayPeopleMax} people`,
  ],
  [roundsMessage, msg`Choose 1 to ${maxRoundsPerBooking} rounds`],
  [regularDurationMessage, msg`A regular booking lasts ${sessionMinutes} minutes`],
  [
    birthdayDurationMessage,
    msg`A package lasts ${packageDurationMin} to ${packageDurationMax} whole minutes`,
  ],
  [invalidDurationMessage, msg`The booking must last a whole number of minutes`],
  [notesTooLongMessage, msg`Notes must be at most ${customerNotesMaxLength} characters`],
  [pastDateMessage, msg`Past dates cannot be booked`],
  [beyondHorizonMessage, msg`Bookings can be made up to ${bookingHorizonDays} days ahead`],
  [pastSlotMessage, msg`This time is no longer available`],
  [pastClosingMessage, msg`This booking would run past closing time`],
  ['Choose Regular Booking or Birthday Package', msg`Choose Regular Booking or Birthday Package`],
  // What only the server can tell (request_booking), and the data layer's fallback.
  [
    pendingPerEmailMessage,
    msg`This email address already has booking requests waiting for our reply. We will contact you soon, or call us.`,
  ],
  [
    pendingPerSlotMessage,
    msg`This time already has many booking requests waiting for our reply. Please choose another time, or call us.`,
  ],
  [
    'This birthday package is no longer available. Please choose another one.',
    msg`This birthday package is no longer available. Please choose another one.`,
  ],
  ['A regular booking has no package', msg`A regular booking has no package`],
  ['Something went wrong. Please try again.', msg`Something went wrong. Please try again.`],
  [
    rateLimitMessage,
    msg`We have received several booking requests from you in a short time. Please try again in a few minutes, or call us at ${phone}.`,
  ],
]);

/** Messages whose values come from the data: the numbers a pattern catches fill the message. */
const bookingMessagePatterns: ReadonlyArray<{
  pattern: RegExp;
  message: (...values: number[]) => MessageDescriptor;
}> = [
  {
    // packageGuestsMessage, for a package from one guest.
    pattern: /^This package is for up to (\d+) people$/,
    message: (maxPeople) => msg`This package is for up to ${maxPeople} people`,
  },
  {
    // packageGuestsMessage, for a package with a larger group size.
    pattern: /^This package is for (\d+) to (\d+) people$/,
    message: (minPeople, maxPeople) => msg`This package is for ${minPeople} to ${maxPeople} people`,
  },
];

/** The message of an English error of the booking page, or undefined when it is not known. */
export function bookingMessageOf(english: string): MessageDescriptor | undefined {
  const listed = bookingMessages.get(english);
  if (listed) return listed;
  for (const { pattern, message } of bookingMessagePatterns) {
    const match = pattern.exec(english);
    if (match) return message(...match.slice(1).map(Number));
  }
  return undefined;
}

/**
 * An English error from the domain or the server in the active language. English, and a message
 * not listed here (a network failure's own words), are shown as they came.
 */
export function translateDomainMessage(i18n: I18n, english: string): string {
  if (i18n.locale === sourceLocale) return english;
  const message = bookingMessageOf(english);
  return message ? i18n._(message) : english;
}
