/**
 * The board's VR section: one day's VR sessions down (the grid the venue's hours give), the
 * zone's stations across, each approved booking over the stations it holds in the sessions it
 * plays (`vr_station_holds`), the blocks and closures that take stations and sessions out of use.
 */
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { VrHold } from '@venue/data/vr/list-vr-holds';
import type { VrStationBlockEntry } from '@venue/data/vr/list-vr-station-blocks';
import { slotInstant } from '@venue/domain/clock';
import { type Closure, closureAt, hoursOn, type Schedule } from '@venue/domain/schedule';
import type { TimeOfDay } from '@venue/domain/venue';
import { type VrSettings, vrSessionsOfHours } from '@venue/domain/vr';
import { type ClosedRun, runsOf, runsOfLanes } from './board-model.ts';

/** One VR session of the day, with what takes it or its stations out of use. */
export type VrSessionRow = {
  readonly session: TimeOfDay;
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** The closure that takes the session (as `private.vr_closure_at`), or null when it is open. */
  readonly closure: Closure | null;
  /** Per station, the block that takes it for any part of the session. */
  readonly blocks: ReadonlyMap<number, VrStationBlockEntry>;
};

/**
 * A booking over a run of adjacent stations it holds through a run of its sessions: from
 * `station` across `width` station columns, from the session `row` for `span` rows. A booking on
 * stations apart (1 and 3) has one placement per run; the first (`isFirst`) is the one a screen
 * reader meets, so a booking over several sessions and stations reads as one.
 */
export type VrPlacement = {
  booking: BookingRow;
  /** Every station it holds in these sessions, lowest first. */
  stations: readonly number[];
  /** The sessions it plays on the board, earliest first. */
  sessions: readonly TimeOfDay[];
  station: number;
  width: number;
  isFirst: boolean;
  row: number;
  span: number;
};

/** Consecutive sessions one block takes a station out of use in. */
export type VrBlockedRun = {
  station: number;
  block: VrStationBlockEntry;
  row: number;
  span: number;
};

export type VrBoard = {
  /** The stations across, 1 to the zone's count. */
  stations: readonly number[];
  /** The day's VR sessions down, the closed ones included. */
  sessions: readonly VrSessionRow[];
  placements: readonly VrPlacement[];
  closed: readonly ClosedRun[];
  blocked: readonly VrBlockedRun[];
  /** Per first session, the VR requests still waiting (and any approved one holding no station). */
  waiting: ReadonlyMap<TimeOfDay, readonly BookingRow[]>;
  /** Whether a station is free in a session: no booking holds it, no block, no closure. */
  isFree: (session: TimeOfDay, station: number) => boolean;
  /** The stations still free per session (0 in a closed one). */
  left: ReadonlyMap<TimeOfDay, number>;
};

/**
 * The VR sessions of business `day` under `schedule` and the zone's `settings`, each with its
 * closure and the station `blocks` touching it; none on a day without hours.
 */
export function vrSessionRows(
  schedule: Schedule,
  settings: VrSettings,
  blocks: readonly VrStationBlockEntry[],
  day: string,
  timeZone: string,
): VrSessionRow[] {
  const hours = hoursOn(schedule, day);
  if (!hours) return [];
  // A VR session meets a closure as a slot of the session's length would (`vr_closure_at`).
  const sessionSchedule = { ...schedule, slotMinutes: settings.sessionMinutes };
  return vrSessionsOfHours(hours, settings.sessionMinutes).map((session) => {
    const startsAt = slotInstant(day, session, timeZone);
    const endsAt = new Date(startsAt.getTime() + settings.sessionMinutes * 60_000);
    return {
      session,
      startsAt,
      endsAt,
      closure: closureAt(sessionSchedule, day, session),
      blocks: stationBlocksBetween(blocks, settings.stationCount, startsAt, endsAt),
    };
  });
}

/** The blocks that take a station for any part of a period, the earliest per station. */
function stationBlocksBetween(
  blocks: readonly VrStationBlockEntry[],
  stationCount: number,
  startsAt: Date,
  endsAt: Date,
): ReadonlyMap<number, VrStationBlockEntry> {
  const taken = new Map<number, VrStationBlockEntry>();
  const touching = blocks
    .filter((block) => block.startsAt < endsAt && block.endsAt > startsAt)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const block of touching) {
    for (const station of block.stations) {
      if (station >= 1 && station <= stationCount && !taken.has(station)) {
        taken.set(station, block);
      }
    }
  }
  return taken;
}

