/**
 * iCalendar text (RFC 5545) for one booking's event: the e-mails' invite and the customer's
 * "Add to calendar" download are both written here, so they read alike.
 */

/** An instant in the UTC form iCalendar reads: "20261205T173000Z". */
export function icsStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes text for an iCalendar value (RFC 5545, 3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** The octets a text takes in UTF-8. */
export function utf8Length(text: string): number {
  let octets = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    octets += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return octets;
}

/** Folds a content line at 75 octets as RFC 5545 asks, never inside a character. */
export function foldIcsLine(line: string): string {
  if (utf8Length(line) <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const char of line) {
    const limit = pieces.length === 0 ? 75 : 74;
    const octets = utf8Length(char);
    if (currentOctets + octets > limit) {
      pieces.push(current);
      current = char;
      currentOctets = octets;
    } else {
      current += char;
      currentOctets += octets;
    }
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/**
 * The event id of one booking, the same in the e-mail's invite and in the manage page's download,
 * so a customer who adds both keeps one entry: the booking's id at the venue's mail domain.
 */
export function bookingEventUid(bookingId: string, venueEmail: string): string {
  return `booking-${bookingId}@${venueEmail.split('@')[1] ?? 'venue'}`;
}

export type CalendarEvent = {
  /** The calendar's producer, usually the venue's name. */
  producer: string;
  /** Stays the same for one booking, so a calendar replaces its event instead of adding one. */
  uid: string;
  /** Raised when the event changes (a reschedule). */
  sequence: number;
  /** When the text was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
};

/** One confirmed event as a whole .ics file, lines ending in CRLF and folded. */
export function calendarEventText(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(event.producer)}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsStamp(event.stamp)}`,
    `DTSTART:${icsStamp(event.start)}`,
    `DTEND:${icsStamp(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
