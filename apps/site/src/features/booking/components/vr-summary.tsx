import { i18n } from '@lingui/core';
import { formatIls } from '@venue/domain/format';
import { localeOf } from '../../../lib/use-locale.ts';
import { vrBookingText, vrTexts } from '../vr-texts.ts';

/**
 * A VR booking as rows of a summary list: what it is ("VR · 3 players · 2 sessions (40 min)")
 * and its price when known. The confirmation and the booking's own page say it alike, in the
 * page's active language.
 */
export function VrSummary({
  players,
  sessions,
  minutes,
  price,
}: {
  players: number;
  sessions: number;
  /** How long all its sessions last. */
  minutes: number;
  /** Players × sessions × the session price; null when the price is not known. */
  price: number | null;
}) {
  return (
    <>
      <dt>{i18n._(vrTexts.typeLabel)}</dt>
      <dd>{vrBookingText(i18n, players, sessions, minutes)}</dd>
      {price !== null && (
        <>
          <dt>{i18n._(vrTexts.priceLabel)}</dt>
          <dd>
            <bdi>{formatIls(price, localeOf(i18n))}</bdi>
          </dd>
        </>
      )}
    </>
  );
}
