import { Plural, Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { formatTime } from '@venue/domain/format';

/**
 * A party's VR sessions (its package's) and, once its approval placed them, when they start:
 * "VR: 1 session from 19:40"; before, "VR: 1 session, time set on approval". Nothing for a party
 * without VR.
 */
export function PartyVrLine({ booking }: { booking: BookingRow }) {
  const sessions = booking.vr_sessions;
  if (sessions < 1) return null;
  const start = booking.vr_start ? formatTime(booking.vr_start) : null;
  return (
    <Text size="sm" fw={start ? 600 : undefined}>
      {start ? (
        <Trans>
          VR: <Plural value={sessions} one="# session" other="# sessions" /> from {start}
        </Trans>
      ) : (
        <Trans>
          VR: <Plural value={sessions} one="# session" other="# sessions" />, time set on approval
        </Trans>
      )}
    </Text>
  );
}
