import { useMutation } from '@tanstack/react-query';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { cancelBooking } from '@venue/data/bookings/cancel-booking';
import { sendBookingEmail } from '@venue/data/bookings/send-booking-email';
import { tellAffectedCustomers } from '@venue/data/bookings/tell-affected-customers';
import { supabase } from '../../../lib/supabase.ts';
import { affectedCustomersToast, affectedCustomerToast } from '../affected-messages.ts';
import { cancellationToast, errorToasts } from '../booking-messages.ts';
import { showToast, useInvalidateBookings } from './use-booking-actions.ts';

/**
 * Cancel a booking the venue cannot keep, with a message for its customer, then (only if that
 * worked) e-mail it to them; one toast says what happened.
 */
export function useCancelAndEmail() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: async ({ booking, message }: { booking: BookingRow; message: string }) => {
      await cancelBooking(supabase, booking.id, message);
      return sendBookingEmail(supabase, booking.id);
    },
    onSuccess: (email) => showToast(cancellationToast(email)),
    meta: { errorToast: errorToasts.cancel },
    onSettled: invalidate,
  });
}

/**
 * Tell every customer a change to the schedule strands and who was not yet told (by id): their
 * messages are queued in one call, and one toast says how it went.
 */
export function useTellAffectedCustomers() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: (bookingIds: readonly string[]) => tellAffectedCustomers(supabase, bookingIds),
    onSuccess: (outcomes) => showToast(affectedCustomersToast([...outcomes.values()])),
    meta: { errorToast: errorToasts.tell },
    onSettled: invalidate,
  });
}

/** Tell the customer of a booking a change to the schedule strands, with their link to move it. */
export function useTellAffectedCustomer() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: async (booking: BookingRow) =>
      (await tellAffectedCustomers(supabase, [booking.id])).get(booking.id) ?? 'not_found',
    onSuccess: (outcome) => showToast(affectedCustomerToast(outcome)),
    meta: { errorToast: errorToasts.tell },
    onSettled: invalidate,
  });
}
