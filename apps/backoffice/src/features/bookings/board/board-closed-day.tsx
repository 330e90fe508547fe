/** The lane board on a day that does not open: why, and the bookings still on it. */
import { Trans } from '@lingui/react/macro';
import { Alert, Stack, Text, UnstyledButton } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { formatTime } from '@venue/domain/format';
import type { Closure } from '@venue/domain/schedule';
import { CustomerName } from '../../../components/customer-name.tsx';
import { ClosedText } from '../closed-text.tsx';
import classes from './board-page.module.css';
import { PartyText } from './party-text.tsx';

/**
 * A day that does not open: "Closed: <reason>" (or "Closed" for a day without hours), and any
 * booking still on it, each opening its card so staff can move or cancel it.
 */
export function BoardClosedDay({
  closure,
  bookings,
  onOpen,
}: {
  closure: Closure | null;
  bookings: readonly BookingRow[];
  onOpen: (id: string) => void;
}) {
  const left = bookings.filter((booking) => booking.status !== 'rejected');
  return (
    <Stack gap="sm" data-testid="board-closed-day">
      <Alert color="gray" variant="outline" role="status" title={<ClosedText closure={closure} />}>
        <Trans>The venue does not open on this day: no slot takes a booking.</Trans>
      </Alert>
      {left.length > 0 ? (
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={700}>
            <Trans>Bookings still on this day</Trans>
          </Text>
          {left.map((booking) => (
            <UnstyledButton
              key={booking.id}
              className={classes.request}
              onClick={() => onOpen(booking.id)}
            >
              <bdi dir="ltr">{formatTime(booking.time)}</bdi> · <CustomerName name={booking.name} />{' '}
              · <PartyText booking={booking} />
            </UnstyledButton>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
