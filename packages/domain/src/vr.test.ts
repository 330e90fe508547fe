import { describe, expect, it } from 'vitest';
import { lanesNeeded } from './lanes.ts';
import {
  defaultVrSettings,
  fewestStationsLeft,
  fitsVrGrid,
  hasStationsFor,
  partyVrStart,
  stationsLeft,
  stationsNeeded,
  vrCoveredSessions,
  vrPrice,
  vrRunOf,
  vrSessionsOfHours,
  withOwnStationsFree,
} from './vr.ts';

const evening = { opensAt: '15:00', closesAt: '23:00' };

describe('the VR session grid', () => {
  it('gives a session every 20 minutes from 15:00, the last at 22:40 ending at closing', () => {
    const grid = vrSessionsOfHours(evening, 20);
    expect(grid).toHaveLength(24);
    expect(grid.slice(0, 4)).toEqual(['15:00', '15:20', '15:40', '16:00']);
    expect(grid.at(-1)).toBe('22:40');
  });

  it('runs past midnight with the hours, on the business day', () => {
    const grid = vrSessionsOfHours({ opensAt: '20:00', closesAt: '01:00' }, 30);
    expect(grid).toEqual([
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
      '00:00',
      '00:30',
    ]);
  });

  it('starts a last session before closing even when it would run past it (as the lanes)', () => {
    expect(vrSessionsOfHours({ opensAt: '15:00', closesAt: '15:50' }, 20)).toEqual([
      '15:00',
      '15:20',
      '15:40',
    ]);
  });

  it('seeds 4 stations and 20-minute sessions', () => {
    expect(defaultVrSettings).toEqual({ stationCount: 4, sessionMinutes: 20 });
  });
});

describe('consecutive VR sessions', () => {
  it('two sessions from 18:00 are 18:00 and 18:20', () => {
    expect(vrCoveredSessions('18:00', 2, 20)).toEqual(['18:00', '18:20']);
  });

  it('no sessions, or a run past the business day (06:00), is none', () => {
    expect(vrCoveredSessions('18:00', 0, 20)).toBeNull();
    expect(vrCoveredSessions('05:40', 2, 20)).toBeNull();
  });

  it('3 sessions from 22:20 run past closing at 23:00: they do not fit the grid; 2 do', () => {
    const grid = vrSessionsOfHours(evening, 20);
    expect(fitsVrGrid(grid, '22:20', 3, 20)).toBe(false);
    expect(fitsVrGrid(grid, '22:20', 2, 20)).toBe(true);
  });

  it('a start off the grid (18:10) does not fit', () => {
    expect(fitsVrGrid(vrSessionsOfHours(evening, 20), '18:10', 1, 20)).toBe(false);
  });
});

describe('the stations a booking holds', () => {
  it('a VR booking holds one station per player', () => {
    expect(stationsNeeded('vr', 3, 2, 4)).toBe(3);
  });

  it('a party holds one per guest up to every station, when its package has VR sessions', () => {
    expect(stationsNeeded('birthday', 3, 1, 4)).toBe(3);
    expect(stationsNeeded('birthday', 20, 1, 4)).toBe(4);
    expect(stationsNeeded('birthday', 20, 0, 4)).toBe(0);
  });

  it('a regular booking holds none, and a VR booking no lane', () => {
    expect(stationsNeeded('regular', 6, 1, 4)).toBe(0);
    expect(lanesNeeded('vr', 4)).toBe(0);
  });
});

describe("a party's VR start", () => {
  const grid = vrSessionsOfHours(evening, 20);

  it('is the first session once the bowling has ended: a 90-minute party from 18:00 plays VR at 19:40', () => {
    expect(partyVrStart(grid, '18:00', 90, 1, 20)).toBe('19:40');
    expect(partyVrStart(grid, '18:00', 60, 1, 20)).toBe('19:00');
  });

  it('needs all its sessions on the grid: two sessions after bowling that ends at 22:30 do not fit, so VR comes first', () => {
    expect(partyVrStart(grid, '22:20', 20, 1, 20)).toBe('22:40');
    // 21:00 to 22:30 bowling; 22:40 is one session, not two: the last two before are 20:20 and 20:40.
    expect(partyVrStart(grid, '21:00', 90, 2, 20)).toBe('20:20');
  });

  it('plays VR before the bowling when the bowling ends at closing (21:45, 60 minutes)', () => {
    expect(partyVrStart(grid, '21:45', 60, 1, 20)).toBe('21:20');
  });

  it('is none when its sessions fit neither before nor after', () => {
    const short = vrSessionsOfHours({ opensAt: '15:00', closesAt: '16:00' }, 20);
    expect(partyVrStart(short, '15:00', 60, 1, 20)).toBeNull();
  });
});

describe('stations left and price', () => {
  it('2 of 4 left when 2 are taken; never below 0', () => {
    expect(stationsLeft(2, 4)).toBe(2);
    expect(stationsLeft(5, 4)).toBe(0);
  });

  it('players fit only when every session has that many stations left', () => {
    const sessions = [
      { stationsTaken: 1, stationsTotal: 4 },
      { stationsTaken: 2, stationsTotal: 4 },
    ];
    expect(hasStationsFor(2, sessions)).toBe(true);
    expect(hasStationsFor(3, sessions)).toBe(false);
    expect(hasStationsFor(1, [])).toBe(false);
  });

  it('3 players for 2 sessions at 35 ILS cost 210 ILS', () => {
    expect(vrPrice(3, 2, 35)).toBe(210);
  });
});

describe("a run's sessions and a move's own stations", () => {
  const day = [
    { sessionStart: '22:00', stationsTaken: 1, stationsTotal: 4 },
    { sessionStart: '22:20', stationsTaken: 3, stationsTotal: 4 },
    { sessionStart: '22:40', stationsTaken: 4, stationsTotal: 4 },
  ];

  it('two sessions from 22:00 play 22:00 and 22:20, the fuller leaving 1 station', () => {
    const run = vrRunOf(day, '22:00', 2, 20);
    expect(run?.map((session) => session.sessionStart)).toEqual(['22:00', '22:20']);
    expect(fewestStationsLeft(run ?? [])).toBe(1);
  });

  it('a run past the last session or off the grid is none; an empty run leaves nothing', () => {
    expect(vrRunOf(day, '22:20', 3, 20)).toBeNull();
    expect(vrRunOf(day, '22:10', 1, 20)).toBeNull();
    expect(fewestStationsLeft([])).toBe(0);
  });

  it("a booking's own 2 stations count free only in the sessions it plays now", () => {
    const seen = withOwnStationsFree(day, { sessions: ['22:20', '22:40'], stations: 2 });
    expect(seen.map((session) => session.stationsTaken)).toEqual([1, 1, 2]);
    expect(fewestStationsLeft(vrRunOf(seen, '22:20', 2, 20) ?? [])).toBe(2);
  });
});
