import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listDayBoard } from '@venue/data/bookings/list-day-board';
import { supabase } from '../../../lib/supabase.ts';
import { bookingKeys, bookingsRefetchIntervalMs } from '../api/keys.ts';

/**
 * One day's board: under the 'bookings' root, so the live pulse's refresh reaches it. Its
 * approved bookings on their lanes and its pending requests.
 */
export function useDayBoard(date: string) {
  return useQuery({
    queryKey: bookingKeys.board(date),
    queryFn: () => listDayBoard(supabase, date),
    placeholderData: keepPreviousData,
    refetchInterval: bookingsRefetchIntervalMs,
  });
}
