import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

export type Feedback = Pick<
  Tables<'feedback'>,
  'id' | 'name' | 'rating' | 'comment' | 'created_at' | 'likes' | 'dislikes'
>;

export const feedbackColumns = 'id, name, rating, comment, created_at, likes, dislikes';

/**
 * Every feedback entry, newest first: the manager's list in the back-office (a handful of staff,
 * PostgREST's `max_rows` caps it). The public list reads a page at a time (`listFeedbackPage`).
 */
export async function listFeedback(client: PublicClient): Promise<Feedback[]> {
  const rows = unwrapRows(
    await client
      .from('feedback')
      .select(feedbackColumns)
      .order('created_at', { ascending: false })
      .order('id', { ascending: true }),
  );
  return rows;
}
