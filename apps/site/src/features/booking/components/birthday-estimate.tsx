import { useLingui } from '@lingui/react/macro';
import { formatIls } from '@venue/domain/format';
import type { BirthdayEstimate as Estimate } from '@venue/domain/pricing';
import { localeOf } from '../../../lib/use-locale.ts';
import { birthdayTexts, estimateSumText } from '../booking-texts.ts';
import styles from './birthday-details.module.css';

/** The party's estimated total (guests × price per person) and the deposit that secures it. */
export function BirthdayEstimate({ estimate }: { estimate: Estimate }) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n);
  return (
    <dl className={styles.estimate} aria-live="polite">
      <div>
        <dt>{i18n._(birthdayTexts.estimateLabel)}</dt>
        <dd>
          <bdi className={styles.amount}>{formatIls(estimate.total, locale)}</bdi>
          <span className={styles.detail}>{estimateSumText(i18n, estimate)}</span>
        </dd>
      </div>
      <div>
        <dt>{i18n._(birthdayTexts.depositLabel)}</dt>
        <dd>
          <bdi className={styles.amount}>{formatIls(estimate.deposit, locale)}</bdi>
          <span className={styles.detail}>{i18n._(birthdayTexts.depositNote)}</span>
        </dd>
      </div>
    </dl>
  );
}
