import type { LaneBlock } from '@venue/domain/schedule';
import type { StaffDaySlot } from '@venue/domain/staff-day';
import { describe, expect, it } from 'vitest';
import { bookingRow } from '../../../test/booking-row.ts';
import { boardOf } from './board-model.ts';
import { boardDay, repairBlock } from './board-test-data.ts';

/** A slot of the board's day (UTC+3 in May), with the blocks that take its lanes. */
function slot(time: string, blocks: ReadonlyMap<number, LaneBlock> = new Map()): StaffDaySlot {
  const startsAt = new Date(`${boardDay}T${time}:00+03:00`);
  return {
    slot: time,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 45 * 60_000),
    closure: null,
    blocks,
  };
}

describe("the board's occupancy, as the booking card reads it", () => {
  it('counts the lanes bookings hold and the blocked lanes no booking holds, each lane once', () => {
    const block = { ...repairBlock, lanes: [5, 6] };
    const slots = [
      slot('18:45'),
      slot(
        '19:30',
        new Map([
          [5, block],
          [6, block],
        ]),
      ),
      slot('20:15', new Map([[5, block]])),
    ];
    const bookings = [
      // Holds lane 6 at 19:30 although the block came after it: counted once.
      bookingRow({ id: 'on-blocked', time: '19:30', lane: 6 }),
      bookingRow({ id: 'other', time: '19:30', lane: 1 }),
      bookingRow({ id: 'waiting', time: '20:15', status: 'pending' }),
    ];

    const board = boardOf(bookings, slots, { laneCount: 6, slotMinutes: 45 });

    expect(Object.fromEntries(board.occupancy)).toEqual({ '18:45': 0, '19:30': 3, '20:15': 1 });
  });
});
