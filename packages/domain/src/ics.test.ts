import { describe, expect, it } from 'vitest';
import {
  bookingEventUid,
  calendarEventText,
  foldIcsLine,
  icsStamp,
  icsText,
  utf8Length,
} from './ics.ts';

describe('calendarEventText', () => {
  const event = {
    producer: 'Strike Zone',
    uid: 'booking-1@strikezone.example',
    sequence: 2,
    stamp: new Date('2026-12-01T10:00:00Z'),
    start: new Date('2026-12-05T17:30:00Z'),
    end: new Date('2026-12-05T18:15:00Z'),
    summary: 'Bowling, 4 people',
    location: '14 Al-Irsal Street, Ramallah',
    description: 'Line one\nLine two; and more',
  };

  it('writes one confirmed event with CRLF lines and UTC instants', () => {
    const text = calendarEventText(event);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('\r\nDTSTART:20261205T173000Z\r\n');
    expect(text).toContain('\r\nDTEND:20261205T181500Z\r\n');
    expect(text).toContain('\r\nUID:booking-1@strikezone.example\r\nSEQUENCE:2\r\n');
    expect(text).toContain('\r\nLOCATION:14 Al-Irsal Street\\, Ramallah\r\n');
    expect(text).toContain('\r\nDESCRIPTION:Line one\\nLine two\\; and more\r\n');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const summary = 'بولينغ '.repeat(20);
    const text = calendarEventText({ ...event, summary });
    const lines = text.split('\r\n');
    for (const line of lines) expect(utf8Length(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${summary}`);
  });
});

describe('ics helpers', () => {
  it('stamps an instant without separators or milliseconds', () => {
    expect(icsStamp(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });

  it('escapes backslashes, semicolons, commas and new lines', () => {
    expect(icsText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('counts UTF-8 octets: one for ASCII, two for Arabic, four beyond the basic plane', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('بولينغ')).toBe(12);
    expect(utf8Length('🎳')).toBe(4);
    expect(utf8Length('€')).toBe(3);
  });

  it('leaves a short line as it is', () => {
    expect(foldIcsLine('SUMMARY:Bowling')).toBe('SUMMARY:Bowling');
  });
});

describe('bookingEventUid', () => {
  it("is the booking's id at the venue's mail domain, whoever writes the event", () => {
    expect(
      bookingEventUid('7d1f8f0e-2b9a-4c1e-9a57-0c7b3e2f9a11', 'hello@strikezone.example'),
    ).toBe('booking-7d1f8f0e-2b9a-4c1e-9a57-0c7b3e2f9a11@strikezone.example');
    expect(bookingEventUid('a', 'no-domain')).toBe('booking-a@venue');
  });
});
