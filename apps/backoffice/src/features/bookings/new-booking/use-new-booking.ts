import { t } from '@lingui/core/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { listBirthdayPackages } from '@venue/data/birthday-packages/list-birthday-packages';
import { createStaffBooking, type StaffBooking } from '@venue/data/bookings/create-staff-booking';
import {
  type BookingEmailOutcome,
  sendBookingEmail,
} from '@venue/data/bookings/send-booking-email';
import { getBookingStations } from '@venue/data/vr/get-booking-stations';
import { notifySuccess } from '../../../components/notify.ts';
import { supabase } from '../../../lib/supabase.ts';
import { showToast, useInvalidateBookings } from '../api/use-booking-actions.ts';
import { approvalToast, vrApprovalToast } from '../booking-messages.ts';

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
 * desk's Approve does, and says both in one toast (the lane over the schedule's `laneCount`, or a
 * VR booking's stations). A refusal is shown by the form itself.
 */
export function useCreateBooking(laneCount: number | undefined) {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: async (booking: StaffBooking) => {
      const created = await createStaffBooking(supabase, booking);
      // A VR booking holds stations, no lane: approved when asked to be, its stations read back.
      const isApprovedVr = booking.type === 'vr' && booking.approve !== false;
      const stations = isApprovedVr
        ? (await getBookingStations(supabase, created.id)).stations
        : [];
      const isApproved = created.lane !== null || isApprovedVr;
      const email: BookingEmailOutcome =
        isApproved && booking.email
          ? await sendBookingEmail(supabase, created.id)
          : { status: 'skipped' };
      return { ...created, isApproved, stations, email };
    },
    onSuccess: ({ lane, lanes, isApproved, stations, email }, booking) => {
      if (!isApproved) notifySuccess(bookingCreatedMessage());
      else if (booking.type === 'vr') showToast(vrApprovalToast(booking, stations, email));
      else
        showToast(approvalToast(booking, lanes.length > 0 ? lanes : (lane ?? 0), email, laneCount));
    },
    meta: { showsOwnError: true },
    onSettled: invalidate,
  });
}
