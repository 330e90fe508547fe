import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVrSettings } from '@venue/data/vr/get-vr-settings';
import { withPublicClient } from '../../../lib/with-public-client.ts';
import { bookingKeys } from './keys.ts';

/**
 * The VR zone's stations and session length; the manager changes them rarely, so a few minutes'
 * staleness is fine (the database refuses what they no longer allow).
 */
export const vrSettingsQuery = queryOptions({
  queryKey: bookingKeys.vrSettings,
  queryFn: () => withPublicClient(getVrSettings),
  staleTime: 5 * 60_000,
});

export function useVrSettings() {
  return useQuery(vrSettingsQuery);
}
