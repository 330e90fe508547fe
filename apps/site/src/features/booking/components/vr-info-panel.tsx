import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatIls } from '@venue/domain/format';
import { maxVrSessionsPerBooking, vrMinimumAge } from '@venue/domain/vr';
import { localeOf } from '../../../lib/use-locale.ts';
import { usePrices } from '../../../lib/use-prices.ts';
import { useVrSettings } from '../api/use-vr-settings.ts';
import { BookingTerms } from './booking-terms.tsx';
import { InfoPanel } from './info-panel.tsx';

/** What a visitor should know before booking VR: price, sessions, stations, minimum age. */
export function VrInfoPanel() {
  const { t, i18n } = useLingui();
  // Left out when the price list cannot be loaded or the venue has none.
  const { data: prices, isError } = usePrices();
  const settings = useVrSettings().data;
  const price = prices ? formatIls(prices.vr_session_price, localeOf(i18n)) : null;
  const priceText = price === null ? '…' : t`${price} per player per session`;
  const minimumAge = vrMinimumAge;
  return (
    <InfoPanel title={<Trans>VR Sessions</Trans>}>
      {!isError && prices !== null && (
        <li aria-busy={prices === undefined}>
          <Trans>
            VR costs <strong>{priceText}</strong>.
          </Trans>
        </li>
      )}
      {settings && (
        <li>
          <Trans>
            Each VR session lasts{' '}
            <Plural value={settings.sessionMinutes} one="# minute" other="# minutes" />. The zone
            has <Plural value={settings.stationCount} one="# station" other="# stations" />, one per
            player.
          </Trans>
        </li>
      )}
      <li>
        <Trans>
          Play up to <Plural value={maxVrSessionsPerBooking} one="# session" other="# sessions" />{' '}
          in a row.
        </Trans>
      </li>
      <li>
        <Trans>
          Every player must be at least <Plural value={minimumAge} one="# year" other="# years" />{' '}
          old.
        </Trans>
      </li>
      <BookingTerms />
    </InfoPanel>
  );
}
