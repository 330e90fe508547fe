import type { LocaleCode } from '@venue/domain/locales';
import type { Enums } from '../database.types.ts';
import { DataError, unwrap } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

/** A request the database took but did not hand back (it should not happen): try again. */
export function bookingNotSaved(): DataError {
  return new DataError('The booking could not be saved. Please try again.', null, null, {
    code: 'booking.not_saved',
    params: {},
  });
}

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
  /**
   * The visitor agreed to booking messages on WhatsApp at this number (the box beside it); with
   * it, the e-mail may be blank.
   */
  whatsappConsent?: boolean | undefined;
  /**
   * A VR booking's customer confirmed that every player is 8 or older (the form's box, or
   * reception asking); the database refuses a VR booking without it (`vr.age_unconfirmed`).
   */
  ageConfirmed?: boolean | undefined;
};

/**
 * The arguments `request_booking` and `create_staff_booking` share, as the functions name them;
 * optional fields only when given. A VR booking's people are its players and its rounds its
 * consecutive sessions.
 */
export function bookingArguments(booking: Omit<BookingRequest, 'email'>) {
  return {
    name: booking.name,
    phone: booking.phone,
    people: booking.people,
    rounds: booking.rounds,
    date: booking.date,
    time: booking.time,
    type: booking.type,
    ...(booking.notes ? { notes: booking.notes } : {}),
    ...(booking.locale ? { locale: booking.locale } : {}),
    ...(booking.type === 'birthday' && booking.packageId ? { package_id: booking.packageId } : {}),
    ...(booking.ageConfirmed ? { age_confirmed: true } : {}),
  };
}

/**
 * A stored request: its id, the reference the customer reads and says, and the secret token of
 * its manage link (shown once, never stored).
 */
export type RequestedBooking = {
  id: string;
  /** "SZ-7K4Q" (@venue/domain/booking-reference). */
  reference: string;
  /** 43 URL-safe characters; the page is `manageLinkPath(token, locale)` (@venue/domain/manage-link). */
  manageToken: string;
};

/**
 * Requests a booking through `request_booking`; it starts as pending. Returns the new booking's
 * id, reference and manage token. Refusals come back as a `DataError` with the database's readable
 * message and code (VN0xx, or PT429 when the visitor has sent too many requests).
 */
export async function requestBooking(
  client: PublicClient,
  request: BookingRequest,
): Promise<RequestedBooking> {
  const rows = unwrap(
    await client.rpc('request_booking', {
      ...bookingArguments(request),
      email: request.email,
      ...(request.whatsappConsent ? { whatsapp_consent: true } : {}),
    }),
  );
  const [created] = rows ?? [];
  if (!created) throw bookingNotSaved();
  return {
    id: created.booking_id,
    reference: created.reference,
    manageToken: created.manage_token,
  };
}
