/** The lane board's heading: its title and day, and the controls that move it to another day. */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Text, TextInput, Title } from '@mantine/core';
import { addDays } from '@venue/domain/clock';
import { formatLongDate } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';
import { Link } from 'react-router';
import { LineIcon } from '../../../components/line-icon.tsx';
import classes from './board-page.module.css';

/**
 * "Lanes and VR" over the long `date`, then the previous day, a date field, the next day, "Today"
 * (the venue's `today`) and "Print day"; `onDate` is told the day chosen.
 */
export function BoardHeader({
  date,
  today,
  onDate,
}: {
  date: string;
  today: string;
  onDate: (date: string) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={1}>
          <Trans>Lanes and VR</Trans>
        </Title>
        <Text c="dimmed" id="board-day-heading">
          {formatLongDate(date, localeOf(i18n))}
        </Text>
      </div>
      <Group gap="xs" align="flex-end">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Previous day`}
          onClick={() => onDate(addDays(date, -1))}
        >
          <DayArrow towards="previous" />
        </ActionIcon>
        <TextInput
          type="date"
          label={t`Date`}
          value={date}
          onChange={(event) => {
            if (event.currentTarget.value) onDate(event.currentTarget.value);
          }}
          w={160}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Next day`}
          onClick={() => onDate(addDays(date, 1))}
        >
          <DayArrow towards="next" />
        </ActionIcon>
        <Button variant="default" onClick={() => onDate(today)}>
          <Trans>Today</Trans>
        </Button>
        <Button component={Link} to={`/admin/print/${date}`} variant="default">
          <Trans>Print day</Trans>
        </Button>
      </Group>
    </Group>
  );
}

/** A chevron back or on, mirrored when the page reads right to left. */
function DayArrow({ towards }: { towards: 'previous' | 'next' }) {
  return (
    <LineIcon size={16} strokeWidth={2.5} className={classes.arrow}>
      <path d={towards === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </LineIcon>
  );
}
