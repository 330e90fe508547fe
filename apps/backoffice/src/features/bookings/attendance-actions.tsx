import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { checkAttendanceChange } from '@venue/domain/booking-attendance';
import { venueTimeZone } from '@venue/domain/venue';
import { useMarkAttendance } from './api/use-booking-actions.ts';
import { attendanceColors } from './booking-labels.ts';

/**
 * "Arrived", "No-show" and "Clear" on an approved booking whose slot has started on the venue's
 * clock (the rule the database holds too); nothing before then.
 */
export function AttendanceActions({ booking }: { booking: BookingRow }) {
  const mark = useMarkAttendance();
  if (checkAttendanceChange(booking, new Date(), venueTimeZone)) return null;
  const pending = mark.isPending ? mark.variables?.attendance : undefined;
  return (
    <Group gap="xs" wrap="wrap">
      {booking.attendance !== 'arrived' ? (
        <Button
          size="xs"
          color={attendanceColors.arrived}
          loading={pending === 'arrived'}
          disabled={mark.isPending}
          onClick={() => mark.mutate({ booking, attendance: 'arrived' })}
        >
          <Trans>Arrived</Trans>
        </Button>
      ) : null}
      {booking.attendance !== 'no_show' ? (
        <Button
          size="xs"
          color={attendanceColors.no_show}
          variant="outline"
          loading={pending === 'no_show'}
          disabled={mark.isPending}
          onClick={() => mark.mutate({ booking, attendance: 'no_show' })}
        >
          <Trans>No-show</Trans>
        </Button>
      ) : null}
      {booking.attendance ? (
        <Button
          size="xs"
          variant="default"
          loading={pending === null}
          disabled={mark.isPending}
          onClick={() => mark.mutate({ booking, attendance: null })}
        >
          <Trans>Clear</Trans>
        </Button>
      ) : null}
    </Group>
  );
}
