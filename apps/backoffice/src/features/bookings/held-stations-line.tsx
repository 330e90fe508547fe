import { Plural, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { formatNumberSet } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';

/**
 * The VR stations a booking holds once approved ("Stations: 1–3"); while a VR request is
 * pending, those it will need ("Needs 3 stations"). Nothing for a booking without VR.
 */
export function HeldStationsLine({ booking }: { booking: BookingRow }) {
  const { i18n } = useLingui();
  const held = [...(booking.stations ?? [])].sort((a, b) => a - b);
  const heldCount = held.length;
  const heldList = formatNumberSet(held, localeOf(i18n));
  const needed = booking.stations_needed;
  if (booking.status === 'approved' && heldCount > 0) {
    return (
      <Text size="sm" fw={600}>
        <Plural value={heldCount} one={`Station: ${heldList}`} other={`Stations: ${heldList}`} />
      </Text>
    );
  }
  if (booking.status === 'pending' && booking.type === 'vr' && needed > 0) {
    return (
      <Text size="sm" fw={600}>
        <Plural value={needed} one="Needs # station" other="Needs # stations" />
      </Text>
    );
  }
  return null;
}
