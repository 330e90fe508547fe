import type { VrSessionOccupancy } from '@venue/data/vr/vr-occupancy';
import { venueTimeZone } from '@venue/domain/venue';
import { describe, expect, it } from 'vitest';
import { fullestVrSession, vrChoices, vrRunFits } from './vr-choices.ts';

/** vr_occupancy's answer for 15:00 to 16:40 (six 20-minute sessions of 4 stations), `taken` per session. */
function occupancyOf(taken: Readonly<Record<string, number>> = {}): VrSessionOccupancy[] {
  return ['15:00', '15:20', '15:40', '16:00', '16:20', '16:40'].map((sessionStart) => ({
    sessionStart,
    stationsTaken: taken[sessionStart] ?? 0,
    stationsTotal: 4,
  }));
}

// 13:10 UTC is 15:10 at the venue on November 21, 2026: the 15:00 session has begun.
const now = new Date('2026-11-21T13:10:00Z');

function choices(
  occupancy: VrSessionOccupancy[],
  players: number,
  sessions: number,
  date = '2026-11-21',
) {
  return vrChoices({
    occupancy,
    date,
    now,
    timeZone: venueTimeZone,
    players,
    sessions,
    sessionMinutes: 20,
  });
}

const stateOf = (list: ReturnType<typeof choices>, session: string) =>
  list.find((choice) => choice.session === session)?.state;

describe('the VR grid of a day', () => {
  it('offers each session with the stations it has left, held and blocked ones taken', () => {
    const list = choices(occupancyOf({ '15:40': 2, '16:00': 4 }), 1, 1, '2026-11-22');
    expect(
      list.map((choice) => [choice.session, choice.stationsLeft, choice.stationsTotal]),
    ).toEqual([
      ['15:00', 4, 4],
      ['15:20', 4, 4],
      ['15:40', 2, 4],
      ['16:00', 0, 4],
      ['16:20', 4, 4],
      ['16:40', 4, 4],
    ]);
    expect(stateOf(list, '15:40')).toBe('open');
    expect(stateOf(list, '16:00')).toBe('full');
  });

  it('a start is full when ANY session the players would play has fewer stations left than players', () => {
    // 3 players for 2 sessions: 15:20 is free but 15:40 has 2 left, so 15:20 and 15:40 are full.
    const list = choices(occupancyOf({ '15:40': 2 }), 3, 2, '2026-11-22');
    expect(stateOf(list, '15:00')).toBe('open');
    expect(stateOf(list, '15:20')).toBe('full');
    expect(stateOf(list, '15:40')).toBe('full');
    expect(stateOf(list, '16:00')).toBe('open');
    // Two players fit in the 2 left.
    expect(stateOf(choices(occupancyOf({ '15:40': 2 }), 2, 2, '2026-11-22'), '15:20')).toBe('open');
  });

  it("a start whose sessions would run past the day's last session is unavailable", () => {
    const list = choices(occupancyOf(), 1, 3, '2026-11-22');
    expect(stateOf(list, '16:00')).toBe('open');
    expect(stateOf(list, '16:20')).toBe('past-closing');
    expect(stateOf(list, '16:40')).toBe('past-closing');
  });

  it('today, sessions that have begun on the venue clock are past', () => {
    const list = choices(occupancyOf(), 1, 1);
    expect(stateOf(list, '15:00')).toBe('past');
    expect(stateOf(list, '15:20')).toBe('open');
  });

  it('names the fullest session of a run, and whether the players fit it', () => {
    const occupancy = occupancyOf({ '15:20': 1, '15:40': 3 });
    expect(fullestVrSession(occupancy, '15:00', 3, 20)).toEqual({
      session: '15:40',
      left: 1,
      total: 4,
    });
    expect(fullestVrSession(occupancy, '16:40', 2, 20)).toBeNull();
    expect(vrRunFits(occupancy, '15:00', 1, 3, 20)).toBe(true);
    expect(vrRunFits(occupancy, '15:00', 2, 3, 20)).toBe(false);
    expect(vrRunFits(occupancy, '16:40', 1, 2, 20)).toBe(false);
  });
});
