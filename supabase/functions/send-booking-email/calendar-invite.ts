// An .ics invite for an approved booking, so the customer can add it to a calendar in one tap.
import { wallClockInstant } from '../../../packages/domain/src/clock.ts';
import { type EmailBooking, localeOf } from './booking.ts';
import { emailMessages } from './messages.ts';

function icsStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes text for an iCalendar value (RFC 5545, 3.3.11). */
function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets as RFC 5545 asks. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = pieces.length === 0 ? 75 : 74;
    if (new TextEncoder().encode(current + char).length > limit) {
      pieces.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export type InviteVenue = { name: string; address: string; email: string; timeZone: string };

/**
 * The invite's text: one event from the booking's slot for its duration, at the venue. It is
 * stamped with the decision's time, not the clock, so every retry carries the same content; a
 * reschedule keeps the UID and raises the SEQUENCE, so calendars replace the old event. Its title
 * and description are in the booking's language.
 */
export function calendarInvite(booking: EmailBooking, venue: InviteVenue, decidedAt: Date): string {
  const start = wallClockInstant(booking.date, booking.time, venue.timeZone);
  const end = new Date(start.getTime() + booking.duration * 60_000);
  const words = emailMessages[localeOf(booking)].invite;
  const isBirthday = booking.type === 'birthday';
  const what = words.what(booking.people, isBirthday ? booking.bundle_name : null);
  const party = words.party(isBirthday, booking.people, booking.rounds);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(venue.name)}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@${venue.email.split('@')[1] ?? 'venue'}`,
    `SEQUENCE:${booking.reschedule_count}`,
    `DTSTAMP:${icsStamp(decidedAt)}`,
    `DTSTART:${icsStamp(start)}`,
    `DTEND:${icsStamp(end)}`,
    `SUMMARY:${icsText(words.summary(what, venue.name))}`,
    `LOCATION:${icsText(venue.address)}`,
    `DESCRIPTION:${icsText(words.description(booking.id, party, venue.email))}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
