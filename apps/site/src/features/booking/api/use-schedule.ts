import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSchedule } from '@venue/data/schedule/get-schedule';
import { withPublicClient } from '../../../lib/with-public-client.ts';
import { bookingKeys } from './keys.ts';

/**
 * The venue's hours, special periods and closures over the bookable days; the manager changes them
 * rarely, so a few minutes' staleness is fine (the database refuses what they no longer offer).
 */
export function scheduleQuery(from: string, to: string) {
  return queryOptions({
    queryKey: bookingKeys.schedule(from, to),
    queryFn: () => withPublicClient((client) => getSchedule(client, { from, to })),
    staleTime: 5 * 60_000,
  });
}

export function useSchedule(from: string, to: string) {
  return useQuery(scheduleQuery(from, to));
}
