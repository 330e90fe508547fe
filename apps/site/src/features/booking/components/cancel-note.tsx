import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cancellationCutoffMinutes } from '@venue/domain/manage-link';
import { venue } from '@venue/domain/venue';
import styles from '../booking.module.css';

/** How long before the start a booking can still be cancelled with its link, in hours. */
const cutoffHours = cancellationCutoffMinutes / 60;

/** The info panel's line on cancelling: the link up to the cut-off, or a call. */
export function CancelNote() {
  const { t } = useLingui();
  const phone = venue.phone.display;
  const cutoff = t`${plural(cutoffHours, { one: '# hour', other: '# hours' })}`;
  return (
    <li>
      <Trans>
        To cancel, open the link you get when you book, up to {cutoff} before your session, or call
        us at{' '}
        <a href={`tel:${venue.phone.tel}`} dir="ltr" className={styles.phone}>
          {phone}
        </a>
        .
      </Trans>
    </li>
  );
}
