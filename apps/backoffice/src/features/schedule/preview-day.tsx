import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { addDays, businessDayStartsAt, slotInstant } from '@venue/domain/clock';
import { formatCount, formatLongDate, formatTime } from '@venue/domain/format';
import {
  dayClosure,
  daySlots,
  hoursOn,
  type Schedule,
  specialHoursOn,
} from '@venue/domain/schedule';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { ShownText } from '../../components/localized-fields.tsx';
import { lanesLabel } from '../../lib/lane-labels.ts';
import { hoursLabel, rangeLabel } from './schedule-labels.ts';

/**
 * One business day of the week preview: its date, its hours (a special period's named), the
 * slots it offers with the lanes a block takes out, or the reason it is closed.
 */
export function PreviewDay({
  day,
  schedule,
  isToday,
}: {
  day: string;
  schedule: Schedule;
  isToday: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const hours = hoursOn(schedule, day);
  const special = specialHoursOn(schedule, day);
  const closed = dayClosure(schedule, day);
  const partClosures = schedule.closures.filter((c) => c.day === day && c.fromTime && c.toTime);
  const slots = closed ? [] : daySlots(schedule, day, venueTimeZone);
  const title = formatLongDate(day, locale);
  const dayStart = slotInstant(day, businessDayStartsAt, venueTimeZone);
  const dayEnd = slotInstant(addDays(day, 1), businessDayStartsAt, venueTimeZone);
  const blocks = schedule.laneBlocks.filter((b) => b.startsAt < dayEnd && b.endsAt > dayStart);
  return (
    <Paper withBorder p="sm" radius="sm" component="li" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={700}>{title}</Text>
          {isToday && (
            <Badge variant="light" style={{ flexShrink: 0 }}>
              <Trans>Today</Trans>
            </Badge>
          )}
        </Group>
        {special && (
          <Group gap={6}>
            <Badge color="grape" variant="light">{t`Special hours`}</Badge>
            <ShownText text={special.name} locale={locale} fw={600} />
          </Group>
        )}
        {closed ? (
          <Stack gap={2}>
            <Text c="red.9" fw={600}>{t`Closed`}</Text>
            <ShownText text={closed.reason} locale={locale} />
          </Stack>
        ) : hours ? (
          <Text size="sm">{hoursLabel(i18n, hours)}</Text>
        ) : (
          <Text c="dimmed" fw={600}>{t`Closed`}</Text>
        )}
        {!closed &&
          partClosures.map((closure) => {
            const range = rangeLabel(i18n, closure.fromTime ?? '', closure.toTime ?? '');
            return (
              <Group key={range} gap={6}>
                <Text size="sm" c="red.9">{t`Closed ${range}`}</Text>
                <ShownText text={closure.reason} locale={locale} />
              </Group>
            );
          })}
        {!closed &&
          blocks.map((block) => {
            const laneNames = lanesLabel(i18n, block.lanes);
            return (
              <Group key={`${block.startsAt.toISOString()}-${laneNames}`} gap={6}>
                <Text size="sm" fw={600}>{t`${laneNames} blocked`}</Text>
                <ShownText text={block.reason} locale={locale} />
              </Group>
            );
          })}
        {slots.length > 0 && (
          <Group gap={4} aria-label={t`Slots`} role="list">
            {slots.map((slot) => (
              <Badge
                key={slot.slot}
                role="listitem"
                variant={slot.blockedLanes.length > 0 ? 'light' : 'outline'}
                color={slot.blockedLanes.length > 0 ? 'orange' : 'gray'}
                dir="ltr"
              >
                {formatTime(slot.slot)}
                {slot.blockedLanes.length > 0 && ` · ${formatCount(slot.lanesOpen, locale)}`}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
