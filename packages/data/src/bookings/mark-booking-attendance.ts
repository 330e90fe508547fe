import type { BookingAttendance } from '@venue/domain/booking-attendance';
import type { VenueClient } from '../client.ts';
import { unwrap } from '../errors.ts';

/**
 * Records that an approved booking's customer arrived or did not come (`no_show`), or clears it
 * (`null`), once its slot has started on the venue's clock. Returns what is recorded now.
 * Refused with VN005 (not approved), VN006 (not started yet) or 42501 (not staff).
 */
export async function markBookingAttendance(
  client: VenueClient,
  bookingId: string,
  attendance: BookingAttendance | null,
): Promise<BookingAttendance | null> {
  return (
    unwrap(
      await client.rpc('mark_booking_attendance', {
        booking_id: bookingId,
        // The function takes null to clear; the generated argument type cannot say so.
        attendance: attendance as string,
      }),
    ) ?? null
  );
}
