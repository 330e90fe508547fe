import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatIls } from '@venue/domain/format';
import type { LocalizedText } from '@venue/domain/localized-text';
import type { BirthdayEstimate } from '@venue/domain/pricing';
import { Localized } from '../../../components/localized.tsx';
import { localeOf } from '../../../lib/use-locale.ts';
import { birthdayTexts, estimateSumText } from '../booking-texts.ts';
import confirmationStyles from '../confirmation.module.css';

/**
 * A birthday's package, guests, estimated total, deposit and the customer's notes, as rows of a
 * summary list: the confirmation and the booking's own page say them alike. In the page's active
 * language; the package's title in the languages known (the chosen package's, or the booking's
 * own), shown in the page's language or marked as another.
 */
export function BirthdaySummary({
  packageTitle,
  people,
  estimate,
  notes,
}: {
  packageTitle: LocalizedText;
  people: number;
  /** Null when the package's price is not known (the total is then not shown). */
  estimate: BirthdayEstimate | null;
  notes: string;
}) {
  const locale = localeOf(i18n);
  return (
    <>
      <dt>{t`Package`}</dt>
      <Localized as="dd" text={packageTitle} />
      <dt>{i18n._(birthdayTexts.guestsSummaryLabel)}</dt>
      <dd>{people}</dd>
      {estimate && (
        <>
          <dt>{i18n._(birthdayTexts.estimateLabel)}</dt>
          <dd>
            <bdi>{formatIls(estimate.total, locale)}</bdi>{' '}
            <span className={confirmationStyles.summaryDetail}>
              ({estimateSumText(i18n, estimate)})
            </span>
          </dd>
          <dt>{i18n._(birthdayTexts.depositLabel)}</dt>
          <dd>
            <bdi>{formatIls(estimate.deposit, locale)}</bdi>
          </dd>
        </>
      )}
      {notes !== '' && (
        <>
          <dt>{t`Notes`}</dt>
          <dd dir="auto" className={confirmationStyles.summaryNotes}>
            {notes}
          </dd>
        </>
      )}
    </>
  );
}
