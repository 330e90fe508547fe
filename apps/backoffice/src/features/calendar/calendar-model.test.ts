import { describe, expect, it } from 'vitest';
import {
  bookingsOfDay,
  countByDate,
  dayButtonName,
  emptyDayText,
  monthGrid,
} from './calendar-model.ts';

describe('the reception calendar model', () => {
  it('starts a month on the weekday of its 1st (November 2026 starts on a Sunday)', () => {
    expect(monthGrid(2026, 11).offset).toBe(0);
    expect(monthGrid(2026, 12).offset).toBe(2);
    expect(monthGrid(2026, 2).days).toHaveLength(28);
  });

  it('counts the pending and approved bookings of each day, never the rejected or cancelled ones', () => {
    const counts = countByDate([
      { date: '2026-11-24', status: 'pending' },
      { date: '2026-11-24', status: 'approved' },
      { date: '2026-11-24', status: 'rejected' },
      { date: '2026-11-24', status: 'cancelled' },
      { date: '2026-11-25', status: null },
      { date: '2026-11-26', status: 'rejected' },
      { date: '2026-11-26', status: 'cancelled' },
    ]);
    expect(counts.get('2026-11-24')).toBe(2);
    expect(counts.get('2026-11-25')).toBe(1);
    expect(counts.get('2026-11-26')).toBeUndefined();
  });

  it("lists a day's bookings whose name contains the search, in any case", () => {
    const bookings = [
      { date: '2026-11-24', name: 'Maya Haddad' },
      { date: '2026-11-24', name: 'Karim Saleh' },
      { date: '2026-11-25', name: 'Maya Nasser' },
    ];
    expect(bookingsOfDay(bookings, '2026-11-24', '  MAYA ').map((b) => b.name)).toEqual([
      'Maya Haddad',
    ]);
    expect(bookingsOfDay(bookings, '2026-11-24', '')).toHaveLength(2);
  });

  it('keeps the bookings marked arrived or no-show when the day list is filtered by them', () => {
    const bookings = [
      { date: '2026-11-24', name: 'Maya Haddad', attendance: 'arrived' as const },
      { date: '2026-11-24', name: 'Karim Saleh', attendance: 'no_show' as const },
      { date: '2026-11-24', name: 'Omar Nasser', attendance: null },
      { date: '2026-11-25', name: 'Maya Nasser', attendance: 'arrived' as const },
    ];
    const names = (filter: 'all' | 'arrived' | 'no_show', search = '') =>
      bookingsOfDay(bookings, '2026-11-24', search, filter).map((b) => b.name);
    expect(names('arrived')).toEqual(['Maya Haddad']);
    expect(names('no_show')).toEqual(['Karim Saleh']);
    expect(names('all')).toHaveLength(3);
    expect(names('arrived', 'karim')).toEqual([]);
  });

  it('says which empty state applies', () => {
    expect(emptyDayText(' ')).toBe('No bookings for this date');
    expect(emptyDayText('Zed')).toBe('No bookings found for "Zed"');
  });

  it('names a day button by its full date, whether it is today and its bookings', () => {
    expect(dayButtonName('2026-11-24', { isToday: true, count: 7 })).toBe(
      'Tuesday, November 24, 2026, today, 7 bookings',
    );
    expect(dayButtonName('2026-11-01', { isToday: false, count: 1 })).toBe(
      'Sunday, November 1, 2026, 1 booking',
    );
    expect(dayButtonName('2026-11-02', { isToday: false, count: 0 })).toBe(
      'Monday, November 2, 2026',
    );
  });
});
