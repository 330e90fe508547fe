import { useQuery } from '@tanstack/react-query';
import { listBookingConflicts } from '@venue/data/bookings/list-booking-conflicts';
import { supabase } from '../../../lib/supabase.ts';
import { bookingKeys, bookingsRefetchIntervalMs } from './keys.ts';

/** The bookings a change to the schedule stranded, by id, with what the schedule now says. */
export function useBookingConflicts() {
  return useQuery({
    queryKey: bookingKeys.conflicts(),
    queryFn: () => listBookingConflicts(supabase),
    refetchInterval: bookingsRefetchIntervalMs,
  });
}
