import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listBookingsBetween } from '@venue/data/bookings/list-bookings-between';
import { supabase } from '../../../lib/supabase.ts';

/** Calendar queries share the 'bookings' root, so any booking change refreshes them too. */
export const calendarKeys = {
  month: (firstDay: string, lastDay: string) => ['bookings', 'month', firstDay, lastDay] as const,
};

export function useMonthBookings(firstDay: string, lastDay: string) {
  return useQuery({
    queryKey: calendarKeys.month(firstDay, lastDay),
    queryFn: () => listBookingsBetween(supabase, firstDay, lastDay),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
