import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatLongDate } from '@venue/domain/format';
import type { Closure } from '@venue/domain/schedule';
import { Localized } from '../../../components/localized.tsx';
import { localeOf } from '../../../lib/use-locale.ts';
import styles from '../booking.module.css';
import slotStyles from '../slots.module.css';

/** In place of the times: the venue is closed on `date`, with the manager's reason when given. */
export function DayClosed({ date, closure }: { date: string; closure: Closure | null }) {
  return (
    <section className={styles.slots} aria-labelledby="slots-closed-title">
      <h3 id="slots-closed-title" className={styles.fieldLabel}>{t`Time`}</h3>
      <p className={slotStyles.dayClosed} role="status">
        {closure ? (
          <Trans>
            Closed on {formatLongDate(date, localeOf(i18n))}: <Localized text={closure.reason} />
          </Trans>
        ) : (
          t`We are closed on ${formatLongDate(date, localeOf(i18n))}. Please choose another day.`
        )}
      </p>
    </section>
  );
}
