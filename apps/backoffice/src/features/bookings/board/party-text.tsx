/** A booking's party in a few words, as the lane board shows it on a booking and a request. */
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BookingRow } from '@venue/data/bookings/booking-row';

/** "4 people · 2 rounds", or a birthday's "12 people · Blaze". */
export function PartyText({ booking }: { booking: BookingRow }) {
  const { i18n } = useLingui();
  const { people, rounds } = booking;
  return (
    <>
      {i18n._(msg`${plural(people, { one: '# person', other: '# people' })}`)}
      {' · '}
      {booking.type === 'birthday' ? (
        <bdi dir="auto">{booking.bundle_name}</bdi>
      ) : (
        i18n._(msg`${plural(rounds, { one: '# round', other: '# rounds' })}`)
      )}
    </>
  );
}
