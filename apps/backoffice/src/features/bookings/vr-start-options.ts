/** Which VR starts reception may choose for a party on approval, with the stations left. */
import type { VrSessionOccupancy } from '@venue/data/vr/vr-occupancy';
import { fewestStationsLeft, vrRunOf } from '@venue/domain/vr';

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
  return day.flatMap(({ sessionStart: start, stationsTotal: total }) => {
    const run = vrRunOf(day, start, sessions, sessionMinutes);
    if (!run) return [];
    const left = fewestStationsLeft(run);
    return [{ start, left, total, hasRoom: left >= needed }];
  });
}
