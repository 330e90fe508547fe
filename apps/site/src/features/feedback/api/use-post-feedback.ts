import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Feedback } from '@venue/data/feedback/list-feedback';
import { type NewFeedback, postFeedback } from '@venue/data/feedback/post-feedback';
import { withPublicClient } from '../../../lib/with-public-client.ts';
import { feedbackKeys } from './keys.ts';
import { type FeedbackPages, withPostedFeedback } from './use-feedback-list.ts';

/** Posts feedback and puts it at the top of the list. */
export function usePostFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedback: NewFeedback): Promise<Feedback> =>
      withPublicClient((client) => postFeedback(client, feedback)),
    onSuccess: (posted) => {
      queryClient.setQueryData<FeedbackPages>(feedbackKeys.list(), (pages) =>
        withPostedFeedback(pages, posted),
      );
    },
  });
}
