// The schedule of the days the week preview shows, lane blocks included (staff read them).
import { useQuery } from '@tanstack/react-query';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { supabase } from '../../../lib/supabase.ts';
import { scheduleKeys } from './keys.ts';

export function useWeekSchedule(from: string, to: string) {
  return useQuery({
    queryKey: scheduleKeys.week(from, to),
    queryFn: () => getSchedule(supabase, { from, to }, { withLaneBlocks: true }),
  });
}
