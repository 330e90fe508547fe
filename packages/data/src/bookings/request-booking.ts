import type { LocaleCode } from '@venue/domain/locales';
import type { VenueClient } from '../client.ts';
import type { Enums } from '../database.types.ts';
import { DataError, unwrap } from '../errors.ts';

/** What a visitor asks for; the server checks it all again and copies the package's terms. */
export type BookingRequest = {
  name: string;
  phone: string;
  email: string;
  people: number;
  rounds: number;
  /** "YYYY-MM-DD" */
  date: string;
  /** A slot start, "HH:mm". */
  time: string;
  type: Enums<'booking_type'>;
  /** The birthday package; absent for a regular booking. */
  packageId?: string | undefined;
  /** What the customer tells the venue; optional. */
  notes?: string | undefined;
  /** The language the visitor books in; the booking's e-mails are written in it. English if absent. */
  locale?: LocaleCode | undefined;
};

/**
 * Requests a booking through `request_booking`; it starts as pending. Returns the new booking's
 * id. Refusals come back as a `DataError` with the database's readable message and code (VN0xx,
 * or PT429 when the visitor has sent too many requests).
 */
export async function requestBooking(
  client: VenueClient,
  request: BookingRequest,
): Promise<string> {
  const id = unwrap(
    await client.rpc('request_booking', {
      name: request.name,
      phone: request.phone,
      email: request.email,
      people: request.people,
      rounds: request.rounds,
      date: request.date,
      time: request.time,
      type: request.type,
      ...(request.notes ? { notes: request.notes } : {}),
      ...(request.locale ? { locale: request.locale } : {}),
      ...(request.type === 'birthday' && request.packageId
        ? { package_id: request.packageId }
        : {}),
    }),
  );
  if (!id) throw new DataError('The booking could not be saved. Please try again.');
  return id;
}
