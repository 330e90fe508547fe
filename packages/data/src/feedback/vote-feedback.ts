import { DataError, notFoundCode, unwrap } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

/** A browser's vote on one feedback entry; 'none' withdraws it. */
export type FeedbackVote = 'like' | 'dislike' | 'none';

export type FeedbackCounts = { likes: number; dislikes: number };

/**
 * Sets this browser's vote on a feedback entry through `vote_feedback` (one vote per voter id per
 * entry; switching moves the count, never below 0) and returns the entry's new counts. Votes are
 * limited per client address and per voter id: `PT429` with a message for people.
 */
export async function voteFeedback(
  client: PublicClient,
  vote: { feedbackId: string; voterId: string; vote: FeedbackVote },
): Promise<FeedbackCounts> {
  const rows = unwrap(
    await client.rpc('vote_feedback', {
      feedback_id: vote.feedbackId,
      voter_id: vote.voterId,
      vote: vote.vote,
    }),
  );
  const counts = rows?.[0];
  if (!counts) {
    throw new DataError('This feedback no longer exists.', notFoundCode, null, {
      code: 'feedback.not_found',
      params: {},
    });
  }
  return { likes: counts.likes, dislikes: counts.dislikes };
}
