import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVenueDay } from '@venue/data/schedule/get-venue-day';
import { withPublicClient } from '../../../lib/with-public-client.ts';
import { bookingKeys } from './keys.ts';

/** The slots one day offers with their free lanes; kept fresh briefly, since staff approve all day. */
export function venueDayQuery(date: string) {
  return queryOptions({
    queryKey: bookingKeys.day(date),
    queryFn: () => withPublicClient((client) => getVenueDay(client, date)),
    staleTime: 30_000,
  });
}

export function useVenueDay(date: string | null) {
  return useQuery({ ...venueDayQuery(date ?? ''), enabled: date !== null });
}
