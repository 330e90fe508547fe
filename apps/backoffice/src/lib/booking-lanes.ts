/** Which lanes a booking holds, as the desk, the card and the board read it. */
import type { BookingRow } from '@venue/data/bookings/booking-row';

/** The lanes an approved booking holds, lowest first (its one `lane` when `lanes` is not read). */
export function lanesHeldBy(booking: Pick<BookingRow, 'lane' | 'lanes'>): readonly number[] {
  if (booking.lanes && booking.lanes.length > 0) return [...booking.lanes].sort((a, b) => a - b);
  return booking.lane === null ? [] : [booking.lane];
}
