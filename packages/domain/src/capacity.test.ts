import { describe, expect, it } from 'vitest';
import {
  approvedAt,
  approvedIn,
  capacityBlockedMessage,
  fullestCoveredSlot,
  isSlotFull,
} from './capacity.ts';

describe('slot capacity', () => {
  it('a slot with 5 approved bookings is not full; with 6 (all lanes) it is', () => {
    expect(isSlotFull({ '18:00': 5 }, '18:00', 45)).toBe(false);
    expect(isSlotFull({ '18:00': 6 }, '18:00', 45)).toBe(true);
    expect(isSlotFull({ '18:00': 7 }, '18:00', 45)).toBe(true);
  });

  it('a slot nobody has booked is empty', () => {
    expect(isSlotFull({}, '18:00', 45)).toBe(false);
    expect(approvedAt({}, '18:00', 45)).toBe(0);
  });

  it('a 90-minute booking is full when its second slot is full, though its first is not', () => {
    const occupancy = { '18:00': 2, '18:45': 6 };
    expect(isSlotFull(occupancy, '18:00', 90)).toBe(true);
    expect(isSlotFull(occupancy, '18:00', 45)).toBe(false);
  });

  it('a full slot right after the covered run does not count', () => {
    expect(isSlotFull({ '19:30': 6 }, '18:00', 90)).toBe(false);
    expect(isSlotFull({ '19:30': 6 }, '18:00', 91)).toBe(true);
  });

  it('reads the occupancy from a Map as from a record', () => {
    const occupancy = new Map([['21:45', 6]]);
    expect(isSlotFull(occupancy, '21:00', 90)).toBe(true);
    expect(approvedIn(occupancy, '21:00')).toBe(0);
  });

  it('the "x/6" indicator shows the fullest covered slot, the earliest on a tie', () => {
    const occupancy = { '15:00': 3, '15:45': 4, '16:30': 4 };
    expect(fullestCoveredSlot(occupancy, '15:00', 135)).toEqual({ time: '15:45', approved: 4 });
    expect(approvedAt(occupancy, '15:00', 45)).toBe(3);
  });

  it('a start that is not a slot has no fullest slot and counts 0', () => {
    expect(fullestCoveredSlot({ '15:00': 6 }, '14:15', 45)).toBeUndefined();
    expect(isSlotFull({ '15:00': 6 }, '14:15', 45)).toBe(false);
  });

  it('a run past 22:30 is judged on the slots that exist', () => {
    expect(isSlotFull({ '22:30': 6 }, '22:30', 90)).toBe(true);
  });
});

describe('approval messages', () => {
  it('the capacity refusal is word for word the one the database raises', () => {
    expect(capacityBlockedMessage('2026-11-21', '18:00', 6)).toBe(
      'Cannot approve booking: All 6 lanes are already booked for 2026-11-21 at 18:00. Currently approved: 6/6 lanes.',
    );
  });
});
