/** The printable sheet of one day's bookings, for the counter. */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { BookingAttendance } from '@venue/domain/booking-attendance';
import { isCalendarDate } from '@venue/domain/clock';
import { formatCount, formatLongDate, formatTime } from '@venue/domain/format';
import { venue } from '@venue/domain/venue';
import { type Locale, localeOf } from '@venue/i18n/locales';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { CustomerName } from '../../components/customer-name.tsx';
import { QueryContent } from '../../components/query-states.tsx';
import { useMonthBookings } from './api/use-month-bookings.ts';
import classes from './print-day-page.module.css';

const attendanceNames = {
  arrived: msg`Arrived`,
  no_show: msg`No-show`,
} as const satisfies Record<BookingAttendance, unknown>;

/** Shown where a booking has no lane (not approved, or no lane kept for it). */
const noLane = '—';

/** The booking's lane, when the row carries one. */
function laneText(booking: BookingRow & { lane?: number | null }, locale: Locale): string {
  return typeof booking.lane === 'number' ? formatCount(booking.lane, locale) : noLane;
}

/**
 * One day's bookings as a sheet for the counter: the venue, the day, and every booking by time
 * with its lane, customer, reference, party, phone and status. Prints on A4 without the app's frame.
 */
export function PrintDayPage({ date }: { date: string }) {
  if (!isCalendarDate(date)) {
    return (
      <Text role="alert">
        <Trans>This address does not name a day. Open the day from the calendar.</Trans>
      </Text>
    );
  }
  return <PrintDaySheet date={date} />;
}

function PrintDaySheet({ date }: { date: string }) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  // The calendar's own query, for one day.
  const day = useMonthBookings(date, date);
  const bookings = day.data ?? [];
  const longDate = formatLongDate(date, locale);

  return (
    <Stack gap="sm" className={classes.sheet}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={700} size="lg">
            {venue.name}
          </Text>
          <Title order={1} size="h2" id="print-day-heading">
            {longDate}
          </Title>
        </div>
        <Button className={classes.noPrint} onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      </Group>
      <QueryContent
        query={day}
        loadingText={t`Loading bookings…`}
        errorTitle={t`The bookings could not be loaded`}
        isEmpty={bookings.length === 0}
        empty={
          <Text>
            <Trans>No bookings for this date</Trans>
          </Text>
        }
      >
        {/* On a phone the sheet scrolls sideways; on paper it fits the page. */}
        <Box
          className={classes.tableWrap}
          tabIndex={0}
          role="region"
          aria-labelledby="print-day-heading"
        >
          <table className={classes.table}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Time</Trans>
                </th>
                <th scope="col">
                  <Trans>Lane</Trans>
                </th>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Reference</Trans>
                </th>
                <th scope="col">
                  <Trans>People</Trans>
                </th>
                <th scope="col">
                  <Trans>Rounds or package</Trans>
                </th>
                <th scope="col">
                  <Trans>Phone</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((booking) => (
                <tr key={booking.id}>
                  <td className={classes.nowrap}>
                    <bdi dir="ltr">{formatTime(booking.time)}</bdi>
                  </td>
                  <td>{laneText(booking, locale)}</td>
                  <td>
                    <CustomerName name={booking.name} />
                  </td>
                  <td className={classes.nowrap}>
                    <bdi dir="ltr">{booking.reference}</bdi>
                  </td>
                  <td>{formatCount(booking.people, locale)}</td>
                  <td>
                    {booking.type === 'birthday' ? (
                      <bdi dir="auto">{booking.bundle_name ?? noLane}</bdi>
                    ) : (
                      formatCount(booking.rounds, locale)
                    )}
                  </td>
                  <td className={classes.nowrap}>
                    <bdi dir="ltr">{booking.phone}</bdi>
                  </td>
                  <td className={classes.status}>
                    <Stack gap={2} align="flex-start">
                      <BookingStatusBadge status={booking.status} />
                      {booking.attendance ? (
                        <Badge variant="outline" color="dark" size="sm">
                          {i18n._(attendanceNames[booking.attendance])}
                        </Badge>
                      ) : null}
                    </Stack>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      </QueryContent>
    </Stack>
  );
}
