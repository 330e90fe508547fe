import type { StaffBookingSource } from '@venue/domain/booking';
import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';
import { getBookingLanes } from './get-booking-lanes.ts';
import { type BookingRequest, bookingArguments, bookingNotSaved } from './request-booking.ts';

/** A booking reception takes on the phone or at the counter: the public form's fields and more. */
export type StaffBooking = Omit<BookingRequest, 'email'> & {
  /** Optional: a customer on the phone may have none (then no e-mail is sent). */
  email?: string | undefined;
  source: StaffBookingSource;
  /**
   * Approved at once unless false (left pending): it takes a lane under the same capacity rule as
   * an approval.
   */
  approve?: boolean | undefined;
  /** The lane it takes when approved (a lane's free cell on the board); the lowest free when absent. */
  lane?: number | undefined;
  /**
   * The customer agreed, asked by reception, to messages about this booking on WhatsApp: kept
   * with its time and wording version, so its request, decision and reminders go to the number.
   */
  whatsappConsent?: boolean | undefined;
};

export type CreatedStaffBooking = {
  id: string;
  /** The lane number it took (n of "Lane n/6") when created approved; null while pending. */
  lane: number | null;
  /** Every lane it took, lowest first (a group's several); empty while pending. */
  lanes: number[];
};

/**
 * Creates a booking through `create_staff_booking` (staff only; no public rate limits; the slot
 * under way until it ends). Refusals come back as a `DataError` with the form's words and field
 * (VN010...), the capacity message (VN001) when it is approved into a full slot, the lane's own
 * (VN008, VN009) when its lane does not exist or is taken, or 42501 for anyone but staff.
 */
export async function createStaffBooking(
  client: VenueClient,
  booking: StaffBooking,
): Promise<CreatedStaffBooking> {
  const rows = unwrap(
    await client.rpc('create_staff_booking', {
      ...bookingArguments(booking),
      source: booking.source,
      approve: booking.approve ?? true,
      ...(booking.email ? { email: booking.email } : {}),
      ...(booking.lane === undefined ? {} : { lane: booking.lane }),
      ...(booking.whatsappConsent ? { whatsapp_consent: true } : {}),
    }),
  );
  const [created] = rows ?? [];
  if (!created) throw bookingNotSaved();
  const lane = created.assigned_lane ?? null;
  const lanes = lane === null ? [] : await getBookingLanes(client, created.booking_id);
  return { id: created.booking_id, lane, lanes };
}
