import { venue, venueAddress } from '@venue/domain/venue';
import { expect, it } from 'vitest';
// The e-mail's invite, as the send-booking-email function writes it (plain TypeScript under Deno).
import { calendarInvite } from '../../../../../../supabase/functions/send-booking-email/calendar-invite.ts';
import { booking as emailBooking } from '../../../../../../supabase/functions/send-booking-email/fixtures.test-support.ts';
import { managedBooking } from '../../../test/managed-booking.ts';
import { bookingCalendarFile } from './calendar-file.ts';

const managed = managedBooking({
  status: 'approved',
  date: '2026-12-05',
  time: '19:30',
  rescheduleCount: 2,
});

/** A property's value of the one event, lines unfolded. */
function property(ics: string, name: string): string | undefined {
  return new RegExp(`\\r\\n${name}:([^\\r]*)\\r\\n`).exec(ics.replace(/\r\n /g, ''))?.[1];
}

it('the manage page file and the e-mail invite of one booking carry one UID and one SEQUENCE', () => {
  const page = bookingCalendarFile(managed, {
    summary: 'Bowling',
    description: 'Your booking',
    address: venueAddress('en'),
  });
  const email = calendarInvite(
    emailBooking({ id: managed.id, reschedule_count: 2, date: '2026-12-05', time: '19:30' }),
    {
      name: venue.name,
      address: venueAddress('en'),
      email: venue.email,
      timeZone: venue.timeZone,
    },
    new Date('2026-11-21T12:00:00Z'),
  );
  expect(property(page, 'UID')).toBe(`booking-${managed.id}@strikezone.example`);
  expect(property(page, 'UID')).toBe(property(email, 'UID'));
  expect(property(page, 'SEQUENCE')).toBe('2');
  expect(property(page, 'SEQUENCE')).toBe(property(email, 'SEQUENCE'));
  expect(property(page, 'DTSTART')).toBe(property(email, 'DTSTART'));
});

it('another booking gets another UID', () => {
  const other = bookingCalendarFile(
    { ...managed, id: '0b6c3a52-5e7d-4f0a-8c1b-2d9e4f6a7b80' },
    { summary: 'Bowling', description: 'Your booking', address: venueAddress('en') },
  );
  expect(property(other, 'UID')).toBe(
    'booking-0b6c3a52-5e7d-4f0a-8c1b-2d9e4f6a7b80@strikezone.example',
  );
});

it("writes the venue's address the page shows: Arabic on an Arabic page", () => {
  const english = bookingCalendarFile(managed, {
    summary: 'Bowling',
    description: 'Your booking',
    address: venueAddress('en'),
  });
  const arabic = bookingCalendarFile(managed, {
    summary: 'بولينغ',
    description: 'حجزكم',
    address: venueAddress('ar'),
  });
  // iCalendar escapes the commas of a text value.
  expect(property(english, 'LOCATION')).toBe(
    'Strike Zone\\, 14 Al-Irsal Street\\, Al-Masyoun\\, Ramallah\\, Palestine',
  );
  expect(property(arabic, 'LOCATION')).toBe(
    'Strike Zone\\, 14 شارع الإرسال، المصيون، رام الله، فلسطين',
  );
});
