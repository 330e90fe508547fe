import { queryOptions, useQuery } from '@tanstack/react-query';
import { listFaqs } from '@venue/data/faqs/list-faqs';
import { withPublicClient } from '../../lib/with-public-client.ts';

export const faqKeys = {
  all: ['faqs'] as const,
};

/** Every FAQ, in the order the manager added them. The route's loader starts it while the page's code downloads. */
export const faqsQuery = queryOptions({
  queryKey: faqKeys.all,
  queryFn: () => withPublicClient(listFaqs),
});

/**
 * The same list read once at build time, so the prerendered page (and a visitor without
 * JavaScript, or a search engine) has the answers; the browser refreshes it on arrival.
 */
export const faqsAtBuild = { queryKey: faqKeys.all, load: listFaqs };

export function useFaqs() {
  return useQuery(faqsQuery);
}
