/** "Coming ✓": the customer answered a reminder "I'm coming" (the desk, the lane board, the day sheet). */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Badge, type MantineSize } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { CSSProperties } from 'react';

/** What the badge and the day sheet's mark mean, as their tooltip and legend. */
export const comingMeaning = msg`Answered the reminder: I'm coming`;

/** Whether reception should show the customer confirmed: an approved booking with an answer kept. */
export function isComing(booking: Pick<BookingRow, 'status' | 'confirmed_at'>): boolean {
  return booking.status === 'approved' && Boolean(booking.confirmed_at);
}

/** A small badge whose tooltip says what the customer answered; never shrunk beside a long name. */
export function ComingBadge({ size = 'sm', style }: { size?: MantineSize; style?: CSSProperties }) {
  const { i18n } = useLingui();
  return (
    <Badge
      color="teal.9"
      variant="filled"
      size={size}
      style={style}
      flex="none"
      title={i18n._(comingMeaning)}
      data-testid="coming-badge"
    >
      {i18n._(msg`Coming ✓`)}
    </Badge>
  );
}
