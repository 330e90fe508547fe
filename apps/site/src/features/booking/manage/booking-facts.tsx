import { Trans } from '@lingui/react/macro';
import type { ManagedBooking } from '@venue/data/bookings/manage-booking';
import { formatBookingWhen } from '@venue/domain/format';
import { birthdayEstimate } from '@venue/domain/pricing';
import { venue } from '@venue/domain/venue';
import { vrPrice } from '@venue/domain/vr';
import { isLocale, sourceLocale } from '@venue/i18n/locales';
import { useLocale } from '../../../lib/use-locale.ts';
import { BirthdaySummary } from '../components/birthday-summary.tsx';
import { VrSummary } from '../components/vr-summary.tsx';
import styles from './manage-booking.module.css';

/**
 * What the manage page says about the booking: its reference, name and time, the party (a
 * birthday's package, guests, total, deposit and notes; VR's players, sessions and price), a declined request's reason in the
 * page's language, and the venue's message on a booking it cancelled (as reception typed it).
 */
export function BookingFacts({
  booking,
  reason,
}: {
  booking: ManagedBooking;
  reason: string | null;
}) {
  const locale = useLocale();
  const isBirthday = booking.type === 'birthday';
  return (
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
      <dt>
        <Trans>Date & Time</Trans>
      </dt>
      <dd>
        <bdi>{formatBookingWhen(booking.date, booking.time, venue.timeZone, locale)}</bdi>
      </dd>
      {booking.type === 'vr' && (
        <VrSummary
          players={booking.people}
          sessions={booking.rounds}
          minutes={booking.duration}
          // The price per player and session as it was when booked.
          price={
            booking.packagePrice === null
              ? null
              : vrPrice(booking.people, booking.rounds, booking.packagePrice)
          }
        />
      )}
      {isBirthday && (
        <BirthdaySummary
          // The name as booked, in the booking's language.
          packageTitle={
            booking.packageName
              ? { [isLocale(booking.locale) ? booking.locale : sourceLocale]: booking.packageName }
              : {}
          }
          people={booking.people}
          estimate={
            booking.packagePrice === null
              ? null
              : birthdayEstimate(booking.people, booking.packagePrice)
          }
          notes={booking.customerNotes}
        />
      )}
      {booking.type === 'regular' && (
        <>
          <dt>
            <Trans>People</Trans>
          </dt>
          <dd>{booking.people}</dd>
          <dt>
            <Trans>Rounds</Trans>
          </dt>
          <dd>{booking.rounds}</dd>
        </>
      )}
      {reason && (
        <>
          <dt>
            <Trans>Reason</Trans>
          </dt>
          <dd className={styles.reason}>
            <bdi>{reason}</bdi>
          </dd>
        </>
      )}
      {booking.status === 'cancelled' && booking.cancellationMessage && (
        <>
          <dt>
            <Trans>Our message</Trans>
          </dt>
          <dd className={styles.reason}>
            <bdi>{booking.cancellationMessage}</bdi>
          </dd>
        </>
      )}
    </dl>
  );
}