/**
 * Lays one day's bookings (listDayBoard) on its VR `sessions` by the stations they hold
 * (`holds`), `stationCount` stations across. Parties whose package has VR are there too.
 */
export function vrBoardOf(
  bookings: readonly BookingRow[],
  holds: readonly VrHold[],
  sessions: readonly VrSessionRow[],
  stationCount: number,
): VrBoard {
  const rowOf = new Map(sessions.map((row, index) => [row.session, index]));
  const held = new Set(holds.map((hold) => `${hold.sessionStart}|${hold.station}`));
  const holdsOf = new Map<string, Map<TimeOfDay, number[]>>();
  for (const hold of holds) {
    const ofBooking = holdsOf.get(hold.bookingId) ?? new Map<TimeOfDay, number[]>();
    ofBooking.set(hold.sessionStart, [...(ofBooking.get(hold.sessionStart) ?? []), hold.station]);
    holdsOf.set(hold.bookingId, ofBooking);
  }

  const placements: VrPlacement[] = [];
  const waiting = new Map<TimeOfDay, BookingRow[]>();
  for (const booking of bookings) {
    const ofBooking = holdsOf.get(booking.id);
    if (booking.status === 'approved' && ofBooking) {
      placements.push(...placementsOf(booking, ofBooking, rowOf));
    } else if (booking.type === 'vr' && booking.status !== 'rejected' && rowOf.has(booking.time)) {
      waiting.set(booking.time, [...(waiting.get(booking.time) ?? []), booking]);
    }
  }

  const stations = Array.from({ length: stationCount }, (_, index) => index + 1);
  const bySession = new Map(sessions.map((row) => [row.session, row]));
  const isFree = (session: TimeOfDay, station: number) => {
    const row = bySession.get(session);
    return (
      row !== undefined &&
      row.closure === null &&
      !row.blocks.has(station) &&
      !held.has(`${session}|${station}`)
    );
  };
  return {
    stations,
    sessions,
    placements,
    closed: runsOf(sessions, (row) => row.closure).map(({ value, row, span }) => ({
      closure: value,
      row,
      span,
    })),
    blocked: stations.flatMap((station) =>
      runsOf(sessions, (row) => (row.closure ? null : (row.blocks.get(station) ?? null))).map(
        ({ value, row, span }) => ({ station, block: value, row, span }),
      ),
    ),
    waiting,
    isFree,
    left: new Map(
      sessions.map((row) => [
        row.session,
        stations.filter((station) => isFree(row.session, station)).length,
      ]),
    ),
  };
}

/**
 * A booking's placements: its sessions on the board grouped into runs holding the same stations
 * (a booking keeps its stations through its sessions, so usually one run), each run cut into
 * runs of adjacent stations.
 */
function placementsOf(
  booking: BookingRow,
  ofBooking: ReadonlyMap<TimeOfDay, readonly number[]>,
  rowOf: ReadonlyMap<TimeOfDay, number>,
): VrPlacement[] {
  const rows = [...ofBooking]
    .map(([session, stations]) => ({
      session,
      row: rowOf.get(session),
      stations: [...stations].sort((a, b) => a - b),
    }))
    .filter((entry): entry is typeof entry & { row: number } => entry.row !== undefined)
    .sort((a, b) => a.row - b.row);
  const runs: { row: number; span: number; stations: number[]; sessions: TimeOfDay[] }[] = [];
  for (const entry of rows) {
    const last = runs.at(-1);
    if (
      last &&
      last.row + last.span === entry.row &&
      last.stations.join() === entry.stations.join()
    ) {
      last.span += 1;
      last.sessions.push(entry.session);
    } else {
      runs.push({ ...entry, span: 1, sessions: [entry.session] });
    }
  }
  const sessions = rows.map((entry) => entry.session);
  return runs.flatMap(({ row, span, stations }, runIndex) =>
    runsOfLanes(stations).map(({ lane, width }, index) => ({
      booking,
      stations,
      sessions,
      station: lane,
      width,
      isFirst: runIndex === 0 && index === 0,
      row,
      span,
    })),
  );
}

/** The VR session under way at `now`, or null between sessions and on another day. */
export function currentVrSession(sessions: readonly VrSessionRow[], now: Date): TimeOfDay | null {
  const at = now.getTime();
  return (
    sessions.find((row) => row.startsAt.getTime() <= at && at < row.endsAt.getTime())?.session ??
    null
  );
}
