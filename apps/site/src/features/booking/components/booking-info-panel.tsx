import type { BookingType } from '@venue/domain/booking';
import { formatBowlingGamePrice } from '@venue/domain/prices';
import {
  laneCount,
  maxPeoplePerBooking,
  maxRoundsPerBooking,
  sessionMinutes,
  venue,
} from '@venue/domain/venue';
import { usePrices } from '../../../lib/use-prices.ts';
import styles from '../booking.module.css';

/** What a visitor should know before booking, for the chosen booking type. */
export function BookingInfoPanel({ type }: { type: BookingType }) {
  // Left out when the price list cannot be loaded or the venue has none.
  const { data: prices, isError } = usePrices();
  if (type === 'birthday') {
    return (
      <aside className={`card ${styles.infoPanel}`} aria-labelledby="booking-info-title">
        <h2 id="booking-info-title" className={styles.infoTitle}>
          Birthday Packages
        </h2>
        <ul className={styles.infoList}>
          <li>Every package includes several activities for the whole party.</li>
          <li>Extended bowling time and VR sessions are part of each package.</li>
          <li>Birthday bookings need approval from our team before they are confirmed.</li>
        </ul>
      </aside>
    );
  }
  return (
    <aside className={`card ${styles.infoPanel}`} aria-labelledby="booking-info-title">
      <h2 id="booking-info-title" className={styles.infoTitle}>
        Booking Information
      </h2>
      <ul className={styles.infoList}>
        {!isError && prices !== null && (
          <li aria-busy={prices === undefined}>
            Bowling costs{' '}
            <strong>{prices ? formatBowlingGamePrice(prices.bowling_game_price) : '…'}</strong>.
          </li>
        )}
        <li>Each session lasts {sessionMinutes} minutes.</li>
        <li>{laneCount} lanes are available in every time slot.</li>
        <li>At most {maxPeoplePerBooking} people per booking.</li>
        <li>At most {maxRoundsPerBooking} rounds per booking.</li>
        <li>Every booking needs approval from our team.</li>
        <li>
          To cancel a booking, call us at{' '}
          <a href={`tel:${venue.phone.tel}`}>{venue.phone.display}</a>.
        </li>
      </ul>
    </aside>
  );
}
