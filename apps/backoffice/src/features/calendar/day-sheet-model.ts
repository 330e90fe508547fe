import type { BookingRow } from '@venue/data/bookings/booking-row';
import { type BirthdayEstimate, birthdayEstimate } from '@venue/domain/pricing';

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
