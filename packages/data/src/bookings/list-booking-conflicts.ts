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
  /** When the change flagged it. */
  readonly flaggedAt: string;
  /** When its customer was e-mailed about it (`sendAffectedEmail`) since; null until then. */
  readonly toldAt: string | null;
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
      .select('booking_id, conflict, flagged_at, bookings!inner(reference, date, time)'),
  );
  const told =
    rows.length === 0
      ? []
      : unwrapRows(
          await client
            .from('booking_emails')
            .select('booking_id, sent_at')
            .eq('kind', 'affected')
            .eq('status', 'sent')
            .in(
              'booking_id',
              rows.map((row) => row.booking_id),
            ),
        );
  /** The latest e-mail about the flag, not one about an earlier change. */
  const toldAbout = (id: string, flaggedAt: string) =>
    told
      .filter((email) => email.booking_id === id && email.sent_at !== null)
      .map((email) => email.sent_at as string)
      .filter((sentAt) => Date.parse(sentAt) >= Date.parse(flaggedAt))
      .sort()
      .at(-1) ?? null;
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
        flaggedAt: row.flagged_at,
        toldAt: toldAbout(row.booking_id, row.flagged_at),
      },
    ]),
  );
}
