import { type Refusal, refusalOf } from '@venue/domain/refusals';
import { dayMinute } from '@venue/domain/schedule';
import type { VenueClient } from '../client.ts';
import { unwrapRows } from '../errors.ts';

/** A booking the schedule no longer allows, and the refusal it would now meet. */
export type BookingConflict = {
  readonly reference: string;
  readonly date: string;
  readonly time: string;
  readonly refusal: Refusal | null;
};

/** The flagged bookings by id, earliest first. */
export type BookingConflicts = ReadonlyMap<string, BookingConflict>;

/**
 * Every flagged booking (`booking_conflicts`, staff only): a closure, new hours or a blocked lane
 * left it outside the schedule, until reception moves, rejects or re-lanes it.
 */
export async function listBookingConflicts(client: VenueClient): Promise<BookingConflicts> {
  const rows = unwrapRows(
    await client
      .from('booking_conflicts')
      .select('booking_id, conflict, bookings!inner(reference, date, time)'),
  );
  // Earliest first on the venue's clock: a slot after midnight ends its business day.
  const ordered = rows.sort(
    (a, b) =>
      a.bookings.date.localeCompare(b.bookings.date) ||
      dayMinute(a.bookings.time) - dayMinute(b.bookings.time),
  );
  return new Map(
    ordered.map((row) => [
      row.booking_id,
      {
        reference: row.bookings.reference,
        date: row.bookings.date,
        time: row.bookings.time,
        refusal: refusalOf(row.conflict),
      },
    ]),
  );
}
