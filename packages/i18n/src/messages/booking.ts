import { msg, plural } from '@lingui/core/macro';
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
import { limits } from '@venue/domain/limits';
import { manageLinkNotFoundMessage } from '@venue/domain/manage-link';
import {
  bookingHorizonDays,
  maxPeoplePerBooking,
  maxRoundsPerBooking,
  sessionMinutes,
  venue,
} from '@venue/domain/venue';
import type { MessageTable } from './lookup.ts';

// A limit's plural writes the limit itself, not `#`, which groups thousands ("1,000"): the
// message reads as the domain's and the database's words ("1000").
const { customerNotesMaxLength } = limits;
// A phone number keeps its own direction inside an Arabic sentence.
const venuePhone = isolate(venue.phone.display);
const { birthdayPeopleMin, birthdayPeopleMax, packageDurationMin, packageDurationMax } = limits;

/**
 * What the booking form's schema (forms/booking-form.ts), the venue's clock and the database's
 * `request_booking` refuse a booking with.
 */
export const bookingMessages: MessageTable = {
  fixed: [
    [dateRequiredMessage, msg`Please choose a date`],
    [timeRequiredMessage, msg`Please choose a time`],
    [packageRequiredMessage, msg`Please choose a package`],
    [
      peopleMessage,
      msg`Choose 1 to ${plural(maxPeoplePerBooking, { one: '# person', other: '# people' })}`,
    ],
    [
      birthdayPeopleMessage,
      msg`A party can have ${birthdayPeopleMin} to ${plural(birthdayPeopleMax, { one: '# person', other: '# people' })}`,
    ],
    [
      roundsMessage,
      msg`Choose 1 to ${plural(maxRoundsPerBooking, { one: '# round', other: '# rounds' })}`,
    ],
    [
      regularDurationMessage,
      msg`A regular booking lasts ${plural(sessionMinutes, { one: '# minute', other: '# minutes' })}`,
    ],
    [
      birthdayDurationMessage,
      msg`A package lasts ${packageDurationMin} to ${plural(packageDurationMax, { one: '# whole minute', other: '# whole minutes' })}`,
    ],
    [invalidDurationMessage, msg`The booking must last a whole number of minutes`],
    [
      notesTooLongMessage,
      msg`Notes must be at most ${plural(customerNotesMaxLength, { one: `${customerNotesMaxLength} character`, other: `${customerNotesMaxLength} characters` })}`,
    ],
    [pastDateMessage, msg`Past dates cannot be booked`],
    [
      beyondHorizonMessage,
      msg`Bookings can be made up to ${plural(bookingHorizonDays, { one: '# day', other: '# days' })} ahead`,
    ],
    [pastSlotMessage, msg`This time is no longer available`],
    [pastClosingMessage, msg`This booking would run past closing time`],
    ['Choose Regular Booking or Birthday Package', msg`Choose Regular Booking or Birthday Package`],
    // What only the server can tell (its limits are refusal codes: refusals.ts).
    [
      'This birthday package is no longer available. Please choose another one.',
      msg`This birthday package is no longer available. Please choose another one.`,
    ],
    ['A regular booking has no package', msg`A regular booking has no package`],
    // The manage link's answer to a token that names no booking (its refusals are codes).
    [
      manageLinkNotFoundMessage,
      msg`We could not find this booking. Please check the link, or call us on ${venuePhone}.`,
    ],
  ],
  patterns: [
    {
      // packageGuestsMessage, for a package from one guest.
      pattern: /^This package is for up to (?<max>\d+) people$/,
      message: ({ max = '' }) => {
        const maxPeople = Number(max);
        return msg`This package is for up to ${plural(maxPeople, { one: '# person', other: '# people' })}`;
      },
    },
    {
      // packageGuestsMessage, for a package with a larger group size.
      pattern: /^This package is for (?<min>\d+) to (?<max>\d+) people$/,
      message: ({ min = '', max = '' }) => {
        const maxPeople = Number(max);
        return msg`This package is for ${min} to ${plural(maxPeople, { one: '# person', other: '# people' })}`;
      },
    },
  ],
};
