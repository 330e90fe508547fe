import { useState } from 'react';
import { useFeedbackList } from '../api/use-feedback-list.ts';
import { useFeedbackVotes } from '../api/use-vote-feedback.ts';
import styles from '../feedback.module.css';
import { FeedbackItem } from './feedback-item.tsx';

/** How many entries show before "Show More". */
export const feedbackPreviewCount = 5;

/** "What Others Say": the newest five, the rest behind "Show More (N more)". */
export function FeedbackList() {
  const feedback = useFeedbackList();
  const { choices, vote, pendingId } = useFeedbackVotes();
  const [isExpanded, setIsExpanded] = useState(false);
  const items = feedback.data ?? [];
  const shown = isExpanded ? items : items.slice(0, feedbackPreviewCount);
  const hidden = items.length - feedbackPreviewCount;

  return (
    <section className={styles.listSection} aria-labelledby="feedback-list-title">
      <h2 id="feedback-list-title">What Others Say</h2>
      {feedback.isPending ? (
        <p className="status-message" role="status">
          Loading feedback...
        </p>
      ) : items.length === 0 ? (
        <p className="status-message">No feedback yet. Be the first to share your experience!</p>
      ) : (
        <>
          <ul id="feedback-list" className={styles.list}>
            {shown.map((item) => (
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
          {hidden > 0 && (
            <button
              type="button"
              className={`button button-ghost ${styles.toggle}`}
              aria-expanded={isExpanded}
              aria-controls="feedback-list"
              onClick={() => setIsExpanded((expanded) => !expanded)}
            >
              {isExpanded ? 'Show Less' : `Show More (${hidden} more)`}
            </button>
          )}
        </>
      )}
    </section>
  );
}
