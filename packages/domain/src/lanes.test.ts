import { describe, expect, it } from 'vitest';
import { laneRuns, lanesNeeded } from './lanes.ts';

describe('the lanes a booking needs', () => {
  it('a regular group of 1 to 6 people plays on one lane', () => {
    expect(lanesNeeded('regular', 1)).toBe(1);
    expect(lanesNeeded('regular', 6)).toBe(1);
  });

  it('a regular group of 7 to 12 people takes two lanes', () => {
    expect(lanesNeeded('regular', 7)).toBe(2);
    expect(lanesNeeded('regular', 12)).toBe(2);
  });

  it('a regular group ignores any guests per lane it is given', () => {
    expect(lanesNeeded('regular', 12, 10)).toBe(2);
  });

  it('a birthday party takes one lane per guests_per_lane guests of its package', () => {
    // Blaze: 11 to 25 guests, 8 a lane.
    expect(lanesNeeded('birthday', 11, 8)).toBe(2);
    expect(lanesNeeded('birthday', 16, 8)).toBe(2);
    expect(lanesNeeded('birthday', 17, 8)).toBe(3);
    expect(lanesNeeded('birthday', 25, 8)).toBe(4);
    // Spark: up to 10 guests, 10 a lane: always one.
    expect(lanesNeeded('birthday', 10, 10)).toBe(1);
    // Inferno: 26 to 40 guests, 10 a lane.
    expect(lanesNeeded('birthday', 26, 10)).toBe(3);
    expect(lanesNeeded('birthday', 40, 10)).toBe(4);
  });

  it('a birthday party without a package takes lanes as a regular group: 6 a lane', () => {
    expect(lanesNeeded('birthday', 6)).toBe(1);
    expect(lanesNeeded('birthday', 7, null)).toBe(2);
  });
});

describe('the runs of adjacent lanes a group can take', () => {
  it('two lanes of six run 1–2 to 5–6: the last run starts at lane 5', () => {
    expect(laneRuns(6, 2)).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 6],
    ]);
  });

  it('one lane runs on each lane; all six lanes are one run; seven lanes of six are none', () => {
    expect(laneRuns(6, 1)).toHaveLength(6);
    expect(laneRuns(6, 6)).toEqual([[1, 2, 3, 4, 5, 6]]);
    expect(laneRuns(6, 7)).toEqual([]);
  });
});
