import { useQuery } from '@tanstack/react-query';
import { listDaySheet } from '@venue/data/bookings/list-day-sheet';
import { supabase } from '../../../lib/supabase.ts';

/** Under the 'bookings' root, so any booking change refreshes the sheet too. */
export const daySheetKey = (date: string) => ['bookings', 'day-sheet', date] as const;

/** The bookings the counter expects on `date` (`listDaySheet`). */
export function useDaySheet(date: string) {
  return useQuery({
    queryKey: daySheetKey(date),
    queryFn: () => listDaySheet(supabase, date),
    refetchInterval: 30_000,
  });
}
