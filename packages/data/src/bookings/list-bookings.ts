import type { BookingStatus, BookingType } from '@venue/domain/booking';
import type { BookingAttendance } from '@venue/domain/booking-attendance';
import { normalizeBookingReference } from '@venue/domain/booking-reference';
import { toAsciiDigits } from '@venue/domain/digits';
import { normalizePhone } from '@venue/domain/limits';
import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';
import { type BookingRow, bookingColumns } from './booking-row.ts';

export const bookingSorts = ['newest', 'oldest', 'name', 'booking-date'] as const;
export type BookingSort = (typeof bookingSorts)[number];

export type BookingStatusFilter = BookingStatus | 'all';

/** What kind of booking the desk shows: bowling (`regular`), VR, birthday parties, or all. */
export type BookingKindFilter = BookingType | 'all';

export type ListBookingsOptions = {
  status: BookingStatusFilter;
  /** Only bookings marked arrived, or only no-shows; every booking when absent. */
  attendance?: BookingAttendance;
  /** Only bookings of one kind; every kind when absent or `all`. */
  kind?: BookingKindFilter;
  /**
   * Matches name, phone or e-mail (anywhere, any case), the booking date (YYYY-MM-DD or YYYY-MM),
   * or the booking's reference (any case, the dash and the prefix optional).
   */
  search: string;
  sort: BookingSort;
  /** 1-based. */
  page: number;
  pageSize: number;
};

export type BookingPage = {
  rows: BookingRow[];
  /** Bookings matching the filter and search, over all pages. */
  total: number;
};

// PostgREST's filter syntax gives these characters meaning, and ilike gives % and _ theirs.
const unsafeSearchCharacters = /[%_*\\"(),:]/g;

/**
 * The search as PostgREST `or` conditions, or null when there is nothing to search for. Digits
 * may be typed in Arabic-Indic or Persian: a phone, a date or a reference is searched in ASCII
 * digits; a reference typed without its dash ("sz7k4q") is searched in its stored form.
 */
export function searchConditions(search: string): string | null {
  const text = search.replace(unsafeSearchCharacters, ' ').trim().replace(/\s+/g, ' ');
  if (text === '') return null;
  const pattern = `"*${text}*"`;
  const conditions = [`name.ilike.${pattern}`, `phone.ilike.${pattern}`, `email.ilike.${pattern}`];
  // Phone numbers are stored in one form: "+970 59-123" finds "+97059123...", "٠٥٩٩١٢٣٤٥٦" finds
  // "+970599123456".
  const phone = normalizePhone(text);
  if (phone !== text && /^\+?\d+$/.test(phone)) conditions.push(`phone.ilike."*${phone}*"`);
  conditions.push(...dateConditions(toAsciiDigits(text)));
  const reference = normalizeBookingReference(text);
  if (reference) conditions.push(`reference.eq.${reference}`);
  return conditions.join(',');
}

/** The booking date the search names: one day (YYYY-MM-DD), one month (YYYY-MM), or none. */
function dateConditions(text: string): string[] {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(text);
  if (isDay && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))) return [`date.eq.${text}`];
  const month = /^(\d{4})-(\d{2})$/.exec(text);
  if (!month) return [];
  const year = Number(month[1]);
  const monthNumber = Number(month[2]);
  if (monthNumber < 1 || monthNumber > 12) return [];
  const next =
    monthNumber === 12
      ? `${year + 1}-01-01`
      : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return [`and(date.gte.${text}-01,date.lt.${next})`];
}

/**
 * One page of the bookings desk, filtered, searched and sorted in the database, with the exact
 * number of matching bookings.
 */
export async function listBookings(
  client: VenueClient,
  options: ListBookingsOptions,
): Promise<BookingPage> {
  const from = (options.page - 1) * options.pageSize;
  let query = client.from('bookings').select(bookingColumns, { count: 'exact' });
  if (options.status !== 'all') query = query.eq('status', options.status);
  if (options.attendance) query = query.eq('attendance', options.attendance);
  if (options.kind && options.kind !== 'all') query = query.eq('type', options.kind);
  const conditions = searchConditions(options.search);
  if (conditions) query = query.or(conditions);
  switch (options.sort) {
    case 'newest':
      query = query.order('created_at', { ascending: false });
      break;
    case 'oldest':
      query = query.order('created_at', { ascending: true });
      break;
    case 'name':
      query = query.order('name', { ascending: true }).order('created_at', { ascending: false });
      break;
    case 'booking-date':
      query = query
        .order('date', { ascending: true })
        .order('time', { ascending: true })
        .order('created_at', { ascending: true });
      break;
  }
  query = query.order('id').range(from, from + options.pageSize - 1);
  const result = await query;
  const rows = unwrap(result) as BookingRow[];
  return { rows, total: result.count ?? rows.length };
}
