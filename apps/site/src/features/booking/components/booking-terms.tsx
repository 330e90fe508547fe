import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cancellationCutoffMinutes } from '@venue/domain/manage-link';
import { venue } from '@venue/domain/venue';
import styles from '../booking.module.css';

/** How long before the start a booking can still be cancelled with its link, in hours. */
const cutoffHours = cancellationCutoffMinutes / 60;

/**
 * The info panel's last lines for bowling and VR alike: every booking waits for approval, and is
 * cancelled with its link up to the cut-off, or by a call.
 */
export function BookingTerms() {
  const { t } = useLingui();
  const phone = venue.phone.display;
  const cutoff = t`${plural(cutoffHours, { one: '# hour', other: '# hours' })}`;
  return (
    <>
      <li>
        <Trans>Every booking needs approval from our team.</Trans>
      </li>
      <li>
        <Trans>
          To cancel, open the link you get when you book, up to {cutoff} before your session, or
          call us at{' '}
          <a href={`tel:${venue.phone.tel}`} dir="ltr" className={styles.phone}>
            {phone}
          </a>
          .
        </Trans>
      </li>
    </>
  );
}
