import { describe, expect, it } from 'vitest';
import { defaultSchedule, type WeeklyHours } from './schedule.ts';
import { type WeeklyHoursWords, weeklyHoursFrom, weeklyHoursLine } from './weekly-hours-line.ts';

const words: WeeklyHoursWords = {
  daily: (opensAt, closesAt) => `Open daily ${opensAt} to ${closesAt}`,
  closed: (days) => `${days}: closed`,
  open: (days, range) => `${days}: ${range}`,
};

const lateWeekends: WeeklyHours = {
  1: null,
  2: { opensAt: '15:00', closesAt: '23:00' },
  3: { opensAt: '15:00', closesAt: '23:00' },
  4: { opensAt: '15:00', closesAt: '23:00' },
  5: { opensAt: '15:00', closesAt: '01:00' },
  6: { opensAt: '15:00', closesAt: '01:00' },
  7: { opensAt: '15:00', closesAt: '23:00' },
};

describe('the weekly hours in one line', () => {
  it('are one phrase when every day keeps the same hours', () => {
    expect(weeklyHoursLine(defaultSchedule.weekly, 'en', words)).toBe('Open daily 15:00 to 23:00');
  });

  it("name each run of weekdays with the same hours, in the locale's days and list", () => {
    expect(weeklyHoursLine(lateWeekends, 'en', words)).toBe(
      'Mon: closed, Tue–Thu: 15:00 to 23:00, Fri–Sat: 15:00 to 01:00, Sun: 15:00 to 23:00',
    );
    const arabic = weeklyHoursLine(lateWeekends, 'ar', words);
    expect(arabic.startsWith('اثنين: closed')).toBe(true);
    expect(arabic).toContain('جمعة–سبت');
  });

  it('come from the rows of opening_hours, a weekday without one closed', () => {
    const weekly = weeklyHoursFrom([
      { weekday: 1, opens_at: null, closes_at: null },
      { weekday: 2, opens_at: '15:00', closes_at: '23:00' },
    ]);
    expect(weekly[1]).toBeNull();
    expect(weekly[2]).toEqual({ opensAt: '15:00', closesAt: '23:00' });
    expect(weekly[7]).toBeNull();
  });
});
