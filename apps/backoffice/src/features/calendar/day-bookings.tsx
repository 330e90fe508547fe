/** The calendar's day panel: the chosen day's heading and actions, its search and arrival filter, and its list. */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { formatLongDate } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { QueryContent, type QueryFlags } from '../../components/query-states.tsx';
import { bookingsOfDay, type DayFilter, emptyDayText } from './calendar-model.ts';
import { type CalendarBookingLabels, DayBookingsTable } from './day-bookings-table.tsx';

/**
 * The bookings of `date` out of the month's (`month` is their query): "Print day" and the app's
 * `dayAction`, a search by customer name and a filter by arrival, then the list or why there is none.
 */
export function DayBookings({
  date,
  month,
  bookings,
  dayAction,
  labels,
}: {
  date: string;
  month: QueryFlags;
  bookings: readonly BookingRow[];
  dayAction?: ((date: string) => ReactNode) | undefined;
  labels?: CalendarBookingLabels | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<DayFilter>('all');
  const dayBookings = bookingsOfDay(bookings, date, search, filter);
  const dayFilters: { value: DayFilter; label: string }[] = [
    { value: 'all', label: t`All` },
    { value: 'arrived', label: t`Arrived` },
    { value: 'no_show', label: t`No-show` },
  ];

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h3" id="calendar-day-heading">
            {formatLongDate(date, locale)}
          </Title>
          <Group gap="sm">
            <Button component={Link} to={`/admin/print/${date}`} variant="default">
              <Trans>Print day</Trans>
            </Button>
            {dayAction?.(date)}
          </Group>
        </Group>
        <TextInput
          label={t`Search by customer name`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <SegmentedControl
          aria-label={t`Arrivals`}
          withItemsBorders={false}
          value={filter}
          onChange={(value) => setFilter(value as DayFilter)}
          data={dayFilters}
          style={{ alignSelf: 'start' }}
        />
        <QueryContent
          query={month}
          loadingText={t`Loading bookings…`}
          errorTitle={t`The bookings could not be loaded`}
          isEmpty={dayBookings.length === 0}
          empty={<Text c="dimmed">{emptyDayText(search)}</Text>}
        >
          <DayBookingsTable bookings={dayBookings} labels={labels} />
        </QueryContent>
      </Stack>
    </Card>
  );
}
