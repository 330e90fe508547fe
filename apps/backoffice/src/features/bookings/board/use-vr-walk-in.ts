import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { createStaffBooking, type StaffBooking } from '@venue/data/bookings/create-staff-booking';
import { formatTime } from '@venue/domain/format';
import { notifySuccess } from '../../../components/notify.ts';
import { supabase } from '../../../lib/supabase.ts';
import { useInvalidateBookings } from '../api/use-booking-actions.ts';

/** The toast of a VR walk-in seated: who, from which session. */
export function vrWalkInSeatedMessage(booking: Pick<StaffBooking, 'name' | 'time'>): string {
  const { name } = booking;
  const time = formatTime(booking.time);
  return t`${name} is seated in the VR zone from ${time}.`;
}

/**
 * Seats a VR walk-in: creates it approved, so the database holds its stations at once (or refuses
 * it, shown by the dialog itself); every board and list is refreshed after.
 */
export function useSeatVrWalkIn() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: (booking: StaffBooking) => createStaffBooking(supabase, booking),
    onSuccess: (_created, booking) => notifySuccess(vrWalkInSeatedMessage(booking)),
    meta: { showsOwnError: true },
    onSettled: invalidate,
  });
}
