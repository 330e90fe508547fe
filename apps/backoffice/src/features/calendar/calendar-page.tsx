/** The reception calendar's page: which month and day are shown, and the two panels that show them. */
import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { addMonths, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { type ReactNode, useState } from 'react';
import { useMonthBookings } from './api/use-month-bookings.ts';
import { countByDate, monthGrid } from './calendar-model.ts';
import classes from './calendar-page.module.css';
import { DayBookings } from './day-bookings.tsx';
import type { CalendarBookingLabels } from './day-bookings-table.tsx';
import { MonthCalendar } from './month-calendar.tsx';

/** The month that holds `date` ("YYYY-MM-DD"). */
function monthOf(date: string) {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

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
  const today = venueToday(new Date(), venueTimeZone);
  const [view, setView] = useState(() => monthOf(today));
  const [selected, setSelected] = useState(today);

  const grid = monthGrid(view.year, view.month);
  const month = useMonthBookings(grid.days[0] as string, grid.days[grid.days.length - 1] as string);
  const bookings = month.data ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Reception Calendar</Trans>
      </Title>
      <div className={classes.layout}>
        <MonthCalendar
          view={view}
          grid={grid}
          today={today}
          selected={selected}
          counts={countByDate(bookings)}
          onMonth={(offset) => setView((current) => addMonths(current.year, current.month, offset))}
          onToday={() => {
            setView(monthOf(today));
            setSelected(today);
          }}
          onSelect={setSelected}
        />
        <DayBookings
          date={selected}
          month={month}
          bookings={bookings}
          dayAction={dayAction}
          labels={labels}
        />
      </div>
    </Stack>
  );
}
