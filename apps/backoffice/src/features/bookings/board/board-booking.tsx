/** An approved booking as the lane board shows it on its lane: a button that opens its card. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { formatCount, formatTime } from '@venue/domain/format';
import type { Locale } from '@venue/i18n/locales';
import type { CSSProperties } from 'react';
import { CustomerName } from '../../../components/customer-name.tsx';
import { SourceIcon } from '../booking-badges.tsx';
import { attendanceColors, attendanceNames } from '../booking-labels.ts';
import classes from './board-page.module.css';
import { PartyText } from './party-text.tsx';

/**
 * The customer, the source, the reference, the party, the arrival, and for a screen reader its
 * lane and time.
 */
export function BoardBooking({
  booking,
  lane,
  locale,
  isAffected = false,
  style,
  onOpen,
}: {
  booking: BookingRow;
  lane: number;
  locale: Locale;
  /** A change to the schedule left it outside it: marked until reception moves it. */
  isAffected?: boolean;
  style: CSSProperties;
  onOpen: () => void;
}) {
  const { i18n } = useLingui();
  const time = formatTime(booking.time);
  const laneNumber = formatCount(lane, locale);
  return (
    <UnstyledButton
      className={classes.booking}
      style={style}
      onClick={onOpen}
      data-type={booking.type}
      data-attendance={booking.attendance ?? undefined}
      data-affected={isAffected || undefined}
      data-testid="board-booking"
    >
      <Group gap={4} wrap="nowrap" align="flex-start" justify="space-between">
        <CustomerName name={booking.name} className={classes.name} />
        <SourceIcon source={booking.source} />
      </Group>
      <bdi dir="ltr" className={classes.reference}>
        {booking.reference}
      </bdi>
      <span>
        <PartyText booking={booking} />
      </span>
      <VisuallyHidden>
        <Trans>
          Lane {laneNumber} at {time}
        </Trans>
      </VisuallyHidden>
      {isAffected ? (
        <Badge size="xs" variant="filled" color="orange.9" style={{ alignSelf: 'start' }}>
          <Trans>Affected</Trans>
        </Badge>
      ) : null}
      {booking.attendance ? (
        <Badge
          size="xs"
          variant="filled"
          color={attendanceColors[booking.attendance]}
          style={{ alignSelf: 'start' }}
        >
          {i18n._(attendanceNames[booking.attendance])}
        </Badge>
      ) : null}
    </UnstyledButton>
  );
}
