import { type DehydratedState, hydrate, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * The site's server-state cache. Content changes rarely, so it stays fresh for a few minutes.
 * A read that fails is logged here, once for every query; pages then show their empty state
 * (spec section 8: data-load failures are only logged).
 */
export function createQueryClient(options: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.error(`Could not load ${JSON.stringify(query.queryKey)}:`, error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        retry: options.retry ?? 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * Puts data a page was prerendered with (see `prerender/`) in the cache, as the page showed it,
 * and marks it stale: the build's copy is only as fresh as the build, so the page reads it again
 * on arrival however recent the build (within `staleTime` of it, it would not).
 */
export function restoreQueries(client: QueryClient, state: unknown): void {
  const dehydrated = state as DehydratedState;
  hydrate(client, dehydrated);
  for (const { queryKey } of dehydrated.queries) {
    void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
}
