import { useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmBookingByToken } from '@venue/data/bookings/manage-booking';
import { DataError, notFoundCode } from '@venue/data/errors';
import { withPublicClient } from '../../../lib/with-public-client.ts';
import { bookingKeys } from '../api/keys.ts';

/** Whether the answer is that the link names no booking (wrong, old or deleted). */
export function isBookingNotFound(error: unknown): boolean {
  return error instanceof DataError && error.code === notFoundCode;
}

/**
 * "I'm coming" for the booking a link names, said once per visit as the page opens: the database
 * keeps the first answer, so saying it again (a second visit, a reload) changes nothing. Each
 * call counts against the link's rate limit, so it is not repeated on focus, and a refusal the
 * database gave (a code: not found, not approved, too many calls) is not retried. The booking it
 * answers with is what the manage page would read: that page then opens without asking again.
 */
export function useBookingComing(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: bookingKeys.coming(token),
    queryFn: async () => {
      const booking = await withPublicClient((client) => confirmBookingByToken(client, token));
      queryClient.setQueryData(bookingKeys.managed(token), booking);
      return booking;
    },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: (failures, error) => !(error instanceof DataError && error.code) && failures < 2,
  });
}
