import { describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatIls,
  formatLongDate,
  formatMonthTitle,
  formatOpeningHours,
} from './format.ts';

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

describe('date and time of an instant', () => {
  it('22:30 UTC on Nov 21 is already Nov 22, 00:30 at the venue (winter, UTC+2)', () => {
    expect(formatDisplayDateTime('2026-11-21T22:30:00Z', hebron)).toBe('Nov 22, 2026, 00:30');
    expect(formatDisplayDateTime(new Date('2026-11-21T22:30:00Z'), hebron)).toBe(
      'Nov 22, 2026, 00:30',
    );
    expect(formatDisplayDate('2026-11-21T22:30:00Z', hebron)).toBe('Nov 22, 2026');
  });

  it('one minute earlier is still Nov 21, 23:59', () => {
    expect(formatDisplayDateTime('2026-11-21T21:59:00.000000+00:00', hebron)).toBe(
      'Nov 21, 2026, 23:59',
    );
  });

  it('the same instant reads on its own day in another zone: the zone passed decides', () => {
    expect(formatDisplayDateTime('2026-11-21T22:30:00Z', 'UTC')).toBe('Nov 21, 2026, 22:30');
    expect(formatDisplayDateTime('2026-11-21T22:30:00Z', 'America/New_York')).toBe(
      'Nov 21, 2026, 17:30',
    );
  });

  it('an afternoon reads on a 24-hour clock, as the slot list does', () => {
    expect(formatDisplayDateTime('2026-07-15T12:05:00Z', hebron)).toBe('Jul 15, 2026, 15:05');
  });

  it('reads "Recently" for anything that is not an instant, a bare day included', () => {
    for (const value of [null, undefined, '', 'soon', '2026-11-21', '2026-11-21T10:00:00']) {
      expect(formatDisplayDateTime(value, hebron)).toBe('Recently');
    }
  });
});

describe('calendar headings', () => {
  it('a day reads with its weekday, the same in every zone', () => {
    expect(formatLongDate('2026-11-21')).toBe('Saturday, November 21, 2026');
    expect(formatLongDate('2028-02-29')).toBe('Tuesday, February 29, 2028');
  });

  it('a day that does not exist is refused', () => {
    expect(() => formatLongDate('2026-02-29')).toThrow(RangeError);
  });

  it('a month reads "November 2026"; January and December are the ends', () => {
    expect(formatMonthTitle(2026, 11)).toBe('November 2026');
    expect(formatMonthTitle(2027, 1)).toBe('January 2027');
    expect(formatMonthTitle(2026, 12)).toBe('December 2026');
    expect(() => formatMonthTitle(2026, 13)).toThrow(RangeError);
  });
});

describe('opening hours', () => {
  it('read "3:00 PM to 11:00 PM", in the spec\'s words', () => {
    expect(formatOpeningHours()).toBe('3:00 PM to 11:00 PM');
  });

  it('noon and midnight read 12:00 PM and 12:00 AM', () => {
    expect(formatOpeningHours({ opensAt: '12:00', closesAt: '00:05' })).toBe(
      '12:00 PM to 12:05 AM',
    );
    expect(formatOpeningHours({ opensAt: '11:59', closesAt: '22:30' })).toBe(
      '11:59 AM to 10:30 PM',
    );
  });
});
