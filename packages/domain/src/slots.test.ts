import { describe, expect, it } from 'vitest';
import { coveredSlots, existingSlotsOfRun, isSlotStart, slotCountFor } from './slots.ts';

describe('slots a booking covers', () => {
  it('a 45-minute booking covers its own slot only', () => {
    expect(coveredSlots('15:00', 45)).toEqual({ ok: true, slots: ['15:00'] });
  });

  it('a booking of 46 to 90 minutes covers two slots; 91 minutes covers three', () => {
    expect(coveredSlots('15:00', 46)).toEqual({ ok: true, slots: ['15:00', '15:45'] });
    expect(coveredSlots('15:00', 60)).toEqual({ ok: true, slots: ['15:00', '15:45'] });
    expect(coveredSlots('15:00', 90)).toEqual({ ok: true, slots: ['15:00', '15:45'] });
    expect(coveredSlots('15:00', 91)).toEqual({
      ok: true,
      slots: ['15:00', '15:45', '16:30'],
    });
  });

  it('a booking shorter than a session still takes the whole slot', () => {
    expect(coveredSlots('18:00', 1)).toEqual({ ok: true, slots: ['18:00'] });
  });

  it('a 90-minute booking at 21:45 covers 21:45 and 22:30, the last slot', () => {
    expect(coveredSlots('21:45', 90)).toEqual({ ok: true, slots: ['21:45', '22:30'] });
  });

  it('a 45-minute booking at 22:30 is accepted although it ends at 23:15: the spec lists the slot', () => {
    expect(coveredSlots('22:30', 45)).toEqual({ ok: true, slots: ['22:30'] });
  });

  it('a 90-minute booking at 22:30 is refused: it would need a slot after the last one', () => {
    expect(coveredSlots('22:30', 90)).toEqual({ ok: false, reason: 'past-closing' });
    expect(coveredSlots('22:30', 46)).toEqual({ ok: false, reason: 'past-closing' });
  });

  it('a 136-minute booking at 21:00 is refused (four slots, one past 22:30); 135 minutes fits', () => {
    expect(coveredSlots('21:00', 135)).toEqual({
      ok: true,
      slots: ['21:00', '21:45', '22:30'],
    });
    expect(coveredSlots('21:00', 136)).toEqual({ ok: false, reason: 'past-closing' });
  });

  it('a whole day of slots fits from 15:00 (495 minutes) but not one minute more', () => {
    const allDay = coveredSlots('15:00', 11 * 45);
    expect(allDay.ok && allDay.slots).toHaveLength(11);
    expect(coveredSlots('15:00', 11 * 45 + 1)).toEqual({ ok: false, reason: 'past-closing' });
  });

  it('a start that is not one of the slot starts is refused', () => {
    for (const time of ['14:15', '15:30', '23:15', '3:00 PM', '', '15:00:00']) {
      expect(coveredSlots(time, 45)).toEqual({ ok: false, reason: 'unknown-slot' });
    }
  });

  it('a duration that is not a positive whole number of minutes is refused', () => {
    for (const duration of [0, -45, 45.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(coveredSlots('15:00', duration)).toEqual({ ok: false, reason: 'invalid-duration' });
    }
  });
});

describe('slot helpers', () => {
  it('recognise exactly the 11 slot starts', () => {
    expect(isSlotStart('15:00')).toBe(true);
    expect(isSlotStart('22:30')).toBe(true);
    expect(isSlotStart('23:15')).toBe(false);
    expect(isSlotStart(null)).toBe(false);
  });

  it('count ceil(duration / 45) slots and refuse a duration that is not whole', () => {
    expect(slotCountFor(45)).toBe(1);
    expect(slotCountFor(90)).toBe(2);
    expect(slotCountFor(91)).toBe(3);
    expect(() => slotCountFor(0)).toThrow(RangeError);
  });

  it('list the existing slots of a run that goes past 22:30, for stored bookings', () => {
    expect(existingSlotsOfRun('22:30', 90)).toEqual(['22:30']);
    expect(existingSlotsOfRun('21:45', 180)).toEqual(['21:45', '22:30']);
    expect(existingSlotsOfRun('14:00', 45)).toEqual([]);
  });
});
