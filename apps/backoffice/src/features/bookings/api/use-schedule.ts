import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSchedule, type ScheduleSpan } from '@venue/data/schedule/get-schedule';
import { supabase } from '../../../lib/supabase.ts';
import { bookingKeys, bookingsRefetchIntervalMs } from './keys.ts';

/**
 * The venue's schedule over the business days a screen shows (`span`, both ends included), lane
 * blocks with it (staff read them). Under the 'bookings' root, so the live pulse's refresh and the
 * desk's actions reach it: a lane blocked at the desk shows on the open board.
 */
export function useSchedule(span: ScheduleSpan | null) {
  return useQuery({
    queryKey: bookingKeys.schedule(span?.from ?? '', span?.to ?? ''),
    queryFn: () => getSchedule(supabase, span as ScheduleSpan, { withLaneBlocks: true }),
    enabled: span !== null && span.from !== '' && span.to !== '',
    placeholderData: keepPreviousData,
    refetchInterval: bookingsRefetchIntervalMs,
  });
}
