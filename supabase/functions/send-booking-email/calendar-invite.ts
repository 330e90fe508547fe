// An .ics invite for an approved booking, so the customer can add it to a calendar in one tap.
import { wallClockInstant } from '../../../packages/domain/src/clock.ts';
import { bookingEventUid, calendarEventText } from '../../../packages/domain/src/ics.ts';
import { type EmailBooking, localeOf } from './booking.ts';
import { type EmailMessages, emailMessages } from './messages.ts';

export type InviteVenue = { name: string; address: string; email: string; timeZone: string };

/**
 * The invite's text: one event from the booking's slot for its duration, at the venue. It is
 * stamped with the decision's time, not the clock, so every retry carries the same content; a
 * reschedule keeps the UID and raises the SEQUENCE, so calendars replace the old event. Its title
 * and description are in the booking's language.
 */
export function calendarInvite(
  booking: EmailBooking,
  venue: InviteVenue,
  decidedAt: Date,
  invite: EmailMessages['invite'] = emailMessages[localeOf(booking)].invite,
): string {
  const start = wallClockInstant(booking.date, booking.time, venue.timeZone);
  const end = new Date(start.getTime() + booking.duration * 60_000);
  const words = invite;
  const kind = booking.type;
  const what = words.what(kind, booking.people, kind === 'birthday' ? booking.bundle_name : null);
  const party = words.party(kind, booking.people, booking.rounds);
  return calendarEventText({
    producer: venue.name,
    uid: bookingEventUid(booking.id, venue.email),
    sequence: booking.reschedule_count,
    stamp: decidedAt,
    start,
    end,
    summary: words.summary(what, venue.name),
    location: venue.address,
    description: words.description(booking.reference, party, venue.email),
  });
}
