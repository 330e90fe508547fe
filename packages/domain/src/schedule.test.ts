import { describe, expect, it } from 'vitest';
import {
  checkRun,
  closureAt,
  dayMinute,
  dayOffer,
  daySlots,
  defaultSchedule,
  hoursOn,
  isBusinessSpan,
  isoWeekdayOf,
  type Schedule,
  slotGrid,
  timeAtDayMinute,
  weekdayRuns,
} from './schedule.ts';
import { slotStarts } from './venue.ts';

const hebron = 'Asia/Hebron';

const ramadan = {
  firstDay: '2027-02-08',
  lastDay: '2027-03-09',
  opensAt: '20:00',
  closesAt: '02:00',
  name: { en: 'Ramadan', ar: 'رمضان' },
};

function scheduleWith(changes: Partial<Schedule>): Schedule {
  return { ...defaultSchedule, ...changes };
}

describe('the business day', () => {
  it('counts minutes from 06:00, so the small hours come after the evening', () => {
    expect(dayMinute('06:00')).toBe(0);
    expect(dayMinute('23:00')).toBe(1020);
    expect(dayMinute('01:30')).toBe(1170);
    expect(dayMinute('05:59')).toBe(1439);
    expect(timeAtDayMinute(1170)).toBe('01:30');
  });

  it('takes hours that close past midnight, up to 06:00, and refuses a close before the open', () => {
    expect(isBusinessSpan('20:00', '02:00')).toBe(true);
    expect(isBusinessSpan('06:00', '06:00')).toBe(true);
    expect(isBusinessSpan('15:00', '23:00')).toBe(true);
    expect(isBusinessSpan('23:00', '15:00')).toBe(false);
    expect(isBusinessSpan('02:00', '07:00')).toBe(false);
    expect(isBusinessSpan('15:00', '15:00')).toBe(false);
  });

  it('names ISO weekdays: Monday 1, Sunday 7', () => {
    expect(isoWeekdayOf('2026-11-30')).toBe(1);
    expect(isoWeekdayOf('2026-11-29')).toBe(7);
  });
});

describe('the weekly hours in runs', () => {
  it('group consecutive weekdays with the same hours, Monday first', () => {
    expect(weekdayRuns(defaultSchedule.weekly)).toEqual([
      { first: 1, last: 7, hours: { opensAt: '15:00', closesAt: '23:00' } },
    ]);
    const late = { opensAt: '15:00', closesAt: '01:00' };
    const weekly = { ...defaultSchedule.weekly, 1: null, 5: late, 6: late };
    expect(weekdayRuns(weekly)).toEqual([
      { first: 1, last: 1, hours: null },
      { first: 2, last: 4, hours: { opensAt: '15:00', closesAt: '23:00' } },
      { first: 5, last: 6, hours: late },
      { first: 7, last: 7, hours: { opensAt: '15:00', closesAt: '23:00' } },
    ]);
  });
});

