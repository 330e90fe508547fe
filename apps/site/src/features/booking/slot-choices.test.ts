import type { VenueDaySlot } from '@venue/data/schedule/get-venue-day';
import { defaultSchedule } from '@venue/domain/schedule';
import { slotStarts } from '@venue/domain/venue';
import { describe, expect, it } from 'vitest';
import { fewestLanesFree, type SlotChoice, slotChoices } from './slot-choices.ts';

// 16:00 UTC is 18:00 at the venue (UTC+2 in November); the day asked for is the next one, so no
// slot has begun whatever the runner's clock says.
const now = new Date('2026-11-21T16:00:00Z');
const date = '2026-11-22';

/** venue_day's answer for the weekly hours, with the lanes free per slot (6 unless said). */
function lanesFree(free: Record<string, number>): VenueDaySlot[] {
  return slotStarts.map((slot) => ({ slot, lanesOpen: 6, lanesFree: free[slot] ?? 6 }));
}

function stateAt(choices: readonly SlotChoice[], slot: string): SlotChoice['state'] | undefined {
  return choices.find((choice) => choice.slot === slot)?.state;
}

function choicesFor(lanesNeeded: number, free: VenueDaySlot[] | undefined, duration = 45) {
  return slotChoices({
    schedule: defaultSchedule,
    date,
    now,
    timeZone: 'Asia/Hebron',
    duration,
    lanesNeeded,
    free,
  });
}

describe('a slot full for the group', () => {
  it('a slot with 1 lane free is full for 12 people (2 lanes) and open for 4 (1 lane)', () => {
    const free = lanesFree({ '19:30': 1 });
    expect(stateAt(choicesFor(2, free), '19:30')).toBe('full');
    expect(stateAt(choicesFor(1, free), '19:30')).toBe('open');
  });

  it('a slot with exactly the lanes the group needs is open; one fewer is full', () => {
    const free = lanesFree({ '19:30': 3 });
    expect(stateAt(choicesFor(3, free), '19:30')).toBe('open');
    expect(stateAt(choicesFor(4, free), '19:30')).toBe('full');
  });

  it('a slot with no lane free is full for a group of one lane, as before', () => {
    expect(stateAt(choicesFor(1, lanesFree({ '19:30': 0 })), '19:30')).toBe('full');
  });

  it('a 90-minute party is full where a later slot it covers has too few lanes, not only the first', () => {
    const free = lanesFree({ '20:15': 2 });
    const choices = choicesFor(3, free, 90);
    expect(stateAt(choices, '19:30')).toBe('full');
    expect(stateAt(choices, '20:15')).toBe('full');
    expect(stateAt(choices, '18:45')).toBe('open');
    expect(stateAt(choicesFor(2, free, 90), '19:30')).toBe('open');
  });

  it('no slot is full before venue_day answers, whatever the group', () => {
    expect(choicesFor(6, undefined).every((choice) => choice.state === 'open')).toBe(true);
  });

  it('a slot venue_day does not list has no lane free', () => {
    const free = lanesFree({}).filter((slot) => slot.slot !== '19:30');
    expect(stateAt(choicesFor(1, free), '19:30')).toBe('full');
  });
});

describe('the fewest lanes free over a run', () => {
  it('is the smallest count among the covered slots, 0 for a slot not listed', () => {
    const free = lanesFree({ '19:30': 4, '20:15': 2 });
    expect(fewestLanesFree(['19:30'], free)).toBe(4);
    expect(fewestLanesFree(['19:30', '20:15'], free)).toBe(2);
    expect(fewestLanesFree(['19:30', '03:00'], free)).toBe(0);
  });
});
