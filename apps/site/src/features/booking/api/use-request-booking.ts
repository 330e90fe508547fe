import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BookingRequest,
  type RequestedBooking,
  requestBooking,
} from '@venue/data/bookings/request-booking';
import { withPublicClient } from '../../../lib/with-public-client.ts';
import { bookingKeys } from './keys.ts';

/** Sends a booking request; the day's occupancy (lanes, or VR stations) is read again afterwards. */
export function useRequestBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BookingRequest): Promise<RequestedBooking> =>
      withPublicClient((client) => requestBooking(client, request)),
    onSettled: (_id, _error, request) =>
      queryClient.invalidateQueries({
        queryKey:
          request.type === 'vr' ? bookingKeys.vrDay(request.date) : bookingKeys.day(request.date),
      }),
  });
}
