/** The calendar's table of one day's bookings: time, customer, kind and rounds, party, phone, source, lane and status. */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Table, Text } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { BookingSource } from '@venue/domain/booking';
import type { BookingAttendance } from '@venue/domain/booking-attendance';
import { formatCount, formatNumberSet, formatTime } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';
import type { ReactNode } from 'react';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { CustomerName } from '../../components/customer-name.tsx';
import { kindNames } from '../../lib/booking-kind-names.ts';
import { lanesHeldBy } from '../../lib/booking-lanes.ts';
import classes from './calendar-page.module.css';

/** How the day list shows a booking's source and attendance (the bookings feature's badges). */
export type CalendarBookingLabels = {
  source: (source: BookingSource) => ReactNode;
  attendance: (attendance: BookingAttendance) => ReactNode;
};

/**
 * One row per booking, in the order given, with its kind (bowling with its rounds, a birthday,
 * VR with its sessions; VR holds no lane); `labels` shows the source and attendance.
 */
export function DayBookingsTable({
  bookings,
  labels,
}: {
  bookings: readonly BookingRow[];
  labels?: CalendarBookingLabels | undefined;
}) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n);
  return (
    // The table fits its column from a laptop up (cells wrap, narrow padding); on a
    // phone the region scrolls, and staff can reach it with the keyboard.
    <Table.ScrollContainer
      minWidth={0}
      type="native"
      tabIndex={0}
      role="region"
      aria-labelledby="calendar-day-heading"
    >
      <Table striped highlightOnHover horizontalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Time</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Name</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Kind</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>People</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Phone</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Source</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Lane</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => (
            <Table.Tr key={booking.id}>
              <Table.Td>
                <bdi dir="ltr">{formatTime(booking.time)}</bdi>
              </Table.Td>
              <Table.Td>
                <CustomerName name={booking.name} />
                {booking.email ? (
                  <Text
                    size="xs"
                    c="dimmed"
                    dir="ltr"
                    ta="start"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {booking.email}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {i18n._(kindNames[booking.type])}
                {booking.type === 'birthday' ? null : (
                  <Text size="xs">{roundsText(i18n, booking)}</Text>
                )}
              </Table.Td>
              <Table.Td>{formatCount(booking.people, locale)}</Table.Td>
              <Table.Td>
                <bdi dir="ltr">{booking.phone}</bdi>
              </Table.Td>
              <Table.Td className={classes.nowrap}>{labels?.source(booking.source)}</Table.Td>
              <Table.Td>{formatNumberSet(lanesHeldBy(booking), locale)}</Table.Td>
              <Table.Td className={classes.nowrap}>
                <Group gap={4} wrap="nowrap">
                  <BookingStatusBadge status={booking.status} />
                  {booking.attendance ? labels?.attendance(booking.attendance) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A game's rounds ("2 rounds"), or a VR booking's sessions ("2 sessions"). */
function roundsText(i18n: I18n, booking: BookingRow): string {
  const { rounds } = booking;
  if (booking.type !== 'vr') {
    return i18n._(msg`${plural(rounds, { one: '# round', other: '# rounds' })}`);
  }
  const sessions = rounds;
  return i18n._(msg`${plural(sessions, { one: '# session', other: '# sessions' })}`);
}
