import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BookingType } from '@venue/domain/booking';
import { formatIls } from '@venue/domain/format';
import { maxPeoplePerBooking, maxRoundsPerBooking } from '@venue/domain/venue';
import { localeOf } from '../../../lib/use-locale.ts';
import { usePrices } from '../../../lib/use-prices.ts';
import { useVenueHours } from '../../../lib/use-venue-hours.ts';
import { BookingTerms } from './booking-terms.tsx';
import { InfoPanel } from './info-panel.tsx';
import { VrInfoPanel } from './vr-info-panel.tsx';

/** What a visitor should know before booking, for the chosen booking type. */
export function BookingInfoPanel({ type }: { type: BookingType }) {
  const { t, i18n } = useLingui();
  // Left out when the price list cannot be loaded or the venue has none.
  const { data: prices, isError } = usePrices();
  // The slot length and lane count are the schedule's (read at build time, and again live).
  const schedule = useVenueHours().data;
  const sessionMinutes = schedule?.slotMinutes;
  const laneCount = schedule?.laneCount;
  if (type === 'vr') return <VrInfoPanel />;
  if (type === 'birthday') {
    return (
      <InfoPanel title={<Trans>Birthday Packages</Trans>}>
        <li>
          <Trans>Every package includes several activities for the whole party.</Trans>
        </li>
        <li>
          <Trans>Extended bowling time and VR sessions are part of each package.</Trans>
        </li>
        <li>
          <Trans>Birthday bookings need approval from our team before they are confirmed.</Trans>
        </li>
      </InfoPanel>
    );
  }
  const price = prices ? formatIls(prices.bowling_game_price, localeOf(i18n)) : null;
  const priceText = price === null ? '…' : t`${price} per game per person`;
  return (
    <InfoPanel title={<Trans>Booking Information</Trans>}>
      {!isError && prices !== null && (
        <li aria-busy={prices === undefined}>
          <Trans>
            Bowling costs <strong>{priceText}</strong>.
          </Trans>
        </li>
      )}
      {sessionMinutes !== undefined && (
        <li>
          <Trans>
            Each session lasts <Plural value={sessionMinutes} one="# minute" other="# minutes" />.
          </Trans>
        </li>
      )}
      {laneCount !== undefined && (
        <li>
          <Trans>
            <Plural value={laneCount} one="# lane is" other="# lanes are" /> available in every time
            slot.
          </Trans>
        </li>
      )}
      <li>
        <Trans>
          At most <Plural value={maxPeoplePerBooking} one="# person" other="# people" /> per
          booking.
        </Trans>
      </li>
      <li>
        <Trans>
          At most <Plural value={maxRoundsPerBooking} one="# round" other="# rounds" /> per booking.
        </Trans>
      </li>
      <BookingTerms />
    </InfoPanel>
  );
}
