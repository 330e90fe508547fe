/** What every booking on the board shows, on the lanes and in the VR section alike. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { ComingBadge, isComing } from '../../../components/coming-badge.tsx';
import { CustomerName } from '../../../components/customer-name.tsx';
import { SourceIcon } from '../booking-badges.tsx';
import { attendanceColors, attendanceNames } from '../booking-labels.ts';
import classes from './board-page.module.css';
import { PartyText } from './party-text.tsx';

/** The customer with the source, the reference and the party. */
export function BoardBookingHead({ booking }: { booking: BookingRow }) {
  return (
    <>
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
    </>
  );
}

/** "Affected" when a schedule change stranded it, the arrival, and "Coming ✓". */
export function BoardBookingBadges({
  booking,
  isAffected,
}: {
  booking: BookingRow;
  isAffected: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <>
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
      {isComing(booking) ? <ComingBadge size="xs" style={{ alignSelf: 'start' }} /> : null}
    </>
  );
}
