import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSlotOccupancy } from '@venue/data/bookings/slot-occupancy';
import { withSupabase } from '../../../lib/with-supabase.ts';
import { bookingKeys } from './keys.ts';

/** Approved bookings per slot of one day; kept fresh briefly, since staff approve all day. */
export function slotOccupancyQuery(date: string) {
  return queryOptions({
    queryKey: bookingKeys.occupancy(date),
    queryFn: () => withSupabase((client) => getSlotOccupancy(client, date)),
    staleTime: 30_000,
  });
}

export function useSlotOccupancy(date: string | null) {
  return useQuery({ ...slotOccupancyQuery(date ?? ''), enabled: date !== null });
}
