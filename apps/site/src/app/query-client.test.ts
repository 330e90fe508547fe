import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, restoreQueries } from './query-client.ts';

/** What a build writes into a prerendered page: the FAQs read at `builtAt`. */
function builtState(builtAt: number) {
  vi.setSystemTime(builtAt);
  const server = new QueryClient();
  server.setQueryData(['faqs'], [{ question: 'Old question?' }]);
  return dehydrate(server);
}

describe('restoring the data a page was prerendered with', () => {
  it('shows the build copy at once and reads it again on arrival, even a minute after the build', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const builtAt = Date.parse('2026-11-27T18:20:00Z');
      const state = builtState(builtAt);
      vi.setSystemTime(builtAt + 60_000);
      const client = createQueryClient();
      restoreQueries(client, state);
      expect(client.getQueryData(['faqs'])).toEqual([{ question: 'Old question?' }]);

      const queryFn = vi.fn(async () => [{ question: 'New question?' }]);
      const observer = new QueryObserver(client, { queryKey: ['faqs'], queryFn });
      const results: unknown[] = [];
      const unsubscribe = observer.subscribe((result) => results.push(result.data));
      await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
      await vi.waitFor(() => expect(results.at(-1)).toEqual([{ question: 'New question?' }]));
      unsubscribe();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a query the page was not built with alone', () => {
    const client = createQueryClient();
    client.setQueryData(['menu'], ['Espresso']);
    restoreQueries(client, builtState(Date.now()));
    expect(client.getQueryState(['menu'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['faqs'])?.isInvalidated).toBe(true);
  });
});
