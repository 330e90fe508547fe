// The heading of each booking e-mail and the lines under it, in the booking's language: what was
// decided or what is asked of the customer, with their typed name set apart.
import { formatBookingWhen, formatIls, formatTime } from '../../../packages/domain/src/format.ts';
import type { LocaleCode } from '../../../packages/domain/src/locales.ts';
import { birthdayDeposit } from '../../../packages/domain/src/pricing.ts';
import { venue } from '../../../packages/domain/src/venue.ts';
import { vrMinimumAge } from '../../../packages/domain/src/vr.ts';
import {
  type EmailBooking,
  type EmailKind,
  isVenueCancellation,
  wasRescheduled,
} from './booking.ts';
import type { EmailMessages, Piece } from './messages.ts';
import { typed, unbrokenLeftToRight, unlinkable } from './pieces.ts';

/** The heading, and the paragraphs under it (each a run of pieces). */
export type Greeting = { heading: string; lines: Piece[][] };

/**
 * What the e-mail of `kind` says first: a receipt, a reminder, an approval (or its move), a change
 * to the schedule, a cancellation (the customer's or the venue's) or a rejection.
 */
export function greetingOf(
  kind: EmailKind,
  booking: EmailBooking,
  locale: LocaleCode,
  words: EmailMessages,
): Greeting {
  const name = typed(unlinkable(booking.name));
  const type = booking.type;
  const isBirthday = type === 'birthday';
  // A VR booking's e-mails all say the minimum age, after the arrival.
  const arrival =
    type === 'vr' ? `${words.arrival.vr} ${words.vrMinimumAge(vrMinimumAge)}` : words.arrival[type];
  const deposit: Piece[][] = isBirthday
    ? [[words.deposit(formatIls(birthdayDeposit, locale))]]
    : [];
  // A party's approval says when it plays VR, once the approval has set it.
  const partyVr: Piece[][] =
    isBirthday && booking.vr_sessions > 0 && booking.vr_start
      ? [[words.partyVrLine(booking.vr_sessions, formatTime(booking.vr_start))]]
      : [];
  if (kind === 'received') {
    return {
      heading: words.received.heading,
      lines: [
        words.received.greeting(name, venue.name, type, unbrokenLeftToRight(booking.reference)),
        ...(type === 'vr' ? [[words.vrMinimumAge(vrMinimumAge)]] : []),
        [words.received.pending],
      ],
    };
  }
  if (kind === 'reminder') {
    const when = formatBookingWhen(booking.date, booking.time, venue.timeZone, locale);
    return {
      heading: words.reminder.heading,
      lines: [
        words.reminder.greeting(name, venue.name, type, when),
        [`${arrival} ${words.reminder.ask}`],
      ],
    };
  }
  if (kind === 'approved' && wasRescheduled(booking)) {
    const when = formatBookingWhen(booking.date, booking.time, venue.timeZone, locale);
    return {
      heading: words.moved.heading[type],
      lines: [
        words.moved.greeting(name, venue.name, type, when),
        ...partyVr,
        [`${arrival} ${words.moved.invite}`],
      ],
    };
  }
  if (kind === 'approved') {
    return {
      heading: words.approved.heading[type],
      lines: [
        words.approved.greeting(name, venue.name, type),
        ...partyVr,
        ...deposit,
        [`${arrival} ${words.approved.invite}`],
      ],
    };
  }
  if (kind === 'affected') {
    const when = formatBookingWhen(booking.date, booking.time, venue.timeZone, locale);
    return {
      heading: words.affected.heading,
      lines: [words.affected.greeting(name, venue.name, type, when)],
    };
  }
  if (kind === 'cancelled' && isVenueCancellation(booking)) {
    const when = formatBookingWhen(booking.date, booking.time, venue.timeZone, locale);
    return {
      heading: words.venueCancelled.heading,
      lines: [
        words.venueCancelled.greeting(name, venue.name, type, when),
        [words.venueCancelled.rebook],
      ],
    };
  }
  if (kind === 'cancelled') {
    const when = formatBookingWhen(booking.date, booking.time, venue.timeZone, locale);
    return {
      heading: words.cancelled.heading,
      lines: [
        words.cancelled.greeting(name, venue.name, type, when),
        [words.cancelled.welcomeBack],
      ],
    };
  }
  return {
    heading: words.rejected.heading,
    lines: [words.rejected.greeting(name, venue.name, type)],
  };
}
