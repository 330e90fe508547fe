import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { formatIls } from '@venue/domain/format';
import { vrMinimumAge, vrPrice } from '@venue/domain/vr';
import { localeOf } from '@venue/i18n/locales';

/**
 * A VR booking's players and sessions, its price (players × sessions × the price of a session it
 * was booked at), and whether the customer confirmed every player's minimum age: reception checks
 * ages at the zone when not.
 */
export function VrBookingDetails({ booking }: { booking: BookingRow }) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n);
  const players = booking.people;
  const sessions = booking.rounds;
  const sessionPrice = booking.bundle_price;
  const total =
    sessionPrice === null ? '' : formatIls(vrPrice(players, sessions, sessionPrice), locale);
  const sum = sessionPrice === null ? '' : vrPriceSumText(i18n, players, sessions, sessionPrice);
  const age = vrMinimumAge;
  return (
    <>
      <Text size="sm">
        <Trans>
          Players: {players} · VR sessions: {sessions}
        </Trans>
      </Text>
      {sessionPrice === null ? null : (
        <Text size="sm">
          <Trans>
            Price: {total} ({sum})
          </Trans>
        </Text>
      )}
      {booking.age_confirmed_at ? (
        <Text size="sm" c="teal.9">
          <Trans>Minimum age {age} confirmed</Trans>
        </Text>
      ) : (
        <Text size="sm" fw={600} c="red.9">
          <Trans>Age not confirmed — check at the zone</Trans>
        </Text>
      )}
    </>
  );
}

/** How a VR price adds up ("3 players × 2 sessions × 35 ILS") in the staff member's language. */
export function vrPriceSumText(
  i18n: I18n,
  players: number,
  sessions: number,
  sessionPrice: number,
): string {
  // formatIls isolates a price itself in a right-to-left language.
  const price = formatIls(sessionPrice, localeOf(i18n));
  return i18n._(
    msg`${plural(players, { one: '# player', other: '# players' })} × ${plural(sessions, { one: '# session', other: '# sessions' })} × ${price}`,
  );
}
