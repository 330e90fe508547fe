import { describe, expect, it } from 'vitest';
import { slotInstant } from './clock.ts';
import { isQuietTime, reminderDueAt } from './reminders.ts';

const zone = 'Asia/Hebron';
const at = (iso: string) => new Date(iso);

describe('reminderDueAt', () => {
  it('is the visit less the hours when that falls in the day', () => {
    // 19:30 on 10 January (UTC+2) is 17:30Z: a day before, and two hours before.
    const visit = slotInstant('2079-01-10', '19:30', zone);
    expect(reminderDueAt(visit, 24, zone)).toEqual(at('2079-01-09T17:30:00Z'));
    expect(reminderDueAt(visit, 2, zone)).toEqual(at('2079-01-10T15:30:00Z'));
  });

  it('moves a reminder due at night to 21:00 the evening before', () => {
    // Two hours before a 10:00 visit is 08:00: the evening before at 21:00 instead.
    const morning = slotInstant('2079-01-10', '10:00', zone);
    expect(reminderDueAt(morning, 2, zone)).toEqual(at('2079-01-09T19:00:00Z'));
    // A day before an 23:00 visit is 23:00: 21:00 that same evening.
    const late = slotInstant('2079-01-10', '23:00', zone);
    expect(reminderDueAt(late, 24, zone)).toEqual(at('2079-01-09T19:00:00Z'));
    // A day before a visit at 00:30 after midnight (business day 10 January) is 00:30 on the 10th.
    const afterMidnight = slotInstant('2079-01-10', '00:30', zone);
    expect(reminderDueAt(afterMidnight, 24, zone)).toEqual(at('2079-01-09T19:00:00Z'));
  });

  it('takes 09:00 as day and 22:00 as night, to the minute', () => {
    const visit = slotInstant('2079-01-10', '11:00', zone);
    expect(reminderDueAt(visit, 2, zone)).toEqual(at('2079-01-10T07:00:00Z'));
    // Midnight after business day 10 January: two hours before is 22:00 (night), three is 21:00.
    const midnight = slotInstant('2079-01-10', '00:00', zone);
    expect(reminderDueAt(midnight, 2, zone)).toEqual(at('2079-01-10T19:00:00Z'));
    expect(reminderDueAt(midnight, 3, zone)).toEqual(at('2079-01-10T19:00:00Z'));
    const lastMinute = slotInstant('2079-01-10', '23:59', zone);
    expect(reminderDueAt(lastMinute, 2, zone).toISOString()).toBe('2079-01-10T19:59:00.000Z');
  });

  it('reads the wall clock of the day the reminder falls on across a change of the clocks', () => {
    // Summer time (UTC+3) on the visit, winter time (UTC+2) a day before it, in late October.
    const visit = slotInstant('2026-10-24', '19:30', zone);
    const due = reminderDueAt(visit, 24, zone);
    expect(due.getTime()).toBe(visit.getTime() - 24 * 3_600_000);
  });
});

describe('isQuietTime', () => {
  it('is night from 22:00 to 09:00 venue time', () => {
    expect(isQuietTime(at('2079-01-10T19:59:00Z'), zone)).toBe(false);
    expect(isQuietTime(at('2079-01-10T20:00:00Z'), zone)).toBe(true);
    expect(isQuietTime(at('2079-01-11T06:59:00Z'), zone)).toBe(true);
    expect(isQuietTime(at('2079-01-11T07:00:00Z'), zone)).toBe(false);
  });
});
