import type { ManagedBooking } from '@venue/data/bookings/manage-booking';
import { wallClockInstant } from '@venue/domain/clock';
import { calendarEventText } from '@venue/domain/ics';
import { venue } from '@venue/domain/venue';

/** The words of the event, in the page's language. */
export type CalendarWords = { summary: string; description: string };

/**
 * A stable event id for the booking that does not reveal its link: the SHA-256 of the token under
 * its own label, so adding the event twice replaces it.
 */
async function eventUid(token: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`calendar-event:${token}`),
  );
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'));
  return `booking-${hex.join('').slice(0, 32)}@${venue.email.split('@')[1] ?? 'venue'}`;
}

/** The approved booking as an .ics file: its slot on the venue's clock, for its duration. */
export async function bookingCalendarFile(
  booking: ManagedBooking,
  token: string,
  words: CalendarWords,
  now = new Date(),
): Promise<string> {
  const start = wallClockInstant(booking.date, booking.time, venue.timeZone);
  return calendarEventText({
    producer: venue.name,
    uid: await eventUid(token),
    sequence: 0,
    stamp: now,
    start,
    end: new Date(start.getTime() + booking.duration * 60_000),
    summary: words.summary,
    location: `${venue.name}, ${venue.address.oneLine}`,
    description: words.description,
  });
}

/** Hands the text to the browser as a file download. */
export function downloadFile(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
