import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelBookingByToken,
  getBookingByToken,
  type ManagedBooking,
} from '@venue/data/bookings/manage-booking';
import { sendCancellationEmail } from '@venue/data/bookings/send-booking-email';
import { DataError } from '@venue/data/errors';
import { withPublicClient } from '../../../lib/with-public-client.ts';
import { withSupabase } from '../../../lib/with-supabase.ts';
import { bookingKeys } from '../api/keys.ts';

/** Whether a refusal is the manage link's rate limit. */
export function isRateLimited(error: unknown): boolean {
  return error instanceof DataError && error.code === 'PT429';
}

/**
 * The booking a manage link names (null when it names none). Asked once per visit: each call
 * counts against the link's rate limit, so it is not read again on focus and a refusal of the
 * limit is not retried.
 */
export function managedBookingQuery(token: string) {
  return queryOptions({
    queryKey: bookingKeys.managed(token),
    queryFn: () => withPublicClient((client) => getBookingByToken(client, token)),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: (failures, error) => !isRateLimited(error) && failures < 2,
  });
}

export function useManagedBooking(token: string) {
  return useQuery(managedBookingQuery(token));
}

/**
 * Cancels the booking; the page then shows it as the database answered. The cancellation e-mail
 * is asked for at once and never fails the cancellation (it sends once whatever is asked); asking
 * an edge function is what downloads supabase-js.
 */
export function useCancelBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<ManagedBooking> => {
      const cancelled = await withPublicClient((client) => cancelBookingByToken(client, token));
      withSupabase((client) => sendCancellationEmail(client, token)).catch((error: unknown) =>
        console.error('Could not ask for the cancellation e-mail:', error),
      );
      return cancelled;
    },
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKeys.managed(token), booking);
      // The lane it held is offered again on the booking page.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.day(booking.date) });
    },
    // Refused for what the booking has become (the cut-off passed, reception declined it, it is
    // gone): the page reads it again. A rate-limit refusal changes nothing to read.
    onError: (error) => {
      if (!isRateLimited(error))
        void queryClient.invalidateQueries({ queryKey: bookingKeys.managed(token) });
    },
  });
}
