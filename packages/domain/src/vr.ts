/**
 * The VR zone's rules (issue 32, docs/decisions/034): its stations and session length, the
 * sessions a business day's hours give, how many stations a booking holds, where a party's VR
 * goes, the stations left in a session and what VR costs. The database computes the same
 * (`private.vr_sessions_of_hours`, `private.stations_needed`, `private.party_vr_start`,
 * `public.vr_occupancy`); data tests hold the two equal.
 */
import type { BookingType } from './booking.ts';
import { closingMinute, dayMinute, timeAtDayMinute } from './business-day.ts';
import type { OpeningHours, TimeOfDay } from './venue.ts';

/** The VR zone's settings (`public.vr_settings`): its stations and how long one session lasts. */
export type VrSettings = {
  readonly stationCount: number;
  readonly sessionMinutes: number;
};

/** What the venue opened its VR zone with; the migration seeds the same. */
export const defaultVrSettings: VrSettings = Object.freeze({ stationCount: 4, sessionMinutes: 20 });

/** The youngest a VR player may be; the visitor confirms it for every player. */
export const vrMinimumAge = 8;

/** The most consecutive VR sessions one booking plays. */
export const maxVrSessionsPerBooking = 3;

/** The limits of the settings, as the table's checks hold them. */
export const vrSettingsLimits = Object.freeze({
  stations: { min: 1, max: 24 },
  sessionMinutes: { min: 5, max: 120, step: 5 },
});

/**
 * The VR session starts hours give: one every session length from opening while before closing,
 * as the lanes' slots are laid out (`private.vr_sessions_of_hours`).
 */
export function vrSessionsOfHours(
  hours: OpeningHours,
  sessionMinutes: number,
): readonly TimeOfDay[] {
  const sessions: TimeOfDay[] = [];
  if (sessionMinutes <= 0) return sessions;
  for (let m = dayMinute(hours.opensAt); m < closingMinute(hours.closesAt); m += sessionMinutes) {
    sessions.push(timeAtDayMinute(m));
  }
  return sessions;
}

/**
 * The starts of `sessions` consecutive VR sessions from `start`, earliest first; null for no
 * sessions or a run past the business day's end (`private.vr_covered_sessions`).
 */
export function vrCoveredSessions(
  start: TimeOfDay,
  sessions: number,
  sessionMinutes: number,
): readonly TimeOfDay[] | null {
  if (!Number.isInteger(sessions) || sessions < 1 || sessionMinutes <= 0) return null;
  const first = dayMinute(start);
  if (first + (sessions - 1) * sessionMinutes >= 24 * 60) return null;
  return Array.from({ length: sessions }, (_, k) => timeAtDayMinute(first + k * sessionMinutes));
}

/**
 * Whether `sessions` consecutive sessions from `start` all lie on a day's VR grid: false for a
 * start the grid does not offer or a run past its last session (past closing).
 */
export function fitsVrGrid(
  grid: readonly TimeOfDay[],
  start: TimeOfDay,
  sessions: number,
  sessionMinutes: number,
): boolean {
  const covered = vrCoveredSessions(start, sessions, sessionMinutes);
  return covered?.every((session) => grid.includes(session)) ?? false;
}

/**
 * The VR stations a booking holds in each of its VR sessions: a VR booking one per player; a
 * party whose package has VR sessions one per guest up to every station (the guests take turns);
 * anything else none (`private.stations_needed`).
 */
export function stationsNeeded(
  type: BookingType,
  people: number,
  vrSessions: number,
  stationCount: number,
): number {
  if (!(people >= 1) || !(vrSessions >= 1)) return 0;
  if (type === 'vr') return people;
  if (type === 'birthday') return Math.min(people, stationCount);
  return 0;
}

/**
 * A party's first VR session by default (`private.party_vr_start`): the first from which its
 * `sessions` consecutive sessions lie on the day's VR grid once its bowling (from `bowlingStart`,
 * `durationMinutes` long) has ended; when none is left, the last from which they end before the
 * bowling starts (VR first); null when neither fits: reception then chooses one.
 */
export function partyVrStart(
  grid: readonly TimeOfDay[],
  bowlingStart: TimeOfDay,
  durationMinutes: number,
  sessions: number,
  sessionMinutes: number,
): TimeOfDay | null {
  const fitting = grid.filter((session) => fitsVrGrid(grid, session, sessions, sessionMinutes));
  const bowlingFrom = dayMinute(bowlingStart);
  const after = fitting.find((session) => dayMinute(session) >= bowlingFrom + durationMinutes);
  if (after) return after;
  const before = fitting.filter(
    (session) => dayMinute(session) + sessions * sessionMinutes <= bowlingFrom,
  );
  return before.at(-1) ?? null;
}

/** The stations still free in a session: taken ones (held or blocked) off the total, never below 0. */
export function stationsLeft(taken: number, total: number): number {
  return Math.max(total - taken, 0);
}

/**
 * Whether `players` fit in every one of the sessions a booking would play: each needs that many
 * stations left.
 */
export function hasStationsFor(
  players: number,
  sessions: readonly { readonly stationsTaken: number; readonly stationsTotal: number }[],
): boolean {
  return (
    sessions.length > 0 &&
    sessions.every(
      (session) => stationsLeft(session.stationsTaken, session.stationsTotal) >= players,
    )
  );
}

/** One VR session's load on a day, as `public.vr_occupancy` answers it. */
export type VrSessionLoad = {
  readonly sessionStart: TimeOfDay;
  /** Stations held by approved bookings or blocked. */
  readonly stationsTaken: number;
  readonly stationsTotal: number;
};

/**
 * The sessions of `day` that `sessions` consecutive sessions from `start` play, earliest first;
 * null when the run leaves the day's grid (a start it does not offer, past its last session).
 */
export function vrRunOf<T extends VrSessionLoad>(
  day: readonly T[],
  start: TimeOfDay,
  sessions: number,
  sessionMinutes: number,
): T[] | null {
  const grid = day.map((session) => session.sessionStart);
  if (!fitsVrGrid(grid, start, sessions, sessionMinutes)) return null;
  const covered = vrCoveredSessions(start, sessions, sessionMinutes) ?? [];
  return day.filter((session) => covered.includes(session.sessionStart));
}

/** The fewest stations left over the sessions of a run; 0 for none. */
export function fewestStationsLeft(run: readonly VrSessionLoad[]): number {
  if (run.length === 0) return 0;
  return Math.min(
    ...run.map((session) => stationsLeft(session.stationsTaken, session.stationsTotal)),
  );
}

/**
 * A day's loads as a booking that holds stations sees them when it moves: its own `stations` count
 * free in the `sessions` it plays now, since the database keeps them for it where they are free.
 */
export function withOwnStationsFree<T extends VrSessionLoad>(
  day: readonly T[],
  own: { readonly sessions: readonly TimeOfDay[]; readonly stations: number },
): T[] {
  return day.map((session) =>
    own.sessions.includes(session.sessionStart)
      ? { ...session, stationsTaken: Math.max(session.stationsTaken - own.stations, 0) }
      : session,
  );
}

/** What a VR booking costs: players × sessions × the price of one session (ILS). */
export function vrPrice(players: number, sessions: number, sessionPrice: number): number {
  return players * sessions * sessionPrice;
}
