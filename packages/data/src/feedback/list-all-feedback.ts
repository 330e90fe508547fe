import type { VenueClient } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';

export type ManagedFeedback = Pick<
  Tables<'feedback'>,
  'id' | 'name' | 'rating' | 'comment' | 'created_at' | 'likes' | 'dislikes'
>;

/** Every feedback item for the manager's list, newest first. */
export async function listAllFeedback(client: VenueClient): Promise<ManagedFeedback[]> {
  const rows = unwrapRows(
    await client
      .from('feedback')
      .select('id, name, rating, comment, created_at, likes, dislikes')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false }),
  );
  return rows;
}
