import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { type BookingStatus, effectiveStatus } from '@venue/domain/booking';
import type { BookingAttendance } from '@venue/domain/booking-attendance';
import { monthDays, weekdayOf } from '@venue/domain/clock';
import { formatLongDate } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';

/** A month as a grid: how many cells to leave blank so the 1st falls on its weekday, then the days. */
export function monthGrid(
  year: number,
  month: number,
): { offset: number; days: readonly string[] } {
  const days = monthDays(year, month);
  return { offset: weekdayOf(days[0] as string), days };
}

/**
 * Bookings per day that reception still has to serve: pending and approved ones. A rejected request
 * or a cancelled booking is not a booking of that day.
 */
export function countByDate(
  bookings: readonly { date: string; status: BookingStatus | null }[],
): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const booking of bookings) {
    const status = effectiveStatus(booking.status);
    if (status === 'rejected' || status === 'cancelled') continue;
    counts.set(booking.date, (counts.get(booking.date) ?? 0) + 1);
  }
  return counts;
}

/** The day list's filter: every booking, or those marked arrived or no-show (as the desk filters). */
export type DayFilter = 'all' | BookingAttendance;

/** The day's bookings whose customer name contains the search (any case), kept by the filter. */
export function bookingsOfDay<
  T extends { date: string; name: string; attendance?: BookingAttendance | null },
>(bookings: readonly T[], date: string, search: string, filter: DayFilter = 'all'): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return bookings.filter(
    (booking) =>
      booking.date === date &&
      (filter === 'all' || booking.attendance === filter) &&
      (needle === '' || booking.name.toLocaleLowerCase().includes(needle)),
  );
}

/** The empty text of the day list (spec "Reception calendar"), in the active language. */
export function emptyDayText(search: string): string {
  const text = search.trim();
  return text === '' ? t`No bookings for this date` : t`No bookings found for "${text}"`;
}

/**
 * A day button's accessible name in the active language: "Tuesday, November 24, 2026, today,
 * 7 bookings".
 */
export function dayButtonName(
  date: string,
  { isToday, count }: { isToday: boolean; count: number },
): string {
  const day = formatLongDate(date, localeOf(i18n));
  if (count === 0) return isToday ? t`${day}, today` : day;
  const bookings = plural(count, { one: '# booking', other: '# bookings' });
  return isToday ? t`${day}, today, ${bookings}` : t`${day}, ${bookings}`;
}
