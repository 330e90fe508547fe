import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPrices } from '@venue/data/prices/get-prices';
import { withPublicClient } from './with-public-client.ts';

export const priceKeys = {
  all: ['prices'] as const,
};

/**
 * The price list (bowling per game per person, VR per session), shown by the home page's zone
 * cards and the booking page. The routes start it while the page's code downloads.
 */
export const pricesQuery = queryOptions({
  queryKey: priceKeys.all,
  queryFn: () => withPublicClient(getPrices),
});

export function usePrices() {
  return useQuery(pricesQuery);
}
