import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVrOccupancy } from '@venue/data/vr/vr-occupancy';
import { withPublicClient } from '../../../lib/with-public-client.ts';
import { bookingKeys } from './keys.ts';

/** A day's VR sessions with the stations taken; kept fresh briefly, since staff approve all day. */
export function vrDayQuery(date: string) {
  return queryOptions({
    queryKey: bookingKeys.vrDay(date),
    queryFn: () => withPublicClient((client) => getVrOccupancy(client, date)),
    staleTime: 30_000,
  });
}

/** The VR sessions of `date`; asked only while `isWanted` (the form is on VR). */
export function useVrDay(date: string | null, isWanted = true) {
  return useQuery({ ...vrDayQuery(date ?? ''), enabled: date !== null && isWanted });
}