describe('the slots of a day', () => {
  it('are the venue facts under the schedule the venue opened with', () => {
    expect(slotGrid(defaultSchedule, '2026-12-01')).toEqual(slotStarts);
  });

  it('run past midnight in a special period, which replaces the weekly hours', () => {
    const schedule = scheduleWith({ special: [ramadan] });
    expect(hoursOn(schedule, '2027-02-08')).toBe(ramadan);
    expect(hoursOn(schedule, '2027-03-10')).toEqual({ opensAt: '15:00', closesAt: '23:00' });
    expect(slotGrid(schedule, '2027-02-20')).toEqual([
      '20:00',
      '20:45',
      '21:30',
      '22:15',
      '23:00',
      '23:45',
      '00:30',
      '01:15',
    ]);
    const [, , , , , , afterMidnight] = daySlots(schedule, '2027-02-20', hebron);
    // 00:30 of the business day Feb 20 is on the calendar's Feb 21, 22:30 UTC on Feb 20.
    expect(afterMidnight?.startsAt.toISOString()).toBe('2027-02-20T22:30:00.000Z');
  });

  it('are none on a weekday the venue does not open, unless a special period opens it', () => {
    const closedMondays = scheduleWith({ weekly: { ...defaultSchedule.weekly, 1: null } });
    expect(slotGrid(closedMondays, '2026-11-30')).toEqual([]);
    const openedMonday = { ...ramadan, firstDay: '2026-11-30', lastDay: '2026-11-30' };
    expect(slotGrid({ ...closedMondays, special: [openedMonday] }, '2026-11-30')).toHaveLength(8);
  });

  it('follow the slot length', () => {
    expect(slotGrid(scheduleWith({ slotMinutes: 60 }), '2026-12-01')).toEqual([
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
    ]);
  });

  it('lose the slots a closure covers: a whole day, or each slot overlapping part of one', () => {
    const eid = { day: '2027-03-10', fromTime: null, toTime: null, reason: { en: 'Eid' } };
    const event = {
      day: '2026-12-05',
      fromTime: '18:00',
      toTime: '20:00',
      reason: { en: 'Event' },
    };
    const schedule = scheduleWith({ closures: [eid, event] });
    expect(daySlots(schedule, '2027-03-10', hebron)).toEqual([]);
    expect(closureAt(schedule, '2027-03-10', '15:00')).toBe(eid);
    // 17:15 runs to 18:00 and stays; 19:30 runs into 20:00's closing of the closure and goes.
    expect(daySlots(schedule, '2026-12-05', hebron).map((slot) => slot.slot)).toEqual([
      '15:00',
      '15:45',
      '16:30',
      '17:15',
      '20:15',
      '21:00',
      '21:45',
      '22:30',
    ]);
  });

  it('take a run only when it starts on a slot, ends by closing and meets no closure', () => {
    const event = {
      day: '2027-02-10',
      fromTime: '23:00',
      toTime: '23:30',
      reason: { en: 'Event' },
    };
    const schedule = scheduleWith({ special: [ramadan], closures: [event] });
    expect(checkRun(schedule, '2027-02-09', '00:30', 90)).toEqual({
      ok: true,
      slots: ['00:30', '01:15'],
    });
    expect(checkRun(schedule, '2027-02-09', '01:15', 90)).toEqual({
      ok: false,
      reason: 'past-closing',
    });
    expect(checkRun(schedule, '2027-02-09', '15:00', 45)).toEqual({
      ok: false,
      reason: 'unknown-slot',
    });
    expect(checkRun(schedule, '2027-02-09', '20:00', 0)).toEqual({
      ok: false,
      reason: 'invalid-duration',
    });
    // 22:15 runs to 23:00 and fits; from 21:30 a 90-minute party runs into the closure at 22:15.
    expect(checkRun(schedule, '2027-02-10', '22:15', 45).ok).toBe(true);
    expect(checkRun(schedule, '2027-02-10', '21:30', 120)).toEqual({
      ok: false,
      reason: 'closed',
      at: '23:00',
      closure: event,
    });
  });

  it('count a lane blocked for any part of the slot as not open', () => {
    const schedule = scheduleWith({
      laneBlocks: [
        {
          lanes: [3, 4],
          // 18:00 to 18:50 at the venue (UTC+2): the 18:00 and 18:45 slots.
          startsAt: new Date('2026-12-05T16:00:00Z'),
          endsAt: new Date('2026-12-05T16:50:00Z'),
          reason: { en: 'League' },
        },
        {
          lanes: [6, 9],
          startsAt: new Date('2026-12-05T16:45:00Z'),
          endsAt: new Date('2026-12-05T17:00:00Z'),
          reason: { en: 'Repair' },
        },
      ],
    });
    const slots = daySlots(schedule, '2026-12-05', hebron);
    const lanesOpen = Object.fromEntries(slots.map((slot) => [slot.slot, slot.lanesOpen]));
    expect(lanesOpen['17:15']).toBe(6);
    expect(lanesOpen['18:00']).toBe(4);
    expect(slots.find((slot) => slot.slot === '18:45')?.blockedLanes).toEqual([3, 4, 6]);
    expect(lanesOpen['19:30']).toBe(6);
  });

  it("take their instants from the zone's rules across the changes of the clocks", () => {
    // Clocks go forward at 02:00 on 27 March 2027: the 21:00 slot is at +02:00 the evening
    // before and at +03:00 that evening.
    const schedule = scheduleWith({
      special: [{ ...ramadan, firstDay: '2027-03-26', lastDay: '2027-03-27', closesAt: '01:00' }],
    });
    const before = daySlots(schedule, '2027-03-26', hebron);
    const after = daySlots(schedule, '2027-03-27', hebron);
    expect(before.find((slot) => slot.slot === '20:00')?.startsAt.toISOString()).toBe(
      '2027-03-26T18:00:00.000Z',
    );
    expect(after.find((slot) => slot.slot === '20:00')?.startsAt.toISOString()).toBe(
      '2027-03-27T17:00:00.000Z',
    );
  });
});

describe("a day's offer to a visitor", () => {
  const eid = { day: '2027-03-10', fromTime: null, toTime: null, reason: { en: 'Eid' } };
  const evening = {
    day: '2026-12-05',
    fromTime: '18:00',
    toTime: '20:00',
    reason: { en: 'Event' },
  };

  it('is open with its weekday hours and no special period on an ordinary day', () => {
    expect(dayOffer(defaultSchedule, '2026-12-01')).toEqual({
      kind: 'open',
      hours: { opensAt: '15:00', closesAt: '23:00' },
      special: null,
    });
  });

  it("is open with a special period's hours and the period itself inside it", () => {
    const schedule = scheduleWith({ special: [ramadan] });
    expect(dayOffer(schedule, '2027-02-08')).toEqual({
      kind: 'open',
      hours: ramadan,
      special: ramadan,
    });
    // The day after the period ends is back to the weekly hours.
    expect(dayOffer(schedule, '2027-03-10')).toEqual({
      kind: 'open',
      hours: { opensAt: '15:00', closesAt: '23:00' },
      special: null,
    });
  });

  it('is closed with its closure when one takes the whole day, even inside a special period', () => {
    const schedule = scheduleWith({
      special: [{ ...ramadan, lastDay: '2027-03-10' }],
      closures: [eid],
    });
    expect(dayOffer(schedule, '2027-03-10')).toEqual({ kind: 'closed', closure: eid });
  });

  it('stays open when a closure takes only part of the day', () => {
    expect(dayOffer(scheduleWith({ closures: [evening] }), '2026-12-05').kind).toBe('open');
  });

  it('is closed without a closure on a weekday the venue does not open', () => {
    const closedMondays = scheduleWith({ weekly: { ...defaultSchedule.weekly, 1: null } });
    expect(dayOffer(closedMondays, '2026-11-30')).toEqual({ kind: 'closed', closure: null });
    expect(dayOffer(closedMondays, '2026-12-01').kind).toBe('open');
  });
});
