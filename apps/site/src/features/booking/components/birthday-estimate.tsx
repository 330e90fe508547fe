import { formatIls } from '@venue/domain/format';
import { type BirthdayEstimate as Estimate, estimateSumText } from '@venue/domain/pricing';
import { birthdayTexts } from '../booking-texts.ts';
import styles from './birthday-details.module.css';

/** The party's estimated total (guests × price per person) and the deposit that secures it. */
export function BirthdayEstimate({ estimate }: { estimate: Estimate }) {
  return (
    <dl className={styles.estimate} aria-live="polite">
      <div>
        <dt>{birthdayTexts.estimateLabel}</dt>
        <dd>
          <span className={styles.amount}>{formatIls(estimate.total)}</span>
          <span className={styles.detail}>{estimateSumText(estimate)}</span>
        </dd>
      </div>
      <div>
        <dt>{birthdayTexts.depositLabel}</dt>
        <dd>
          <span className={styles.amount}>{formatIls(estimate.deposit)}</span>
          <span className={styles.detail}>{birthdayTexts.depositNote}</span>
        </dd>
      </div>
    </dl>
  );
}
