import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOffers } from '@venue/data/offers/list-offers';
import { withPublicClient } from '../../lib/with-public-client.ts';

export const offerKeys = {
  all: ['offers'] as const,
};

/** Every loyalty offer, in the manager's order. The route's loader starts it while the page's code downloads. */
export const offersQuery = queryOptions({
  queryKey: offerKeys.all,
  queryFn: () => withPublicClient(listOffers),
});

/**
 * The same list read once at build time, so the prerendered page (and a visitor without
 * JavaScript, or a search engine) shows the offers; the browser refreshes it on arrival.
 */
export const offersAtBuild = { queryKey: offerKeys.all, load: listOffers };

export function useOffers() {
  return useQuery(offersQuery);
}
