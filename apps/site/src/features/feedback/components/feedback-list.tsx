import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { feedbackKeys } from '../api/keys.ts';
import {
  type FeedbackPages,
  firstPageOnly,
  loadedFeedback,
  useFeedbackList,
} from '../api/use-feedback-list.ts';
import { useFeedbackVotes } from '../api/use-vote-feedback.ts';
import styles from '../feedback.module.css';
import { FeedbackItem } from './feedback-item.tsx';

/**
 * "What Others Say": the newest five; "Show More (N more)" reads the next five from the server
 * while any remain, and "Show Less" goes back to the first five once all are shown.
 */
export function FeedbackList() {
  const { t } = useLingui();
  const feedback = useFeedbackList();
  const queryClient = useQueryClient();
  const { choices, vote, pendingId } = useFeedbackVotes();
  const items = loadedFeedback(feedback.data);
  const remaining = feedback.data?.pages.at(-1)?.remaining ?? 0;
  const isExpanded = (feedback.data?.pages.length ?? 0) > 1;

  function toggle() {
    if (feedback.hasNextPage) {
      if (!feedback.isFetchingNextPage) void feedback.fetchNextPage();
      return;
    }
    queryClient.setQueryData<FeedbackPages>(
      feedbackKeys.list(),
      (pages) => pages && firstPageOnly(pages),
    );
  }

  return (
    <section className={styles.listSection} aria-labelledby="feedback-list-title">
      <h2 id="feedback-list-title">
        <Trans>What Others Say</Trans>
      </h2>
      {feedback.isPending ? (
        <p className="status-message" role="status">
          <Trans>Loading feedback...</Trans>
        </p>
      ) : items.length === 0 ? (
        <p className="status-message">
          <Trans>No feedback yet. Be the first to share your experience!</Trans>
        </p>
      ) : (
        <>
          <ul id="feedback-list" className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <FeedbackItem
                  feedback={item}
                  choice={choices[item.id] ?? null}
                  isVoting={pendingId === item.id}
                  onVote={(choice) => vote(item.id, choice)}
                />
              </li>
            ))}
          </ul>
          {(feedback.hasNextPage || isExpanded) && (
            <button
              type="button"
              className={`button button-ghost ${styles.toggle}`}
              aria-expanded={isExpanded}
              aria-controls="feedback-list"
              aria-disabled={feedback.isFetchingNextPage || undefined}
              onClick={toggle}
            >
              {feedback.hasNextPage ? t`Show More (${remaining} more)` : t`Show Less`}
            </button>
          )}
        </>
      )}
    </section>
  );
}
