/** A booking's party in a few words, as the board shows it on a booking and a request. */
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BookingRow } from '@venue/data/bookings/booking-row';

/** "4 people · 2 rounds", a birthday's "12 people · Blaze", VR's "3 players · 2 sessions". */
export function PartyText({ booking }: { booking: BookingRow }) {
  const { i18n } = useLingui();
  const { people, rounds } = booking;
  if (booking.type === 'vr') {
    return (
      <>
        {i18n._(msg`${plural(people, { one: '# player', other: '# players' })}`)}
        {' · '}
        {i18n._(msg`${plural(rounds, { one: '# session', other: '# sessions' })}`)}
      </>
    );
  }
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
