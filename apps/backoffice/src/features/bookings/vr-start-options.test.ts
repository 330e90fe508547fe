import { describe, expect, it } from 'vitest';
import { vrStartOptions } from './vr-start-options.ts';

const session = (sessionStart: string, stationsTaken: number) => ({
  sessionStart,
  stationsTaken,
  stationsTotal: 4,
});
const day = [session('22:00', 0), session('22:20', 3), session('22:40', 1)];

describe("a party's VR starts on approval", () => {
  it('one session: every session of the day, with its stations left and whether 2 fit', () => {
    expect(vrStartOptions(day, 1, 20, 2)).toEqual([
      { start: '22:00', left: 4, total: 4, hasRoom: true },
      { start: '22:20', left: 1, total: 4, hasRoom: false },
      { start: '22:40', left: 3, total: 4, hasRoom: true },
    ]);
  });

  it('two sessions: the fewest left over both, and no start whose second session is past closing', () => {
    expect(vrStartOptions(day, 2, 20, 2)).toEqual([
      { start: '22:00', left: 1, total: 4, hasRoom: false },
      { start: '22:20', left: 1, total: 4, hasRoom: false },
    ]);
  });

  it('a session a closure took out breaks the run: no start spans it', () => {
    const closed = [session('15:00', 0), session('15:40', 0), session('16:00', 0)];
    expect(vrStartOptions(closed, 2, 20, 1).map((option) => option.start)).toEqual(['15:40']);
  });

  it('a closed day offers none', () => {
    expect(vrStartOptions([], 1, 20, 4)).toEqual([]);
  });
});
