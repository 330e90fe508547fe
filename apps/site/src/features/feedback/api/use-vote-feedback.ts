import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Feedback } from '@venue/data/feedback/list-feedback';
import { type FeedbackVote, voteFeedback } from '@venue/data/feedback/vote-feedback';
import { useEffect, useState } from 'react';
import { withPublicClient } from '../../../lib/with-public-client.ts';
import {
  readVoteChoices,
  type VoteChoice,
  type VoteChoices,
  voterId,
  writeVoteChoices,
} from '../voter-storage.ts';
import { feedbackKeys } from './keys.ts';
import { type FeedbackPages, loadedFeedback, updateLoadedFeedback } from './use-feedback-list.ts';

type VoteVariables = { feedbackId: string; previous: VoteChoice | null; next: FeedbackVote };

function applyVote(item: Feedback, previous: VoteChoice | null, next: FeedbackVote): Feedback {
  const likeDelta = (next === 'like' ? 1 : 0) - (previous === 'like' ? 1 : 0);
  const dislikeDelta = (next === 'dislike' ? 1 : 0) - (previous === 'dislike' ? 1 : 0);
  return {
    ...item,
    likes: Math.max(item.likes + likeDelta, 0),
    dislikes: Math.max(item.dislikes + dislikeDelta, 0),
  };
}

function withChoice(choices: VoteChoices, id: string, choice: VoteChoice | null): VoteChoices {
  const { [id]: _previous, ...rest } = choices;
  return choice ? { ...rest, [id]: choice } : rest;
}

/**
 * Likes and dislikes: the visitor's choice per entry (kept in this browser) and a `vote` that
 * likes, dislikes, or withdraws when the same choice is clicked again. Counts move at once and
 * roll back if the server refuses; the server's counts win when it answers.
 */
export function useFeedbackVotes() {
  const queryClient = useQueryClient();
  // The page may be prerendered with its first reviews: this visitor's earlier votes are read
  // after hydration, so the first render matches the HTML (no vote pressed), then shows them.
  const [choices, setChoices] = useState<VoteChoices>({});
  useEffect(() => {
    setChoices(readVoteChoices());
  }, []);

  function remember(id: string, choice: VoteChoice | null) {
    setChoices((current) => {
      const next = withChoice(current, id, choice);
      writeVoteChoices(next);
      return next;
    });
  }

  function updateItem(id: string, update: (item: Feedback) => Feedback) {
    queryClient.setQueryData<FeedbackPages>(feedbackKeys.list(), (pages) =>
      updateLoadedFeedback(pages, id, update),
    );
  }

  const mutation = useMutation({
    mutationFn: ({ feedbackId, next }: VoteVariables) =>
      withPublicClient((client) =>
        voteFeedback(client, { feedbackId, voterId: voterId(), vote: next }),
      ),
    onMutate: async ({ feedbackId, previous, next }) => {
      await queryClient.cancelQueries({ queryKey: feedbackKeys.list() });
      const before = loadedFeedback(
        queryClient.getQueryData<FeedbackPages>(feedbackKeys.list()),
      ).find((item) => item.id === feedbackId);
      updateItem(feedbackId, (item) => applyVote(item, previous, next));
      remember(feedbackId, next === 'none' ? null : next);
      return { before };
    },
    onError: (error, { feedbackId, previous }, context) => {
      console.error('Could not save the vote:', error);
      const before = context?.before;
      if (before) updateItem(feedbackId, () => before);
      remember(feedbackId, previous);
    },
    onSuccess: (counts, { feedbackId }) => {
      updateItem(feedbackId, (item) => ({ ...item, ...counts }));
    },
  });

  function vote(feedbackId: string, choice: VoteChoice) {
    if (mutation.isPending && mutation.variables?.feedbackId === feedbackId) return;
    const previous = choices[feedbackId] ?? null;
    mutation.mutate({ feedbackId, previous, next: previous === choice ? 'none' : choice });
  }

  return {
    choices,
    vote,
    pendingId: mutation.isPending ? (mutation.variables?.feedbackId ?? null) : null,
  };
}
