/** A booking as the board's VR section shows it over its stations and sessions: a button that opens its card. */
import { Trans, useLingui } from '@lingui/react/macro';
import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatTime } from '@venue/domain/format';
import type { CSSProperties } from 'react';
import { stationsLabel } from '../../../lib/station-labels.ts';
import { BoardBookingBadges, BoardBookingHead } from './board-booking-parts.tsx';
import classes from './board-page.module.css';
import type { VrPlacement } from './vr-board-model.ts';

/**
 * The customer, the source, the reference, the players and sessions (a party's package), its
 * stations, the arrival, and for a screen reader its stations and first session. A booking on
 * stations apart is drawn once per run; only the first (`isFirst`) is met by the keyboard and a
 * screen reader, so a booking over several sessions and stations is named once.
 */
export function BoardBookingVr({
  placement,
  isAffected = false,
  style,
  onOpen,
}: {
  placement: VrPlacement;
  /** A change to the schedule left it outside it: marked until reception moves it. */
  isAffected?: boolean;
  style: CSSProperties;
  onOpen: () => void;
}) {
  const { i18n } = useLingui();
  const { booking, stations, sessions, isFirst } = placement;
  const time = formatTime(sessions[0] ?? booking.time);
  const stationNames = stationsLabel(i18n, stations);
  return (
    <UnstyledButton
      className={classes.booking}
      style={style}
      onClick={onOpen}
      tabIndex={isFirst ? undefined : -1}
      aria-hidden={isFirst ? undefined : true}
      data-stations={stations.join(' ')}
      data-type={booking.type}
      data-attendance={booking.attendance ?? undefined}
      data-affected={isAffected || undefined}
      data-testid="board-vr-booking"
    >
      <BoardBookingHead booking={booking} />
      <span className={classes.lanes} aria-hidden>
        {stationNames}
      </span>
      <VisuallyHidden>
        <Trans>
          {stationNames} at {time}
        </Trans>
      </VisuallyHidden>
      <BoardBookingBadges booking={booking} isAffected={isAffected} />
    </UnstyledButton>
  );
}
