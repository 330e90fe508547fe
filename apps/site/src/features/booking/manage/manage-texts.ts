/**
 * The words of the customer's booking page, kept together so they are translated in one place.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ManagedBooking } from '@venue/data/bookings/manage-booking';
import type { BookingStatus } from '@venue/domain/booking';
import { formatBookingWhen } from '@venue/domain/format';
import { venue } from '@venue/domain/venue';
import { localeOf } from '../../../lib/use-locale.ts';
import { vrBookingText } from '../vr-texts.ts';
import type { CalendarWords } from './calendar-file.ts';

/** The page's four states, each with its badge, heading and what happens next. */
export const statusTexts: Readonly<
  Record<
    BookingStatus,
    { badge: MessageDescriptor; title: MessageDescriptor; next: MessageDescriptor }
  >
> = {
  pending: {
    badge: msg`Waiting for reception`,
    title: msg`Your booking is waiting for reception`,
    next: msg`Reception will look at your request and confirm it on WhatsApp within a few hours. Come back to this page to see their answer.`,
  },
  approved: {
    badge: msg`Approved`,
    title: msg`Your booking is approved`,
    next: msg`Your lane is booked. Arrive 10 minutes before your session to get your shoes and lane.`,
  },
  rejected: {
    badge: msg`Declined`,
    title: msg`This booking was declined`,
    next: msg`Reception could not accept this booking. You are welcome to choose another day or time, or to call us.`,
  },
  cancelled: {
    badge: msg`Cancelled`,
    title: msg`This booking is cancelled`,
    next: msg`Your lane has been given back. You are welcome to book again whenever you like.`,
  },
};

/** A booking the venue cancelled, with its message: sorry, and how to come another time. */
export const venueCancelledNext = msg`We are sorry we had to cancel it. You are welcome to book another time, or message us and we will find you one.`;

/** An approved VR booking's next step: its stations are held, and a briefing comes first. */
export const approvedVrNext = msg`Your VR stations are booked. Arrive 10 minutes before your first session for a short safety briefing.`;

/** A cancelled VR booking's next step: its stations go back. */
export const cancelledVrNext = msg`Your VR stations have been given back. You are welcome to book again whenever you like.`;

/** An approved birthday's next step: the party starts a little earlier. */
export const approvedBirthdayNext = msg`Your party is booked. Arrive 15 minutes before the party so everyone gets their shoes in time.`;

export const cancelDialogTexts = {
  title: msg`Cancel this booking?`,
  message: msg`Your lane will be offered to other guests. This cannot be undone.`,
  confirmText: msg`Yes, cancel it`,
  cancelText: msg`Keep my booking`,
  /** A VR booking gives its stations back, not a lane. */
  vrMessage: msg`Your VR stations will be offered to other players. This cannot be undone.`,
};

/** The title and description of the calendar event, in the page's language. */
export function calendarWords(i18n: I18n, booking: ManagedBooking, address: string): CalendarWords {
  const name = venue.name;
  const { packageName, people } = booking;
  const what =
    booking.type === 'birthday' && packageName
      ? i18n._(msg`Birthday party (${packageName})`)
      : booking.type === 'vr'
        ? vrBookingText(i18n, people, booking.rounds, booking.duration)
        : i18n._(msg`Bowling, ${plural(people, { one: '# person', other: '# people' })}`);
  const when = formatBookingWhen(booking.date, booking.time, venue.timeZone, localeOf(i18n));
  return {
    summary: i18n._(msg`${what} at ${name}`),
    description: i18n._(
      msg`Your booking at ${name} on ${when}. Open your booking link to see or cancel it.`,
    ),
    address,
  };
}
