/**
 * What the VR grid offers on a day, from `vr_occupancy`: every VR session start of the day, each
 * open (with the stations left in it), begun, running past the day's last session, or full for
 * the players (fewer stations left than players in one of the sessions they would play, held or
 * blocked ones taken). A full start cannot be chosen: unlike a lane, a station is one player's, so
 * there is nothing to squeeze. Pure, so the rules are testable alone.
 */
import type { VrSessionOccupancy } from '@venue/data/vr/vr-occupancy';
import { isSlotPast } from '@venue/domain/clock';
import type { TimeOfDay } from '@venue/domain/venue';
import { hasStationsFor, stationsLeft, vrRunOf } from '@venue/domain/vr';

export type VrChoice = {
  readonly session: TimeOfDay;
  readonly state: 'open' | 'full' | 'past' | 'past-closing';
  /** The stations free in this session alone: "2 of 4 left". */
  readonly stationsLeft: number;
  readonly stationsTotal: number;
  /** The sessions a booking from here plays, this one first; empty past the day's last session. */
  readonly covers: readonly TimeOfDay[];
};

/**
 * Whether `players` may still book `sessions` from `start`: every session they play is on the
 * day's grid with a station left for each of them.
 */
export function vrRunFits(
  occupancy: readonly VrSessionOccupancy[],
  start: TimeOfDay,
  players: number,
  sessions: number,
  sessionMinutes: number,
): boolean {
  const run = vrRunOf(occupancy, start, sessions, sessionMinutes);
  return run !== null && hasStationsFor(players, run);
}

/**
 * The fullest session of a run: the fewest stations left in any session `sessions` from `start`
 * plays, with that session and the total; null when the run leaves the day's grid.
 */
export function fullestVrSession(
  occupancy: readonly VrSessionOccupancy[],
  start: TimeOfDay,
  sessions: number,
  sessionMinutes: number,
): { session: TimeOfDay; left: number; total: number } | null {
  const run = vrRunOf(occupancy, start, sessions, sessionMinutes);
  if (!run || run.length === 0) return null;
  const lefts = run.map((s) => ({
    session: s.sessionStart,
    left: stationsLeft(s.stationsTaken, s.stationsTotal),
    total: s.stationsTotal,
  }));
  return lefts.reduce((fullest, next) => (next.left < fullest.left ? next : fullest));
}

/** The VR grid of a day for `players` playing `sessions` consecutive sessions. */
export function vrChoices({
  occupancy,
  date,
  now,
  timeZone,
  players,
  sessions,
  sessionMinutes,
}: {
  occupancy: readonly VrSessionOccupancy[];
  date: string;
  now: Date;
  timeZone: string;
  players: number;
  sessions: number;
  sessionMinutes: number;
}): readonly VrChoice[] {
  return occupancy.map((own): VrChoice => {
    const session = own.sessionStart;
    const counts = {
      session,
      stationsLeft: stationsLeft(own.stationsTaken, own.stationsTotal),
      stationsTotal: own.stationsTotal,
    };
    if (isSlotPast(date, session, now, timeZone)) return { ...counts, state: 'past', covers: [] };
    const run = vrRunOf(occupancy, session, sessions, sessionMinutes);
    if (!run) return { ...counts, state: 'past-closing', covers: [] };
    const covers = run.map((s) => s.sessionStart);
    // A blank players box (0) holds no stations yet: every start is open to it.
    const isFull = !hasStationsFor(Math.max(players, 1), run);
    return { ...counts, state: isFull ? 'full' : 'open', covers };
  });
}
