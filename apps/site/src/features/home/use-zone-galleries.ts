import { queryOptions, useQuery } from '@tanstack/react-query';
import { listZoneMedia } from '@venue/data/zone-media/list-zone-media';
import { withPublicClient } from '../../lib/with-public-client.ts';

export const zoneMediaKeys = {
  all: ['zone-media'] as const,
};

/** Every zone's main image and gallery. The route's loader starts it while the page's code downloads. */
export const zoneGalleriesQuery = queryOptions({
  queryKey: zoneMediaKeys.all,
  queryFn: () => withPublicClient(listZoneMedia),
});

export function useZoneGalleries() {
  return useQuery(zoneGalleriesQuery);
}
