import type { ManagedBooking } from '@venue/data/bookings/manage-booking';
import { wallClockInstant } from '@venue/domain/clock';
import { bookingEventUid, calendarEventText } from '@venue/domain/ics';
import { venue } from '@venue/domain/venue';

/**
 * The words of the event, in the page's language, and the venue's address as the page shows it
 * (the manager's, in the page's language or else the other: `useVenueAddress`).
 */
export type CalendarWords = { summary: string; description: string; address: string };

/**
 * The approved booking as an .ics file: its slot on the venue's clock, for its duration. Its UID
 * and SEQUENCE are the e-mail invite's (the booking's id, its reschedule count), so a customer
 * who adds both keeps one event, and a later move replaces it.
 */
export function bookingCalendarFile(
  booking: ManagedBooking,
  words: CalendarWords,
  now = new Date(),
): string {
  const start = wallClockInstant(booking.date, booking.time, venue.timeZone);
  return calendarEventText({
    producer: venue.name,
    uid: bookingEventUid(booking.id, venue.email),
    sequence: booking.rescheduleCount,
    stamp: now,
    start,
    end: new Date(start.getTime() + booking.duration * 60_000),
    summary: words.summary,
    location: `${venue.name}, ${words.address}`,
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
