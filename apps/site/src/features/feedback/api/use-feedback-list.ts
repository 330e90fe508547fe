import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Feedback } from '@venue/data/feedback/list-feedback';
import {
  type FeedbackCursor,
  type FeedbackPage,
  feedbackCursorAfter,
  listFeedbackPage,
} from '@venue/data/feedback/list-feedback-page';
import type { PublicClient } from '@venue/data/public-client';
import { withPublicClient } from '../../../lib/with-public-client.ts';
import { feedbackKeys } from './keys.ts';

/** Entries per page: the newest five first, five more on each "Show More" (spec). */
export const feedbackPageSize = 5;

export type FeedbackPages = InfiniteData<FeedbackPage, FeedbackCursor | null>;

/** The public list, a page at a time, newest first. A failed load is logged by the query cache. */
export const feedbackListQuery = infiniteQueryOptions({
  queryKey: feedbackKeys.list(),
  queryFn: ({ pageParam }) =>
    withPublicClient((client) =>
      listFeedbackPage(client, { size: feedbackPageSize, after: pageParam }),
    ),
  initialPageParam: null as FeedbackCursor | null,
  getNextPageParam: (page) => (page.remaining > 0 ? feedbackCursorAfter(page.items) : undefined),
  staleTime: 60_000,
});

/**
 * The newest five read once at build time, as the list's first page, so the prerendered page
 * (and a visitor without JavaScript) shows them; the browser refreshes the list on arrival.
 */
export const feedbackAtBuild = {
  queryKey: feedbackKeys.list(),
  load: async (client: PublicClient): Promise<FeedbackPages> => ({
    pages: [await listFeedbackPage(client, { size: feedbackPageSize, after: null })],
    pageParams: [null],
  }),
};

export function useFeedbackList() {
  return useInfiniteQuery(feedbackListQuery);
}

/** The loaded entries, in order. */
export function loadedFeedback(pages: { pages: FeedbackPage[] } | undefined): Feedback[] {
  return pages?.pages.flatMap((page) => page.items) ?? [];
}

/** Only the first page, as on arrival ("Show Less"). */
export function firstPageOnly(pages: FeedbackPages): FeedbackPages {
  return { pages: pages.pages.slice(0, 1), pageParams: pages.pageParams.slice(0, 1) };
}

/** The list with one entry changed wherever it is loaded. */
export function updateLoadedFeedback(
  pages: FeedbackPages | undefined,
  id: string,
  update: (item: Feedback) => Feedback,
): FeedbackPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === id ? update(item) : item)),
    })),
  };
}

/**
 * The list with a new entry on top of the first page: the first page keeps its size, the entry it
 * gives up counts as one more to show, and later pages are read again on "Show More".
 */
export function withPostedFeedback(
  pages: FeedbackPages | undefined,
  posted: Feedback,
): FeedbackPages | undefined {
  const first = pages?.pages[0];
  if (!pages || !first) return pages;
  const entries = [posted, ...first.items.filter((item) => item.id !== posted.id)];
  const items = entries.slice(0, feedbackPageSize);
  return {
    pages: [{ items, remaining: first.remaining + entries.length - items.length }],
    pageParams: pages.pageParams.slice(0, 1),
  };
}
