import { describe, expect, it } from 'vitest';
import { bookingRow } from '../../../test/booking-row.ts';
import { testSchedule } from '../../../test/venue-schedule.ts';
import { boardOf } from './board-model.ts';
import {
  boardBookings,
  boardDay,
  eventClosure,
  headsetBlock,
  lateNight,
  vrBookings,
  vrHolds,
  vrSettings,
} from './board-test-data.ts';
import { currentVrSession, vrBoardOf, vrSessionRows } from './vr-board-model.ts';

const timeZone = 'Asia/Hebron';

function vrBoard(schedule = testSchedule(), blocks = [headsetBlock]) {
  const sessions = vrSessionRows(schedule, vrSettings, blocks, boardDay, timeZone);
  return vrBoardOf([...boardBookings, ...vrBookings], vrHolds, sessions, vrSettings.stationCount);
}

describe("the board's VR grid", () => {
  it("has the day's 24 sessions of 20 minutes from opening, and the zone's four stations", () => {
    const board = vrBoard();
    expect(board.stations).toEqual([1, 2, 3, 4]);
    expect(board.sessions).toHaveLength(24);
    expect(board.sessions[0]?.session).toBe('15:00');
    expect(board.sessions.at(-1)?.session).toBe('22:40');
    // 15:00 in Hebron in May is 12:00 UTC; a session lasts 20 minutes.
    expect(board.sessions[0]?.startsAt.toISOString()).toBe('2046-05-10T12:00:00.000Z');
    expect(board.sessions[0]?.endsAt.toISOString()).toBe('2046-05-10T12:20:00.000Z');
  });

  it('runs a late night past midnight, its small hours last', () => {
    const sessions = vrSessionRows(
      testSchedule({ special: [lateNight] }),
      vrSettings,
      [],
      boardDay,
      timeZone,
    );
    expect(sessions.map((row) => row.session).slice(-2)).toEqual(['01:20', '01:40']);
    expect(sessions.at(-1)?.startsAt.toISOString()).toBe('2046-05-10T22:40:00.000Z');
  });

  it('draws a booking over several sessions and stations once, spanning them', () => {
    const board = vrBoard();
    const maya = board.placements.filter((placement) => placement.booking.id === 'v1');
    expect(maya).toEqual([
      expect.objectContaining({
        stations: [1, 2, 3],
        sessions: ['19:00', '19:20'],
        station: 1,
        width: 3,
        row: 12,
        span: 2,
        isFirst: true,
      }),
    ]);
  });

  it("puts a party's VR over every station it holds in its session", () => {
    const party = vrBoard().placements.filter((placement) => placement.booking.id === 'b3');
    expect(party).toEqual([
      expect.objectContaining({ stations: [1, 2, 3, 4], station: 1, width: 4, row: 9, span: 1 }),
    ]);
  });

  it('draws a booking on stations apart once per run, the first met by a screen reader', () => {
    const holds = [1, 3].map((station) => ({ sessionStart: '16:00', station, bookingId: 'v1' }));
    const sessions = vrSessionRows(testSchedule(), vrSettings, [], boardDay, timeZone);
    const board = vrBoardOf(vrBookings, holds, sessions, 4);
    expect(
      board.placements.map(({ station, width, isFirst }) => ({ station, width, isFirst })),
    ).toEqual([
      { station: 1, width: 1, isFirst: true },
      { station: 3, width: 1, isFirst: false },
    ]);
  });

  it('lists a VR request beside its first session, and no lanes booking in the VR zone', () => {
    const board = vrBoard();
    expect(board.waiting.get('20:00')?.map((booking) => booking.id)).toEqual(['v2']);
    expect([...board.waiting.values()].flat()).toHaveLength(1);
    expect(board.placements.map((placement) => placement.booking.id).sort()).toEqual(['b3', 'v1']);
  });

  it('counts the stations left per session: held and blocked ones taken, each once', () => {
    const board = vrBoard();
    expect(board.left.get('15:00')).toBe(4);
    expect(board.left.get('18:00')).toBe(0);
    // Stations 1–3 held, station 4 blocked.
    expect(board.left.get('19:00')).toBe(0);
    expect(board.left.get('19:40')).toBe(4);
    expect(board.isFree('19:00', 4)).toBe(false);
    expect(board.isFree('19:40', 4)).toBe(true);
    expect(board.blocked).toEqual([
      expect.objectContaining({ station: 4, block: headsetBlock, row: 12, span: 2 }),
    ]);
  });

  it('takes the sessions a closure touches out of use, with no station free in them', () => {
    // 18:00 to 19:30 closed: sessions 18:00 to 19:20 (19:20 runs into it).
    const board = vrBoard(testSchedule({ closures: [eventClosure] }), []);
    expect(board.closed).toEqual([
      expect.objectContaining({ closure: eventClosure, row: 9, span: 5 }),
    ]);
    expect(board.left.get('19:20')).toBe(0);
    expect(board.left.get('19:40')).toBe(4);
  });

  it('marks the session under way, none between days', () => {
    const sessions = vrSessionRows(testSchedule(), vrSettings, [], boardDay, timeZone);
    // 14:10 UTC is 17:10 in Hebron in May: the 17:00 session is under way until 17:20.
    expect(currentVrSession(sessions, new Date('2046-05-10T14:10:00Z'))).toBe('17:00');
    expect(currentVrSession(sessions, new Date('2046-05-09T14:10:00Z'))).toBeNull();
  });
});

describe('the lane board leaves VR to the VR zone', () => {
  it('puts a VR booking neither on a lane nor among the requests, nor in the lanes taken', () => {
    const slots = [
      {
        slot: '19:30',
        startsAt: new Date('2046-05-10T16:30:00Z'),
        endsAt: new Date('2046-05-10T17:15:00Z'),
        closure: null,
        blocks: new Map(),
      },
    ];
    const vr = bookingRow({ id: 'vr', type: 'vr', time: '19:30', lane: null, lanes: null });
    const pending = { ...vr, id: 'vr-pending', status: 'pending' as const };
    const board = boardOf([vr, pending], slots, { laneCount: 6, slotMinutes: 45 });
    expect(board.placements).toEqual([]);
    expect(board.waiting.size).toBe(0);
    expect(board.occupancy.get('19:30')).toBe(0);
  });
});
