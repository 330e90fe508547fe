/** The calendar's month panel: the month's arrows and title, "Today", and a button per day with its count. */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { formatCount, formatMonthTitle, weekdayNames } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';
import { dayButtonName, type monthGrid } from './calendar-model.ts';
import classes from './calendar-page.module.css';

/**
 * The month of `view` laid out by weekday: each day a button (pressed when it is the chosen one)
 * with its bookings counted beside it; the arrows move a month, "Today" goes back to today.
 */
export function MonthCalendar({
  view,
  grid,
  today,
  selected,
  counts,
  onMonth,
  onToday,
  onSelect,
}: {
  view: { year: number; month: number };
  grid: ReturnType<typeof monthGrid>;
  today: string;
  selected: string;
  counts: ReadonlyMap<string, number>;
  onMonth: (offset: number) => void;
  onToday: () => void;
  onSelect: (date: string) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <ActionIcon variant="default" aria-label={t`Previous month`} onClick={() => onMonth(-1)}>
          <MonthArrow towards="previous" />
        </ActionIcon>
        <Title order={2} size="h3" aria-live="polite">
          {formatMonthTitle(view.year, view.month, locale)}
        </Title>
        <ActionIcon variant="default" aria-label={t`Next month`} onClick={() => onMonth(1)}>
          <MonthArrow towards="next" />
        </ActionIcon>
      </Group>
      <Button variant="subtle" size="xs" mb="xs" onClick={onToday}>
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
                onClick={() => onSelect(date)}
              >
                {formatCount(Number(date.slice(8)), locale)}
              </UnstyledButton>
              {count > 0 ? (
                // A pill as wide as its number (two digits fit), white on the selected day.
                <Badge
                  size="xs"
                  variant={isSelected ? 'white' : 'filled'}
                  className={classes.count}
                  data-count
                  aria-hidden
                >
                  {formatCount(count, locale)}
                </Badge>
              ) : null}
            </div>
          );
        })}
      </div>
    </Paper>
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
