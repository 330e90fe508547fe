import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { effectiveStatus } from '@venue/domain/booking';
import { buildCsv } from '@venue/domain/csv';
import { formatDisplayDateTime, formatNumberSet, formatTime } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { statusNames } from '../../../components/booking-status-badge.tsx';
import { kindNames } from '../../../lib/booking-kind-names.ts';
import { attendanceNames, sourceNames } from '../booking-labels.ts';

// The column names have a context of their own: a spreadsheet's header may be worded apart from the screens'.
const header = [
  msg({ message: 'Reference', context: 'CSV column' }),
  msg({ message: 'Date', context: 'CSV column' }),
  msg({ message: 'Time', context: 'CSV column' }),
  msg({ message: 'Kind', context: 'CSV column' }),
  msg({ message: 'Name', context: 'CSV column' }),
  msg({ message: 'Phone', context: 'CSV column' }),
  msg({ message: 'Email', context: 'CSV column' }),
  msg({ message: 'People', context: 'CSV column' }),
  msg({ message: 'Rounds', context: 'CSV column' }),
  msg({ message: 'Package', context: 'CSV column' }),
  msg({ message: 'VR sessions', context: 'CSV column' }),
  msg({ message: 'Lane', context: 'CSV column' }),
  msg({ message: 'Stations', context: 'CSV column' }),
  msg({ message: 'Status', context: 'CSV column' }),
  msg({ message: 'Attendance', context: 'CSV column' }),
  msg({ message: 'Source', context: 'CSV column' }),
  msg({ message: 'Staff notes', context: 'CSV column' }),
  msg({ message: 'Customer notes', context: 'CSV column' }),
  msg({ message: 'Created', context: 'CSV column' }),
];

/** A booking's VR sessions: a VR booking's rounds, a party's package's; none for bowling. */
function vrSessionsOf(booking: BookingRow): number | null {
  if (booking.type === 'vr') return booking.rounds;
  return booking.type === 'birthday' && booking.vr_sessions > 0 ? booking.vr_sessions : null;
}

/**
 * The bookings as a CSV file in the staff member's language: headers, kind, status, attendance
 * and source in words; the lane, the VR sessions and stations, and both notes; dates and times as
 * a spreadsheet sorts them.
 */
export function bookingsCsv(i18n: I18n, bookings: readonly BookingRow[]): string {
  const locale = localeOf(i18n);
  return buildCsv(
    header.map((name) => i18n._(name)),
    bookings.map((booking) => [
      booking.reference,
      booking.date,
      formatTime(booking.time),
      i18n._(kindNames[booking.type]),
      booking.name,
      booking.phone,
      booking.email,
      booking.people,
      booking.type === 'regular' ? booking.rounds : null,
      booking.type === 'birthday' ? booking.bundle_name : null,
      vrSessionsOf(booking),
      booking.lane,
      booking.stations?.length ? formatNumberSet(booking.stations, locale) : null,
      i18n._(statusNames[effectiveStatus(booking.status)]),
      booking.attendance ? i18n._(attendanceNames[booking.attendance]) : null,
      i18n._(sourceNames[booking.source]),
      booking.notes,
      booking.customer_notes,
      formatDisplayDateTime(booking.created_at, venueTimeZone, locale),
    ]),
  );
}

/** The export's file name: `bookings-<date>.csv`. */
export function bookingsCsvFileName(date: string): string {
  return `bookings-${date}.csv`;
}
