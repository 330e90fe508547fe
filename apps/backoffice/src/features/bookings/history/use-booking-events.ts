import { useQuery } from '@tanstack/react-query';
import { listBookingEvents } from '@venue/data/bookings/list-booking-events';
import { supabase } from '../../../lib/supabase.ts';
import { bookingKeys } from '../api/keys.ts';

/** A booking's history (refreshed with the desk's other booking queries after a change). */
export function useBookingEvents(bookingId: string) {
  return useQuery({
    queryKey: bookingKeys.events(bookingId),
    queryFn: () => listBookingEvents(supabase, bookingId),
  });
}
