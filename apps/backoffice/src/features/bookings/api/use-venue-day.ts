import { useQuery } from '@tanstack/react-query';
import { getVenueDay } from '@venue/data/schedule/get-venue-day';
import { isCalendarDate } from '@venue/domain/clock';
import { supabase } from '../../../lib/supabase.ts';
import { bookingKeys, bookingsRefetchIntervalMs } from './keys.ts';

/** The slots `date` offers, each with its open and free lanes; none when the day is closed. */
export function useVenueDay(date: string) {
  return useQuery({
    queryKey: bookingKeys.venueDay(date),
    queryFn: () => getVenueDay(supabase, date),
    enabled: isCalendarDate(date),
    refetchInterval: bookingsRefetchIntervalMs,
  });
}
