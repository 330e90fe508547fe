import { type BookingStatus, effectiveStatus } from '@venue/domain/booking';
import { monthDays, weekdayOf } from '@venue/domain/clock';
import { formatLongDate } from '@venue/domain/format';

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
 * is not a booking of that day.
 */
export function countByDate(
  bookings: readonly { date: string; status: BookingStatus | null }[],
): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const booking of bookings) {
    if (effectiveStatus(booking.status) === 'rejected') continue;
    counts.set(booking.date, (counts.get(booking.date) ?? 0) + 1);
  }
  return counts;
}

/** The day's bookings whose customer name contains the search (any case). */
export function bookingsOfDay<T extends { date: string; name: string }>(
  bookings: readonly T[],
  date: string,
  search: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return bookings.filter(
    (booking) =>
      booking.date === date && (needle === '' || booking.name.toLocaleLowerCase().includes(needle)),
  );
}

/** The empty text of the day list (spec "Reception calendar"). */
export function emptyDayText(search: string): string {
  const text = search.trim();
  return text === '' ? 'No bookings for this date' : `No bookings found for "${text}"`;
}

/** A day button's accessible name: "Tuesday, November 24, 2026, today, 7 bookings". */
export function dayButtonName(
  date: string,
  { isToday, count }: { isToday: boolean; count: number },
): string {
  return [
    formatLongDate(date),
    isToday ? 'today' : null,
    count > 0 ? `${count} booking${count === 1 ? '' : 's'}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}
