import { useQuery } from '@tanstack/react-query';
import { listVrHolds } from '@venue/data/vr/list-vr-holds';
import { supabase } from '../../../lib/supabase.ts';

/** Under the 'bookings' root, so any booking change refreshes the sheet's VR section too. */
export const dayVrHoldsKey = (date: string) => ['bookings', 'day-vr-holds', date] as const;

/** The VR stations approved bookings hold on `date`, for the day sheet (`listVrHolds`). */
export function useDayVrHolds(date: string) {
  return useQuery({
    queryKey: dayVrHoldsKey(date),
    queryFn: () => listVrHolds(supabase, date),
    refetchInterval: 30_000,
  });
}
