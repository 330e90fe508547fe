import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { BookingSource } from '@venue/domain/booking';
import type { BookingAttendance } from '@venue/domain/booking-attendance';
import { addMonths, venueToday } from '@venue/domain/clock';
import {
  formatCount,
  formatLongDate,
  formatMonthTitle,
  formatTime,
  weekdayNames,
} from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { useMonthBookings } from './api/use-month-bookings.ts';
import {
  bookingsOfDay,
  countByDate,
  type DayFilter,
  dayButtonName,
  emptyDayText,
  monthGrid,
} from './calendar-model.ts';
import classes from './calendar-page.module.css';

/** How the day list shows a booking's source and attendance (the bookings feature's badges). */
export type CalendarBookingLabels = {
  source: (source: BookingSource) => ReactNode;
  attendance: (attendance: BookingAttendance) => ReactNode;
};

/**
 * The reception calendar: a month of bookings, and the chosen day's list; `dayAction` is what the
 * app offers for the chosen day (its "New booking"), `labels` how it shows a booking's source and
 * attendance.
 */
export function CalendarPage({
  dayAction,
  labels,
}: {
  dayAction?: ((date: string) => ReactNode) | undefined;
  labels?: CalendarBookingLabels | undefined;
} = {}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const today = venueToday(new Date(), venueTimeZone);
  const [view, setView] = useState(() => ({
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)),
  }));
  const [selected, setSelected] = useState(today);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<DayFilter>('all');

  const grid = monthGrid(view.year, view.month);
  const month = useMonthBookings(grid.days[0] as string, grid.days[grid.days.length - 1] as string);
  const bookings = month.data ?? [];
  const counts = countByDate(bookings);
  const dayBookings = bookingsOfDay(bookings, selected, search, filter);
  const dayFilters: { value: DayFilter; label: string }[] = [
    { value: 'all', label: t`All` },
    { value: 'arrived', label: t`Arrived` },
    { value: 'no_show', label: t`No-show` },
  ];

  function goToMonth(offset: number) {
    setView((current) => addMonths(current.year, current.month, offset));
  }

  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Reception Calendar</Trans>
      </Title>
      <div className={classes.layout}>
        <Paper withBorder p="md">
          <Group justify="space-between" mb="sm">
            <ActionIcon
              variant="default"
              aria-label={t`Previous month`}
              onClick={() => goToMonth(-1)}
            >
              <MonthArrow towards="previous" />
            </ActionIcon>
            <Title order={2} size="h3" aria-live="polite">
              {formatMonthTitle(view.year, view.month, locale)}
            </Title>
            <ActionIcon variant="default" aria-label={t`Next month`} onClick={() => goToMonth(1)}>
              <MonthArrow towards="next" />
            </ActionIcon>
          </Group>
          <Button
            variant="subtle"
            size="xs"
            mb="xs"
            onClick={() => {
              setView({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
              setSelected(today);
            }}
          >
            <Trans>Today</Trans>
          </Button>
          <div className={classes.grid}>
            {weekdayNames(locale).map((weekday) => (
              <Text key={weekday} size="xs" fw={700} ta="center" c="dimmed" aria-hidden>
                {weekday}
              </Text>
            ))}
            {grid.offset > 0 ? <span style={{ gridColumn: `span ${grid.offset}` }} /> : null}
            {grid.days.map((date) => {
              const count = counts.get(date) ?? 0;
              const isToday = date === today;
              const isPast = date < today;
              const isSelected = date === selected;
              return (
                // The count badge sits beside the button, so the button shows only the day
                // number, which its name ("Tuesday, November 24, 2026, 7 bookings") contains.
                <div key={date} className={classes.cell}>
                  <UnstyledButton
                    className={classes.day}
                    data-today={isToday || undefined}
                    data-past={isPast || undefined}
                    data-selected={isSelected || undefined}
                    data-has-bookings={count > 0 || undefined}
                    aria-pressed={isSelected}
                    aria-label={dayButtonName(date, { isToday, count })}
                    onClick={() => setSelected(date)}
                  >
                    {formatCount(Number(date.slice(8)), locale)}
                  </UnstyledButton>
                  {count > 0 ? (
                    <Badge size="xs" circle variant="filled" className={classes.count} aria-hidden>
                      {formatCount(count, locale)}
                    </Badge>
                  ) : null}
                </div>
              );
            })}
          </div>
        </Paper>

        <Card withBorder padding="md">
          <Stack gap="sm">
            <Group justify="space-between" align="center" gap="sm">
              <Title order={2} size="h3" id="calendar-day-heading">
                {formatLongDate(selected, locale)}
              </Title>
              <Group gap="sm">
                <Button component={Link} to={`/admin/print/${selected}`} variant="default">
                  <Trans>Print day</Trans>
                </Button>
                {dayAction?.(selected)}
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
            {month.isPending ? (
              <Text c="dimmed">
                <Trans>Loading bookings…</Trans>
              </Text>
            ) : month.isError ? (
              <LoadError query={month} title={t`The bookings could not be loaded`} />
            ) : dayBookings.length === 0 ? (
              <Text c="dimmed">{emptyDayText(search)}</Text>
            ) : (
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
                        <Trans>People</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Rounds</Trans>
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
                    {dayBookings.map((booking) => (
                      <Table.Tr key={booking.id}>
                        <Table.Td>
                          <bdi dir="ltr">{formatTime(booking.time)}</bdi>
                        </Table.Td>
                        <Table.Td>
                          <bdi dir="auto">{booking.name}</bdi>
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
                        <Table.Td>{formatCount(booking.people, locale)}</Table.Td>
                        <Table.Td>{formatCount(booking.rounds, locale)}</Table.Td>
                        <Table.Td>
                          <bdi dir="ltr">{booking.phone}</bdi>
                        </Table.Td>
                        <Table.Td className={classes.nowrap}>
                          {labels?.source(booking.source)}
                        </Table.Td>
                        <Table.Td>
                          {booking.lane === null ? '' : formatCount(booking.lane, locale)}
                        </Table.Td>
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
            )}
          </Stack>
        </Card>
      </div>
    </Stack>
  );
}

/** The month arrows: a chevron that points back or on, mirrored when the page reads right to left. */
function MonthArrow({ towards }: { towards: 'previous' | 'next' }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={classes.arrow}
      data-towards={towards}
    >
      <path d={towards === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}
