import { unwrap } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';
import { type Feedback, feedbackColumns } from './list-feedback.ts';

/** Where a page ends: the last entry shown (the list is newest first, then by id). */
export type FeedbackCursor = Pick<Feedback, 'created_at' | 'id'>;

export type FeedbackPage = {
  items: Feedback[];
  /** How many entries come after this page. */
  remaining: number;
};

/** The cursor after `items`, or null when there are none. */
export function feedbackCursorAfter(items: readonly Feedback[]): FeedbackCursor | null {
  const last = items.at(-1);
  return last ? { created_at: last.created_at, id: last.id } : null;
}

/**
 * One page of the public list, newest first: the first `size` entries, or the `size` after
 * `after` (keyset paging, so entries posted meanwhile neither repeat nor push others off a page).
 * The count is made by the database; no more than `size` rows are read.
 */
export async function listFeedbackPage(
  client: PublicClient,
  page: { size: number; after?: FeedbackCursor | null },
): Promise<FeedbackPage> {
  let query = client
    .from('feedback')
    .select(feedbackColumns, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .limit(page.size);
  if (page.after) {
    const at = `"${page.after.created_at}"`;
    query = query.or(`created_at.lt.${at},and(created_at.eq.${at},id.gt.${page.after.id})`);
  }
  const result = await query;
  const items = unwrap(result) ?? [];
  return { items, remaining: Math.max((result.count ?? items.length) - items.length, 0) };
}
