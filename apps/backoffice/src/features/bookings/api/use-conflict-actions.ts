import { useMutation } from '@tanstack/react-query';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { cancelBooking } from '@venue/data/bookings/cancel-booking';
import {
  type BookingEmailOutcome,
  sendAffectedEmail,
  sendBookingEmail,
} from '@venue/data/bookings/send-booking-email';
import { supabase } from '../../../lib/supabase.ts';
import {
  affectedEmailsToast,
  affectedEmailToast,
  cancellationToast,
  errorToasts,
} from '../booking-messages.ts';
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
 * E-mail every customer a change to the schedule strands and who was not yet told (by id), one
 * after the other; one toast says how it went.
 */
export function useTellAffectedCustomers() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: async (bookingIds: readonly string[]) => {
      const outcomes: BookingEmailOutcome[] = [];
      for (const id of bookingIds) outcomes.push(await sendAffectedEmail(supabase, id));
      return outcomes;
    },
    onSuccess: (outcomes) => showToast(affectedEmailsToast(outcomes)),
    meta: { errorToast: errorToasts.resend },
    onSettled: invalidate,
  });
}

/** E-mail the customer of a booking a change to the schedule strands, with their link to move it. */
export function useTellAffectedCustomer() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: (booking: BookingRow) => sendAffectedEmail(supabase, booking.id),
    onSuccess: (email) => showToast(affectedEmailToast(email)),
    meta: { errorToast: errorToasts.resend },
    onSettled: invalidate,
  });
}
