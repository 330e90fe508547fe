import { Trans, useLingui } from '@lingui/react/macro';
import type { ManagedBooking } from '@venue/data/bookings/manage-booking';
import { formatLongDate, formatTime } from '@venue/domain/format';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorText } from '../../../lib/domain-messages.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { BookingNotFound, PhoneLine } from '../manage/booking-not-found.tsx';
import styles from '../manage/manage-booking.module.css';
import { approvedBirthdayNext, statusTexts } from '../manage/manage-texts.ts';
import comingStyles from './coming-page.module.css';
import { isBookingNotFound, useBookingComing } from './use-booking-coming.ts';

/**
 * "I'm coming" (`/booking/coming/:token`), where the reminder's button leads: it tells the venue
 * the customer of the approved booking is coming, thanks them with the day and time, and links to
 * the booking's manage page to change or cancel it. A booking that is not approved gets the
 * database's refusal in the visitor's language; a token that names no booking, the manage page's
 * "We could not find this booking". Its route's SEO (`pageSeo.bookingComing`) keeps it out of
 * search engines and sends no referrer, as the manage page's does.
 */
export function ComingPage() {
  const { token = '' } = useParams();
  const { t } = useLingui();
  const locale = useLocale();
  const query = useBookingComing(token);
  const notFound = query.isError && isBookingNotFound(query.error);
  const booking = query.data;
  const day = booking ? formatLongDate(booking.date, locale) : '';
  const time = booking ? formatTime(booking.time) : '';
  // One header for every state, so the prerendered page hydrates in place.
  const title = booking
    ? t`Thank you, see you on ${day} at ${time}!`
    : notFound
      ? t`We could not find this booking`
      : t`Your booking`;

  return (
    <>
      <div className={comingStyles.header}>
        <PageHeader eyebrow={t`Your booking`} title={title} />
      </div>
      {query.isPending ? (
        <section className={`container ${styles.page}`} aria-busy="true">
          <p className={styles.loading} role="status">
            <Trans>Loading your booking...</Trans>
          </p>
        </section>
      ) : notFound ? (
        <BookingNotFound />
      ) : query.isError ? (
        <ComingRefused error={query.error} token={token} />
      ) : (
        <ComingThanks booking={query.data} token={token} />
      )}
    </>
  );
}

function ComingThanks({ booking, token }: { booking: ManagedBooking; token: string }) {
  const { i18n } = useLingui();
  const next = booking.type === 'birthday' ? approvedBirthdayNext : statusTexts.approved.next;
  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        <p className={styles.status} data-status="approved">
          <span className={styles.statusDot} aria-hidden="true" />
          <span>
            <Trans>You told us you're coming</Trans>
          </span>
        </p>
        <dl className={styles.details}>
          <dt>
            <Trans>Booking reference</Trans>
          </dt>
          <dd>
            <bdi dir="ltr">{booking.reference}</bdi>
          </dd>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>
            {/* In its own direction, on the page's side of the column. */}
            <bdi dir="auto">{booking.name}</bdi>
          </dd>
        </dl>
        <h2 className={styles.subtitle}>
          <Trans>What happens next</Trans>
        </h2>
        <p className={styles.next}>{i18n._(next)}</p>
        <div className={styles.actions}>
          <Link to={`/booking/manage/${encodeURIComponent(token)}`} className="button button-ghost">
            <Trans>Change or cancel</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Refused: the booking is not approved (pending, declined, cancelled), or too many calls. */
function ComingRefused({ error, token }: { error: Error; token: string }) {
  const { i18n } = useLingui();
  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        <p className={styles.problem} role="alert">
          {errorText(i18n, error)}
        </p>
        <PhoneLine />
        <div className={styles.actions}>
          <Link
            to={`/booking/manage/${encodeURIComponent(token)}`}
            className="button button-primary"
          >
            <Trans>Open my booking page</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
