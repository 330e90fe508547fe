import { DataError, unwrap } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';
import { type Feedback, feedbackColumns } from './list-feedback.ts';

export type NewFeedback = {
  name: string;
  /** 1 to 5 stars. */
  rating: number;
  comment: string;
};

/**
 * Posts a visitor's feedback through `post_feedback` (validated again on the server, limited per
 * client address: `PT429` with a message for people) and returns the stored entry.
 */
export async function postFeedback(client: PublicClient, feedback: NewFeedback): Promise<Feedback> {
  const row = unwrap(
    await client
      .rpc('post_feedback', {
        name: feedback.name,
        rating: feedback.rating,
        comment: feedback.comment,
      })
      .select(feedbackColumns)
      .single(),
  );
  if (!row)
    throw new DataError('The feedback could not be saved. Please try again.', null, null, {
      code: 'feedback.not_saved',
      params: {},
    });
  return row;
}
