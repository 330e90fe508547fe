import { Trans } from '@lingui/react/macro';
import { venue } from '@venue/domain/venue';
import { Link } from 'react-router';
import styles from './manage-booking.module.css';

/**
 * What a booking link's pages (manage, "I'm coming") say for any token that names no booking:
 * wrong, old or deleted alike.
 */
export function BookingNotFound() {
  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        <p>
          <Trans>
            Please check that the link is complete, as it was given when you booked. Old links stop
            working a month after the booking's day.
          </Trans>
        </p>
        <PhoneLine />
        <Link to="/booking" className="button button-primary">
          <Trans>Book Now</Trans>
        </Link>
      </div>
    </section>
  );
}

/** "Call us on +970 2 295 0000", the number a tel: link reading left to right. */
export function PhoneLine() {
  const phone = venue.phone.display;
  return (
    <p>
      <Trans>
        You can also call us on{' '}
        <a href={`tel:${venue.phone.tel}`}>
          <bdi dir="ltr">{phone}</bdi>
        </a>
        .
      </Trans>
    </p>
  );
}
