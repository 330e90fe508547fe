/** An approved booking as the lane board shows it across its lanes: a button that opens its card. */
import { Trans, useLingui } from '@lingui/react/macro';
import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { formatTime } from '@venue/domain/format';
import type { CSSProperties } from 'react';
import { lanesLabel } from '../../../lib/lane-labels.ts';
import { BoardBookingBadges, BoardBookingHead } from './board-booking-parts.tsx';
import classes from './board-page.module.css';

/**
 * The customer, the source, the reference, the party, the arrival, "Coming ✓" once the customer
 * answered a reminder, "Lanes 2–3" on a group, and
 * for a screen reader its lanes and time. A booking on lanes apart is drawn once per run of
 * lanes; only the first (`isFirst`) is met by the keyboard and a screen reader, so it is named
 * once, and the others open the same card under a pointer.
 */
export function BoardBooking({
  booking,
  lanes,
  isFirst = true,
  isAffected = false,
  style,
  onOpen,
}: {
  booking: BookingRow;
  /** Every lane it holds, lowest first. */
  lanes: readonly number[];
  isFirst?: boolean;
  /** A change to the schedule left it outside it: marked until reception moves it. */
  isAffected?: boolean;
  style: CSSProperties;
  onOpen: () => void;
}) {
  const { i18n } = useLingui();
  const time = formatTime(booking.time);
  const laneNames = lanesLabel(i18n, lanes);
  return (
    <UnstyledButton
      className={classes.booking}
      style={style}
      onClick={onOpen}
      tabIndex={isFirst ? undefined : -1}
      aria-hidden={isFirst ? undefined : true}
      data-lanes={lanes.length > 1 ? lanes.join(' ') : undefined}
      data-type={booking.type}
      data-attendance={booking.attendance ?? undefined}
      data-affected={isAffected || undefined}
      data-testid="board-booking"
    >
      <BoardBookingHead booking={booking} />
      {lanes.length > 1 ? (
        <span className={classes.lanes} aria-hidden>
          {laneNames}
        </span>
      ) : null}
      <VisuallyHidden>
        <Trans>
          {laneNames} at {time}
        </Trans>
      </VisuallyHidden>
      <BoardBookingBadges booking={booking} isAffected={isAffected} />
    </UnstyledButton>
  );
}
