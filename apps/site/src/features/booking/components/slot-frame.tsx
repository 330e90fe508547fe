import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatOpeningHours } from '@venue/domain/format';
import type { DayOffer } from '@venue/domain/schedule';
import type { ReactNode } from 'react';
import { Localized } from '../../../components/localized.tsx';
import { localeOf } from '../../../lib/use-locale.ts';
import styles from '../booking.module.css';
import slotStyles from '../slots.module.css';

type SlotFrameProps = {
  /** The open day: its hours, and the special period they come from, named above the times. */
  offer: Extract<DayOffer, { kind: 'open' }>;
  /** The day's availability is on its way. */
  isLoading: boolean;
  children: ReactNode;
};

/**
 * The "Time" group the lanes' and the VR grid share: its legend, the day's special hours, and a
 * status line while the availability loads.
 */
export function SlotFrame({ offer, isLoading, children }: SlotFrameProps) {
  return (
    <fieldset className={styles.slots} aria-busy={isLoading}>
      <legend className={styles.fieldLabel}>{t`Time`}</legend>
      {offer.special && (
        <p className={slotStyles.specialHours}>
          <Trans>
            <Localized text={offer.special.name} />: open{' '}
            {formatOpeningHours(offer.hours, localeOf(i18n))}
          </Trans>
        </p>
      )}
      {/* The status line keeps its place (a no-break space when idle), so the slots never move
          when the day's availability arrives. */}
      <p className={styles.hint} role="status">
        {isLoading ? t`Checking availability...` : '\u00a0'}
      </p>
      {children}
    </fieldset>
  );
}
