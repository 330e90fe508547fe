import { t } from '@lingui/core/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { listBirthdayPackages } from '@venue/data/birthday-packages/list-birthday-packages';
import { createStaffBooking, type StaffBooking } from '@venue/data/bookings/create-staff-booking';
import {
  type BookingEmailOutcome,
  sendBookingEmail,
} from '@venue/data/bookings/send-booking-email';
import { notifySuccess } from '../../../components/notify.ts';
import { supabase } from '../../../lib/supabase.ts';
import { showToast, useInvalidateBookings } from '../api/use-booking-actions.ts';
import { approvalToast } from '../booking-messages.ts';

/** The birthday packages on offer. */
export function useOfferedPackages(enabled: boolean) {
  return useQuery({
    queryKey: ['birthday-packages', 'offered'],
    queryFn: () => listBirthdayPackages(supabase),
    enabled,
  });
}

/** The "Booking created" toast of a booking left pending. */
export const bookingCreatedMessage = () => t`Booking created`;

/**
 * Creates the booking; when it was approved and has an e-mail, sends the approval e-mail as the
 * desk's Approve does, and says both in one toast (the lane over the schedule's `laneCount`). A
 * refusal is shown by the form itself.
 */
export function useCreateBooking(laneCount: number | undefined) {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: async (booking: StaffBooking) => {
      const created = await createStaffBooking(supabase, booking);
      const email: BookingEmailOutcome =
        created.lane !== null && booking.email
          ? await sendBookingEmail(supabase, created.id)
          : { status: 'skipped' };
      return { ...created, email };
    },
    onSuccess: ({ lane, lanes, email }, booking) => {
      if (lane === null) notifySuccess(bookingCreatedMessage());
      else showToast(approvalToast(booking, lanes.length > 0 ? lanes : lane, email, laneCount));
    },
    meta: { showsOwnError: true },
    onSettled: invalidate,
  });
}
