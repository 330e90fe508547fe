import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatIls, formatOpeningHours, formatTime12h } from './format.ts';

const hebron = 'Asia/Hebron';

describe('display dates', () => {
  it('a timestamp shows on its day at the venue: 22:30 UTC on Nov 20 is Nov 21 in winter', () => {
    expect(formatDisplayDate(new Date('2026-11-20T22:30:00Z'), hebron)).toBe('Nov 21, 2026');
    expect(formatDisplayDate('2026-11-20T22:30:00Z', hebron)).toBe('Nov 21, 2026');
    expect(formatDisplayDate('2026-11-20T22:30:00+00:00', hebron)).toBe('Nov 21, 2026');
    expect(formatDisplayDate('2026-11-20 21:59:59.123456+00', hebron)).toBe('Nov 20, 2026');
    expect(formatDisplayDate('2026-11-21T03:00:00+05:30', hebron)).toBe('Nov 20, 2026');
  });

  it('a timestamp in summer (UTC+3) moves to the next day from 21:00 UTC', () => {
    expect(formatDisplayDate('2026-07-15T20:59:00Z', hebron)).toBe('Jul 15, 2026');
    expect(formatDisplayDate('2026-07-15T21:00:00Z', hebron)).toBe('Jul 16, 2026');
  });

  it('a calendar day, or a date-time without a zone, shows as the day written', () => {
    expect(formatDisplayDate('2026-11-21', hebron)).toBe('Nov 21, 2026');
    expect(formatDisplayDate('2026-11-21', 'Pacific/Honolulu')).toBe('Nov 21, 2026');
    expect(formatDisplayDate('2026-11-21T23:30:00', 'Pacific/Honolulu')).toBe('Nov 21, 2026');
    expect(formatDisplayDate('2026-01-01', 'Pacific/Kiritimati')).toBe('Jan 1, 2026');
  });

  it('reads "Recently" when the date is missing or cannot be read', () => {
    for (const value of [null, undefined, '', 'yesterday', '2026-02-30', 'Nov 21, 2026']) {
      expect(formatDisplayDate(value, hebron)).toBe('Recently');
    }
    expect(formatDisplayDate(new Date('nope'), hebron)).toBe('Recently');
    expect(formatDisplayDate('2026-02-30T10:00:00', hebron)).toBe('Recently');
    expect(formatDisplayDate('2026-11-20T25:00:00Z', hebron)).toBe('Recently');
  });
});

describe('amounts in ILS', () => {
  it('a whole amount has no decimals; any other has two', () => {
    expect(formatIls(80)).toBe('80 ILS');
    expect(formatIls(80.5)).toBe('80.50 ILS');
    expect(formatIls(0.29)).toBe('0.29 ILS');
    expect(formatIls(0)).toBe('0 ILS');
  });

  it('thousands are grouped with commas', () => {
    expect(formatIls(1200)).toBe('1,200 ILS');
    expect(formatIls(10000.5)).toBe('10,000.50 ILS');
  });

  it('an amount that is not finite is refused', () => {
    expect(() => formatIls(Number.NaN)).toThrow(RangeError);
  });
});

describe('12-hour times', () => {
  it('15:00 is 3:00 PM; noon is 12:00 PM; midnight is 12:00 AM', () => {
    expect(formatTime12h('15:00')).toBe('3:00 PM');
    expect(formatTime12h('22:30')).toBe('10:30 PM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('11:59')).toBe('11:59 AM');
    expect(formatTime12h('00:05')).toBe('12:05 AM');
  });

  it('the opening hours read "3:00 PM to 11:00 PM"', () => {
    expect(formatOpeningHours()).toBe('3:00 PM to 11:00 PM');
  });
});
