import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { VrHold } from '@venue/data/vr/list-vr-holds';
import { type BirthdayEstimate, birthdayEstimate } from '@venue/domain/pricing';
import { dayMinute } from '@venue/domain/schedule';

/** One slot of the day sheet: its start and its bookings, by lane (requests after the lanes). */
export type SheetSlot = { time: string; bookings: BookingRow[] };

/** The sheet's rows grouped by slot, in the order the query gave them (slot, then lane). */
export function slotsOf(rows: readonly BookingRow[]): SheetSlot[] {
  const slots: SheetSlot[] = [];
  for (const row of rows) {
    const last = slots.at(-1);
    if (last?.time === row.time) last.bookings.push(row);
    else slots.push({ time: row.time, bookings: [row] });
  }
  return slots;
}

/** A party's estimated total and deposit, when the booking is a priced birthday. */
export function partyEstimate(row: BookingRow): BirthdayEstimate | null {
  if (row.type !== 'birthday' || row.bundle_price === null) return null;
  return birthdayEstimate(row.people, row.bundle_price);
}

/** A booking in one VR session of the sheet: the stations it holds there (none while pending). */
export type SheetVrEntry = { booking: BookingRow; stations: readonly number[] };

/** One VR session of the day sheet: its start and the bookings playing it, by first station. */
export type SheetVrSession = { time: string; entries: SheetVrEntry[] };

/**
 * The sheet's VR section: each VR session the day's `holds` fill, with every booking holding
 * stations in it (a VR booking, a party's VR) and its stations, and the VR requests still
 * waiting under their first session (holding none); sessions in the business day's order (the
 * small hours last), lanes' bookings without VR left out.
 */
export function vrSessionsOf(
  rows: readonly BookingRow[],
  holds: readonly VrHold[],
): SheetVrSession[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sessions = new Map<string, Map<string, SheetVrEntry>>();
  const entriesAt = (time: string) => {
    const entries = sessions.get(time) ?? new Map<string, SheetVrEntry>();
    sessions.set(time, entries);
    return entries;
  };
  for (const hold of holds) {
    const booking = byId.get(hold.bookingId);
    if (!booking) continue;
    const entries = entriesAt(hold.sessionStart);
    const entry = entries.get(booking.id) ?? { booking, stations: [] };
    entries.set(booking.id, { booking, stations: [...entry.stations, hold.station] });
  }
  const held = new Set(holds.map((hold) => hold.bookingId));
  for (const row of rows) {
    if (row.type === 'vr' && !held.has(row.id)) {
      entriesAt(row.time).set(row.id, { booking: row, stations: [] });
    }
  }
  return [...sessions]
    .sort(([a], [b]) => dayMinute(a) - dayMinute(b))
    .map(([time, entries]) => ({
      time,
      entries: [...entries.values()]
        .map((entry) => ({ ...entry, stations: [...entry.stations].sort((a, b) => a - b) }))
        .sort((a, b) => (a.stations[0] ?? Infinity) - (b.stations[0] ?? Infinity)),
    }));
}

/** The VR sessions a party plays (its package's), earliest first: none when it holds no station. */
export function partyVrSessions(bookingId: string, holds: readonly VrHold[]): string[] {
  return [
    ...new Set(
      holds.filter((hold) => hold.bookingId === bookingId).map((hold) => hold.sessionStart),
    ),
  ].sort((a, b) => dayMinute(a) - dayMinute(b));
}

/** The sheet's lanes: its bookings but VR ones, which the VR section lists. */
export function laneRowsOf(rows: readonly BookingRow[]): BookingRow[] {
  return rows.filter((row) => row.type !== 'vr');
}
