import { describe, expect, it } from 'vitest';
import { formatDecimal, formatPercent } from './format.ts';
import { periodDays, presetPeriod, venueWeekdays } from './insights.ts';

describe('insights periods', () => {
  it('starts the venue week on Saturday', () => {
    expect(venueWeekdays).toEqual([6, 0, 1, 2, 3, 4, 5]);
    // Wednesday 25 November 2026: the week ran from Saturday the 21st to Friday the 27th.
    expect(presetPeriod('this-week', '2026-11-25')).toEqual({
      from: '2026-11-21',
      to: '2026-11-27',
    });
    // A Saturday starts its own week; a Friday ends it.
    expect(presetPeriod('this-week', '2026-11-21')).toEqual({
      from: '2026-11-21',
      to: '2026-11-27',
    });
    expect(presetPeriod('this-week', '2026-11-27')).toEqual({
      from: '2026-11-21',
      to: '2026-11-27',
    });
  });

  it('takes the whole month and the last 30 days with today', () => {
    expect(presetPeriod('this-month', '2028-02-10')).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(presetPeriod('last-30-days', '2026-03-05')).toEqual({
      from: '2026-02-04',
      to: '2026-03-05',
    });
  });

  it('counts the days of a period, both ends included', () => {
    expect(periodDays({ from: '2026-11-21', to: '2026-11-27' })).toBe(7);
    expect(periodDays({ from: '2026-01-01', to: '2026-01-01' })).toBe(1);
    expect(periodDays({ from: '2026-01-02', to: '2026-01-01' })).toBe(0);
    // Across the spring clock change the days stay whole.
    expect(periodDays({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
  });
});

describe('insight numbers', () => {
  it('reads shares as whole percentages and averages with one decimal, in both languages', () => {
    expect(formatPercent(0.75)).toBe('75%');
    expect(formatPercent(0.3333, 'ar')).toMatch(/^33.*[%٪]/);
    expect(formatDecimal(3.25)).toBe('3.3');
    expect(formatDecimal(75, 'ar')).toBe('75');
    expect(() => formatPercent(Number.NaN)).toThrow(RangeError);
  });
});
