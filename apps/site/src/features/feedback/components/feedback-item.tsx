import { Trans } from '@lingui/react/macro';
import type { Feedback } from '@venue/data/feedback/list-feedback';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { ThumbDownIcon, ThumbUpIcon } from '../../../components/icons.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import styles from '../feedback.module.css';
import type { VoteChoice } from '../voter-storage.ts';
import { StarRow } from './star-icon.tsx';

type FeedbackItemProps = {
  feedback: Feedback;
  choice: VoteChoice | null;
  isVoting: boolean;
  onVote: (choice: VoteChoice) => void;
};

export function FeedbackItem({ feedback, choice, isVoting, onVote }: FeedbackItemProps) {
  const headingId = `feedback-${feedback.id}`;
  const locale = useLocale();
  return (
    <article className={`card ${styles.item}`} aria-labelledby={headingId}>
      <header className={styles.itemHeader}>
        <h3 id={headingId} className={styles.itemName} dir="auto">
          {feedback.name}
        </h3>
        <time className={styles.itemDate} dateTime={feedback.created_at ?? undefined}>
          {formatDisplayDate(feedback.created_at, venueTimeZone, locale)}
        </time>
      </header>
      <StarRow rating={feedback.rating} className={styles.itemStars} />
      <p className={styles.itemComment} dir="auto">
        {feedback.comment}
      </p>
      <div className={styles.votes}>
        <button
          type="button"
          className={styles.vote}
          aria-pressed={choice === 'like'}
          aria-disabled={isVoting || undefined}
          onClick={() => onVote('like')}
        >
          <ThumbUpIcon size={18} />
          <span className="sr-only">
            <Trans>Like</Trans>
          </span>{' '}
          <span>{feedback.likes}</span>
        </button>
        <button
          type="button"
          className={styles.vote}
          aria-pressed={choice === 'dislike'}
          aria-disabled={isVoting || undefined}
          onClick={() => onVote('dislike')}
        >
          <ThumbDownIcon size={18} />
          <span className="sr-only">
            <Trans>Dislike</Trans>
          </span>{' '}
          <span>{feedback.dislikes}</span>
        </button>
      </div>
    </article>
  );
}
