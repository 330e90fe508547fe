/** Which VR starts reception may choose for a party on approval, with the stations left. */
import type { VrSessionOccupancy } from '@venue/data/vr/vr-occupancy';
import { fitsVrGrid, stationsLeft, vrCoveredSessions } from '@venue/domain/vr';

export type VrStartOption = {
  /** "HH:mm", a session of the day's VR grid. */
  readonly start: string;
  /** The fewest stations left over the sessions the party would play from it. */
  readonly left: number;
  readonly total: number;
  /** Whether the party's stations are free in each of those sessions. */
  readonly hasRoom: boolean;
};

/**
 * The day's sessions from which a party's `sessions` consecutive VR sessions lie on the grid
 * (none past closing), each with the fewest stations left over them and whether `needed` fit.
 */
export function vrStartOptions(
  day: readonly VrSessionOccupancy[],
  sessions: number,
  sessionMinutes: number,
  needed: number,
): VrStartOption[] {
  const grid = day.map((session) => session.sessionStart);
  const byStart = new Map(day.map((session) => [session.sessionStart, session]));
  return grid
    .filter((start) => fitsVrGrid(grid, start, sessions, sessionMinutes))
    .map((start) => {
      const covered = (vrCoveredSessions(start, sessions, sessionMinutes) ?? []).map((time) =>
        byStart.get(time),
      );
      const left = Math.min(
        ...covered.map((session) =>
          session ? stationsLeft(session.stationsTaken, session.stationsTotal) : 0,
        ),
      );
      const total = byStart.get(start)?.stationsTotal ?? 0;
      return { start, left, total, hasRoom: left >= needed };
    });
}
