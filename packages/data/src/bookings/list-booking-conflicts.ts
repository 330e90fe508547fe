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
  /**
   * When its customer was told about this flag: the message queued (`tellAffectedCustomers`), or
   * an e-mail about it sent; null until then, and when nobody could be reached.
   */
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
  const ids = rows.map((row) => row.booking_id);
  const [queued, emailed] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          client
            .from('notifications')
            .select('booking_id, created_at, detail')
            .eq('event', 'affected')
            .neq('state', 'skipped')
            .in('booking_id', ids)
            .then(unwrapRows),
          client
            .from('booking_emails')
            .select('booking_id, sent_at')
            .eq('kind', 'affected')
            .eq('status', 'sent')
            .in('booking_id', ids)
            .then(unwrapRows),
        ]);
  /** The first message queued for this flag, else the latest e-mail sent since it was raised. */
  const toldAbout = (id: string, flaggedAt: string) => {
    const flagged = Date.parse(flaggedAt);
    const forThisFlag = queued
      .filter(
        (message) =>
          message.booking_id === id &&
          Date.parse(String((message.detail as { flaggedAt?: unknown }).flaggedAt)) === flagged,
      )
      .map((message) => message.created_at)
      .sort()
      .at(0);
    const sentSince = emailed
      .filter((email) => email.booking_id === id && email.sent_at !== null)
      .map((email) => email.sent_at as string)
      .filter((sentAt) => Date.parse(sentAt) >= flagged)
      .sort()
      .at(-1);
    return forThisFlag ?? sentSince ?? null;
  };
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
