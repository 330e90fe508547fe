/** Moving the booking a manage link names to another day and slot, and what the page re-reads. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ManagedBooking, rescheduleBookingByToken } from '@venue/data/bookings/manage-booking';
import { sendRescheduleEmail } from '@venue/data/bookings/send-booking-email';
import { withPublicClient } from '../../../lib/with-public-client.ts';
import { withSupabase } from '../../../lib/with-supabase.ts';
import { bookingKeys } from '../api/keys.ts';
import { isRateLimited } from './use-managed-booking.ts';

export type NewTime = { date: string; time: string };

/**
 * Moves the booking; the page then shows it as the database answered. An approved booking's
 * e-mail at its new time is asked for at once (as staff send one after a reschedule; asking an
 * edge function is what downloads supabase-js) and never fails the move. The old and the new
 * day's free lanes are read again.
 */
export function useRescheduleBooking(token: string, previousDate: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (to: NewTime): Promise<ManagedBooking> => {
      const moved = await withPublicClient((client) => rescheduleBookingByToken(client, token, to));
      if (moved.status === 'approved') {
        withSupabase((client) => sendRescheduleEmail(client, token)).catch((error: unknown) =>
          console.error('Could not ask for the reschedule e-mail:', error),
        );
      }
      return moved;
    },
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKeys.managed(token), booking);
      for (const date of new Set([previousDate, booking.date])) {
        void queryClient.invalidateQueries({ queryKey: bookingKeys.day(date) });
        void queryClient.invalidateQueries({ queryKey: bookingKeys.vrDay(date) });
      }
    },
    // Refused for what the booking or the day has become: both are read again. A rate-limit
    // refusal changes nothing to read.
    onError: (error, to) => {
      if (isRateLimited(error)) return;
      void queryClient.invalidateQueries({ queryKey: bookingKeys.managed(token) });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.day(to.date) });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.vrDay(to.date) });
    },
  });
}
