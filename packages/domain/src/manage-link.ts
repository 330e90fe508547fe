/**
 * The customer's manage link (issue 15): the private page of one booking at
 * `/booking/manage/<token>` (`/ar/booking/manage/<token>` in Arabic), where the customer sees it
 * and can cancel it up to a cut-off before its start. The database mirrors every value here
 * (private.cancellation_cutoff_minutes, private.manage_link_limits, private.venue_phone); a data
 * test compares them.
 */
import type { BookingStatus } from './booking.ts';
import { type CalendarDate, slotInstant } from './clock.ts';
import { type TimeOfDay, venue } from './venue.ts';

/** A booking can be cancelled online until this many minutes before it starts. */
export const cancellationCutoffMinutes = 120;

/** The limits of `get_booking_by_token` and `cancel_booking_by_token` (HTTP 429 beyond them). */
export const manageLinkLimits = Object.freeze({
  /** Calls from one client address, both functions together: the outer fence. */
  perAddress: Object.freeze({ max: 30, windowMinutes: 10 }),
  /** Calls with one token, both functions together. */
  perToken: Object.freeze({ max: 10, windowMinutes: 10 }),
  /** A link stops working this many days after its booking's day (it answers like a wrong one). */
  daysAfterBooking: 30,
});

/** The path of a booking's manage page in the given language. */
export function manageLinkPath(token: string, locale: string): string {
  return inLocale(`/booking/manage/${encodeURIComponent(token)}`, locale);
}

/**
 * The path of the page that records "I'm coming" for a booking (a reminder's button), in the given
 * language: `/booking/coming/<token>`, under `/ar` in Arabic. It takes the same token as the
 * manage page.
 */
export function comingLinkPath(token: string, locale: string): string {
  return inLocale(`/booking/coming/${encodeURIComponent(token)}`, locale);
}

/** A site path in the given language: English at the path itself, another under its prefix. */
function inLocale(path: string, locale: string): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}

/** The instant the online cut-off of a booking at this day and slot passes, on the venue's clock. */
export function cancelUntil(date: CalendarDate, time: TimeOfDay, timeZone = venue.timeZone): Date {
  return new Date(slotInstant(date, time, timeZone).getTime() - cancellationCutoffMinutes * 60_000);
}

/** Whether the customer can cancel the booking at `now`: pending or approved, before the cut-off. */
export function canCancel(
  booking: {
    readonly status: BookingStatus;
    readonly date: CalendarDate;
    readonly time: TimeOfDay;
  },
  now: Date,
  timeZone = venue.timeZone,
): boolean {
  if (booking.status !== 'pending' && booking.status !== 'approved') return false;
  return now.getTime() < cancelUntil(booking.date, booking.time, timeZone).getTime();
}

/** The refusal after the cut-off, as `cancel_booking_by_token` words it. */
export const cancellationClosedMessage = `Bookings can be cancelled online up to ${cancellationCutoffMinutes / 60} hours before they start. Please call us on ${venue.phone.display} to change or cancel this one.`;

/** The refusal of a rejected booking. */
export const cancellationDeclinedMessage =
  'This booking was declined, so there is nothing to cancel.';

/** The answer to any token that names no booking (wrong, malformed, old or deleted). */
export const manageLinkNotFoundMessage = `We could not find this booking. Please check the link, or call us on ${venue.phone.display}.`;
