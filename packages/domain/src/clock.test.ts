import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysInMonth,
  isCalendarDate,
  isDateBeyondHorizon,
  isDatePast,
  isSlotOver,
  isSlotPast,
  lastBookableDate,
  monthDays,
  slotUnderWay,
  venueTimeOfDay,
  venueToday,
  wallClockInstant,
  weekdayOf,
} from './clock.ts';

const hebron = 'Asia/Hebron';

describe("the venue's today and time of day", () => {
  it('in winter (UTC+2), 22:30 UTC on Nov 20 is 00:30 on Nov 21: still the business day of Nov 20', () => {
    const now = new Date('2026-11-20T22:30:00Z');
    expect(venueToday(now, hebron)).toBe('2026-11-20');
    expect(venueTimeOfDay(now, hebron)).toBe('00:30');
  });

  it('the business day turns at 06:00 on the venue clock, not at midnight or in UTC', () => {
    expect(venueToday(new Date('2026-11-21T03:59:59Z'), hebron)).toBe('2026-11-20'); // 05:59
    expect(venueToday(new Date('2026-11-21T04:00:00Z'), hebron)).toBe('2026-11-21'); // 06:00
    expect(venueToday(new Date('2026-11-21T04:00:00Z'), 'UTC')).toBe('2026-11-20'); // 04:00 UTC
  });

  it('in winter, 21:59 UTC is still the same day at 23:59', () => {
    const now = new Date('2026-11-20T21:59:59Z');
    expect(venueToday(now, hebron)).toBe('2026-11-20');
    expect(venueTimeOfDay(now, hebron)).toBe('23:59');
  });

  it('in summer (UTC+3), 12:00 UTC is 15:00 at the venue, and 03:00 UTC begins the next day', () => {
    expect(venueTimeOfDay(new Date('2026-07-15T12:00:00Z'), hebron)).toBe('15:00');
    expect(venueToday(new Date('2026-07-15T21:00:00Z'), hebron)).toBe('2026-07-15');
    expect(venueTimeOfDay(new Date('2026-07-15T21:00:00Z'), hebron)).toBe('00:00');
    expect(venueToday(new Date('2026-07-16T03:00:00Z'), hebron)).toBe('2026-07-16');
  });

  it('reads midnight as 00:00, not 24:00', () => {
    expect(venueTimeOfDay(new Date('2026-01-10T22:00:00Z'), hebron)).toBe('00:00');
  });

  it('refuses an invalid Date and an unknown time zone', () => {
    expect(() => venueToday(new Date('not a date'), hebron)).toThrow(RangeError);
    expect(() => venueToday(new Date('2026-01-01T00:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('past days', () => {
  const now = new Date('2026-11-21T04:30:00Z'); // 2026-11-21 06:30 at the venue

  it("a day before the venue's today is past; the venue's today is not, even where UTC is behind", () => {
    expect(isDatePast('2026-11-20', now, hebron)).toBe(true);
    expect(isDatePast('2026-11-21', now, hebron)).toBe(false);
    expect(isDatePast('2026-11-22', now, hebron)).toBe(false);
  });

  it('at 00:30 the day before is not past yet: its evening may run past midnight', () => {
    const lateNight = new Date('2026-11-20T22:30:00Z'); // 2026-11-21 00:30 at the venue
    expect(isDatePast('2026-11-20', lateNight, hebron)).toBe(false);
    expect(isDatePast('2026-11-19', lateNight, hebron)).toBe(true);
  });

  it('compares across months and years', () => {
    expect(isDatePast('2025-12-31', now, hebron)).toBe(true);
    expect(isDatePast('2027-01-01', now, hebron)).toBe(false);
  });

  it('refuses a day that is not a calendar date', () => {
    expect(() => isDatePast('2026-11-31', now, hebron)).toThrow(RangeError);
    expect(() => isDatePast('21/11/2026', now, hebron)).toThrow(RangeError);
  });
});

describe('the booking horizon', () => {
  it("ends 180 days after the venue's today, across a change of year and of offset", () => {
    expect(lastBookableDate(new Date('2026-11-21T12:00:00Z'), hebron)).toBe('2027-05-20');
    // 04:30 UTC on Jan 1 is 06:30 at the venue: Jan 1 has begun.
    expect(lastBookableDate(new Date('2027-01-01T04:30:00Z'), hebron)).toBe('2027-06-30');
    // 22:30 UTC on Dec 31 is 00:30 on Jan 1 at the venue: still the evening of Dec 31.
    expect(lastBookableDate(new Date('2026-12-31T22:30:00Z'), hebron)).toBe('2027-06-29');
  });

  it('takes its last day and refuses the next one', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isDateBeyondHorizon('2027-05-20', now, hebron)).toBe(false);
    expect(isDateBeyondHorizon('2027-05-21', now, hebron)).toBe(true);
    expect(isDateBeyondHorizon('2026-11-21', now, hebron)).toBe(false);
    expect(() => isDateBeyondHorizon('2027-02-30', now, hebron)).toThrow(RangeError);
  });
});

describe('past slots', () => {
  it('at 14:59 venue time the 15:00 slot of today is not past; at 15:00:00 exactly it is (winter)', () => {
    expect(isSlotPast('2026-11-21', '15:00', new Date('2026-11-21T12:59:59Z'), hebron)).toBe(false);
    expect(isSlotPast('2026-11-21', '15:00', new Date('2026-11-21T13:00:00Z'), hebron)).toBe(true);
  });

  it('at 15:00 venue time in summer (12:00 UTC) the 15:00 slot is past and 15:45 is not', () => {
    const now = new Date('2026-07-15T12:00:00Z');
    expect(isSlotPast('2026-07-15', '15:00', now, hebron)).toBe(true);
    expect(isSlotPast('2026-07-15', '15:45', now, hebron)).toBe(false);
    expect(isSlotPast('2026-07-15', '15:00', new Date('2026-07-15T11:59:00Z'), hebron)).toBe(false);
  });

  it("every slot of a day before the venue's today is past, every slot of a later day is not", () => {
    const now = new Date('2026-11-21T04:30:00Z'); // 2026-11-21 06:30 at the venue
    expect(isSlotPast('2026-11-20', '22:30', now, hebron)).toBe(true);
    expect(isSlotPast('2026-11-20', '01:00', now, hebron)).toBe(true);
    expect(isSlotPast('2026-11-21', '15:00', now, hebron)).toBe(false);
    expect(isSlotPast('2026-11-22', '15:00', now, hebron)).toBe(false);
  });

  it('a slot after midnight belongs to the evening before: at 00:30, 01:00 of that day is ahead', () => {
    const now = new Date('2026-11-20T22:30:00Z'); // 2026-11-21 00:30 at the venue
    expect(isSlotPast('2026-11-20', '22:30', now, hebron)).toBe(true);
    expect(isSlotPast('2026-11-20', '00:30', now, hebron)).toBe(true);
    expect(isSlotPast('2026-11-20', '01:00', now, hebron)).toBe(false);
    expect(isSlotOver('2026-11-20', '00:00', now, hebron)).toBe(false);
    expect(isSlotOver('2026-11-20', '00:00', new Date('2026-11-20T22:45:00Z'), hebron)).toBe(true);
  });

  it('at 22:30 the last slot of today is past', () => {
    const now = new Date('2026-11-21T20:30:00Z'); // 22:30 at the venue
    expect(isSlotPast('2026-11-21', '21:45', now, hebron)).toBe(true);
    expect(isSlotPast('2026-11-21', '22:30', now, hebron)).toBe(true);
  });

  it('refuses a time that is not "HH:mm"', () => {
    expect(() => isSlotPast('2026-11-21', '3 PM', new Date(0), hebron)).toThrow(RangeError);
  });
});

describe('slots that are over', () => {
  it('the 20:15 slot is under way, not over, from 20:15 to 20:59:59; at 21:00 it is over (winter)', () => {
    expect(isSlotOver('2026-11-27', '20:15', new Date('2026-11-27T18:15:00Z'), hebron)).toBe(false);
    expect(isSlotOver('2026-11-27', '20:15', new Date('2026-11-27T18:59:59Z'), hebron)).toBe(false);
    expect(isSlotOver('2026-11-27', '20:15', new Date('2026-11-27T19:00:00Z'), hebron)).toBe(true);
  });

  it('the slot under way: 20:15 from 20:15 to 20:59, none before 15:00 or from 23:15', () => {
    expect(slotUnderWay(new Date('2026-11-27T18:20:00Z'), hebron)).toBe('20:15');
    expect(slotUnderWay(new Date('2026-11-27T18:59:59Z'), hebron)).toBe('20:15');
    expect(slotUnderWay(new Date('2026-11-27T19:00:00Z'), hebron)).toBe('21:00');
    expect(slotUnderWay(new Date('2026-11-27T12:59:59Z'), hebron)).toBeNull();
    expect(slotUnderWay(new Date('2026-11-27T21:15:00Z'), hebron)).toBeNull();
  });

  it('the last slot of today, 22:30, is over at 23:15; a slot of yesterday is over, of tomorrow not', () => {
    const now = new Date('2026-07-15T20:15:00Z'); // 23:15 at the venue in summer
    expect(isSlotOver('2026-07-15', '22:30', now, hebron)).toBe(true);
    expect(isSlotOver('2026-07-15', '22:30', new Date('2026-07-15T20:14:59Z'), hebron)).toBe(false);
    expect(isSlotOver('2026-07-14', '22:30', new Date('2026-07-15T12:00:00Z'), hebron)).toBe(true);
    expect(isSlotOver('2026-07-16', '15:00', now, hebron)).toBe(false);
  });
});

describe('calendar days', () => {
  it('accept only real "YYYY-MM-DD" days: Feb 29 in leap years only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    for (const value of [
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '0000-01-01',
      '2026-1-1',
      '',
      20261121,
      null,
    ]) {
      expect(isCalendarDate(value)).toBe(false);
    }
  });

  it('a month grid lists every day of the month, 28 to 31 of them', () => {
    expect(monthDays(2026, 2)).toHaveLength(28);
    expect(monthDays(2028, 2).at(-1)).toBe('2028-02-29');
    expect(monthDays(2026, 11)[0]).toBe('2026-11-01');
    expect(monthDays(2026, 11).at(-1)).toBe('2026-11-30');
    expect(monthDays(2026, 12)).toHaveLength(31);
    expect(daysInMonth(2026, 4)).toBe(30);
  });

  it('refuses a month outside 1 to 12', () => {
    expect(() => monthDays(2026, 0)).toThrow(RangeError);
    expect(() => monthDays(2026, 13)).toThrow(RangeError);
  });

  it('gives the weekday of a day, Sunday 0 to Saturday 6, the same in every zone', () => {
    expect(weekdayOf('2026-11-01')).toBe(0);
    expect(weekdayOf('2026-11-21')).toBe(6);
    expect(weekdayOf('0050-01-01')).toBe(6);
  });

  it('moves by months across year ends in both directions', () => {
    expect(addMonths(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths(2026, 11, -23)).toEqual({ year: 2024, month: 12 });
    expect(addMonths(2026, 11, 0)).toEqual({ year: 2026, month: 11 });
  });

  it('moves by days across month, leap-day and year ends in both directions', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-03', -7)).toBe('2026-12-27');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-11-21', 0)).toBe('2026-11-21');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('wall-clock instants', () => {
  it('19:30 at the venue is 17:30 UTC in winter (UTC+2) and 16:30 UTC in summer (UTC+3)', () => {
    expect(wallClockInstant('2026-12-05', '19:30', hebron).toISOString()).toBe(
      '2026-12-05T17:30:00.000Z',
    );
    expect(wallClockInstant('2026-07-05', '19:30', hebron).toISOString()).toBe(
      '2026-07-05T16:30:00.000Z',
    );
  });

  it('00:30 at the venue is the evening before in UTC', () => {
    expect(wallClockInstant('2026-11-22', '00:30', hebron).toISOString()).toBe(
      '2026-11-21T22:30:00.000Z',
    );
  });

  it('reads back as the same day and time', () => {
    for (const [date, time] of [
      ['2026-03-26', '23:15'],
      ['2026-10-24', '15:00'],
      ['2026-11-21', '22:30'],
    ] as const) {
      const instant = wallClockInstant(date, time, hebron);
      expect([venueToday(instant, hebron), venueTimeOfDay(instant, hebron)]).toEqual([date, time]);
    }
  });

  it('in a zone west of UTC the instant is later', () => {
    expect(wallClockInstant('2026-11-21', '15:00', 'America/New_York').toISOString()).toBe(
      '2026-11-21T20:00:00.000Z',
    );
  });
});
