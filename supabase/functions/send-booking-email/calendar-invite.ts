// An .ics invite for an approved booking, so the customer can add it to a calendar in one tap.
import type { EmailBooking } from './booking.ts';

/** Minutes the zone is ahead of UTC at an instant. */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant a wall-clock date and time in `timeZone` names (the later reading in a DST overlap). */
export function wallClockToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const guess = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const first = zoneOffsetMinutes(new Date(guess), timeZone);
  const instant = guess - first * 60_000;
  const second = zoneOffsetMinutes(new Date(instant), timeZone);
  return new Date(second === first ? instant : guess - second * 60_000);
}

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

/** The invite's text: one event from the booking's slot for its duration, at the venue. */
export function calendarInvite(booking: EmailBooking, venue: InviteVenue, now: Date): string {
  const start = wallClockToInstant(booking.date, booking.time, venue.timeZone);
  const end = new Date(start.getTime() + booking.duration * 60_000);
  const what =
    booking.type === 'birthday' && booking.bundle_name
      ? `${booking.bundle_name} birthday package`
      : `Bowling for ${booking.people}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(venue.name)}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@${venue.email.split('@')[1] ?? 'venue'}`,
    `DTSTAMP:${icsStamp(now)}`,
    `DTSTART:${icsStamp(start)}`,
    `DTEND:${icsStamp(end)}`,
    `SUMMARY:${icsText(`${what} at ${venue.name}`)}`,
    `LOCATION:${icsText(venue.address)}`,
    `DESCRIPTION:${icsText(`Booking ${booking.id}. ${booking.rounds} round(s). Questions? ${venue.email}`)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
