import { describe, expect, it } from 'vitest';
import { defaultSchedule, type Schedule } from './schedule.ts';
import { laneBlocksBetween, slotUnderWayIn, staffDay } from './staff-day.ts';
import { slotStarts } from './venue.ts';

const hebron = 'Asia/Hebron';

function scheduleWith(changes: Partial<Schedule>): Schedule {
  return { ...defaultSchedule, ...changes };
}

const repair = {
  lanes: [2, 9],
  // 18:00 to 19:00 in Hebron on 5 December 2026 (UTC+2).
  startsAt: new Date('2026-12-05T16:00:00Z'),
  endsAt: new Date('2026-12-05T17:00:00Z'),
  reason: { en: 'Pinsetter repair', ar: 'إصلاح آلة الأقماع' },
};

describe('a business day as staff see it', () => {
  it('keeps every slot of the hours, a closed one marked with its closure', () => {
    const event = {
      day: '2026-12-05',
      fromTime: '18:00',
      toTime: '19:00',
      reason: { en: 'Event' },
    };
    const day = staffDay(scheduleWith({ closures: [event] }), '2026-12-05', hebron);
    if (!day.isOpen) throw new Error('The day should open');
    expect(day.slots.map((slot) => slot.slot)).toEqual(slotStarts);
    // 17:15 ends at 18:00, before the closure; 18:00 and 18:45 overlap it; 19:30 is after.
    const closed = day.slots.filter((slot) => slot.closure === event).map((slot) => slot.slot);
    expect(closed).toEqual(['18:00', '18:45']);
  });

  it('is closed all day with the closure, or with none when its hours are none', () => {
    const eid = { day: '2027-03-10', fromTime: null, toTime: null, reason: { en: 'Eid' } };
    expect(staffDay(scheduleWith({ closures: [eid] }), '2027-03-10', hebron)).toEqual({
      isOpen: false,
      closure: eid,
    });
    const closedMondays = scheduleWith({ weekly: { ...defaultSchedule.weekly, 1: null } });
    expect(staffDay(closedMondays, '2026-11-30', hebron)).toEqual({ isOpen: false, closure: null });
  });

  it('runs past midnight, the small hours on the next calendar date', () => {
    const late = {
      firstDay: '2026-12-05',
      lastDay: '2026-12-05',
      opensAt: '22:00',
      closesAt: '01:00',
    };
    const day = staffDay(
      scheduleWith({ special: [{ ...late, name: { en: 'Late' } }] }),
      '2026-12-05',
      hebron,
    );
    if (!day.isOpen) throw new Error('The day should open');
    expect(day.slots.map((slot) => slot.slot)).toEqual(['22:00', '22:45', '23:30', '00:15']);
    expect(day.slots[3]?.startsAt.toISOString()).toBe('2026-12-05T22:15:00.000Z');
  });

  it('marks a blocked lane in every slot the block touches, and no lane past the lane count', () => {
    const day = staffDay(scheduleWith({ laneBlocks: [repair] }), '2026-12-05', hebron);
    if (!day.isOpen) throw new Error('The day should open');
    const blocked = day.slots.filter((slot) => slot.blocks.size > 0).map((slot) => slot.slot);
    // 17:15-18:00 ends as the block starts; 18:45-19:30 overlaps its last quarter hour.
    expect(blocked).toEqual(['18:00', '18:45']);
    expect([...(day.slots[4]?.blocks.keys() ?? [])]).toEqual([2]);
    expect(day.slots[4]?.blocks.get(2)).toBe(repair);
  });

  it('names the earliest block of a lane two blocks touch', () => {
    const later = { ...repair, lanes: [2], startsAt: new Date('2026-12-05T16:30:00Z') };
    const blocks = laneBlocksBetween(
      scheduleWith({ laneBlocks: [later, repair] }),
      new Date('2026-12-05T16:00:00Z'),
      new Date('2026-12-05T16:45:00Z'),
    );
    expect(blocks.get(2)).toBe(repair);
  });

  it('knows the slot under way: started, not over', () => {
    const day = staffDay(defaultSchedule, '2026-12-05', hebron);
    if (!day.isOpen) throw new Error('The day should open');
    // 15:00 in Hebron is 13:00 UTC in December.
    expect(slotUnderWayIn(day.slots, new Date('2026-12-05T13:00:00Z'))).toBe('15:00');
    expect(slotUnderWayIn(day.slots, new Date('2026-12-05T13:44:59Z'))).toBe('15:00');
    expect(slotUnderWayIn(day.slots, new Date('2026-12-05T13:45:00Z'))).toBe('15:45');
    expect(slotUnderWayIn(day.slots, new Date('2026-12-05T12:59:59Z'))).toBeNull();
    expect(slotUnderWayIn(day.slots, new Date('2026-12-06T13:00:00Z'))).toBeNull();
  });
});
