import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Table, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formatWeekday } from '@venue/domain/format';
import { formOutput } from '@venue/domain/forms/form-output';
import {
  type WeeklyHoursFormInput,
  weeklyHoursFormSchema,
} from '@venue/domain/forms/schedule-forms';
import { isoWeekdays, type Schedule } from '@venue/domain/schedule';
import { localeOf } from '@venue/i18n/locales';
import { notifySuccess } from '../../components/notify.ts';
import { QueryStates } from '../../components/query-states.tsx';
import { useUpdateWeeklyHours } from './api/use-schedule-settings.ts';
import { useWeekSchedule } from './api/use-week-schedule.ts';
import { confirmScheduleChange } from './confirm-schedule-change.tsx';
import { hoursLabel, weekdaysInOrder } from './schedule-labels.ts';
import { ScheduleSection } from './schedule-section.tsx';
import { WeekdayHoursRow } from './weekday-hours-row.tsx';

/** The hours of each weekday: the manager edits them, reception reads them. */
export function WeeklyHoursSection({ today, isManager }: { today: string; isManager: boolean }) {
  const { t } = useLingui();
  const schedule = useWeekSchedule(today, today);
  return (
    <ScheduleSection id="weekly-hours-title" title={t`Weekly hours`}>
      <QueryStates
        query={schedule}
        isEmpty={false}
        loadingLabel={t`Loading the weekly hours`}
        errorTitle={t`The weekly hours could not be loaded`}
        emptyText=""
      />
      {schedule.data &&
        (isManager ? (
          <WeeklyHoursForm key={JSON.stringify(schedule.data.weekly)} schedule={schedule.data} />
        ) : (
          <WeeklyHoursTable schedule={schedule.data} />
        ))}
    </ScheduleSection>
  );
}

function WeeklyHoursTable({ schedule }: { schedule: Schedule }) {
  const { t, i18n } = useLingui();
  return (
    <Table>
      <Table.Tbody>
        {weekdaysInOrder(i18n).map((weekday) => {
          const hours = schedule.weekly[weekday];
          return (
            <Table.Tr key={weekday}>
              <Table.Th scope="row">{formatWeekday(weekday, localeOf(i18n))}</Table.Th>
              <Table.Td>{hours ? hoursLabel(i18n, hours) : t`Closed`}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function valuesOf(schedule: Schedule): WeeklyHoursFormInput {
  const days = Object.fromEntries(
    isoWeekdays.map((weekday) => {
      const hours = schedule.weekly[weekday];
      return [
        weekday,
        { isOpen: hours !== null, opensAt: hours?.opensAt ?? '', closesAt: hours?.closesAt ?? '' },
      ];
    }),
  );
  return { days } as WeeklyHoursFormInput;
}

function WeeklyHoursForm({ schedule }: { schedule: Schedule }) {
  const { t, i18n } = useLingui();
  const save = useUpdateWeeklyHours();
  const form = useForm<WeeklyHoursFormInput>({
    initialValues: valuesOf(schedule),
    validate: schemaResolver(weeklyHoursFormSchema, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    const { days } = formOutput(weeklyHoursFormSchema, values);
    // Only the weekdays whose hours changed are written.
    const change = Object.fromEntries(
      isoWeekdays
        .filter(
          (weekday) => JSON.stringify(days[weekday]) !== JSON.stringify(schedule.weekly[weekday]),
        )
        .map((weekday) => [weekday, days[weekday]]),
    );
    if (Object.keys(change).length === 0) return;
    if (!(await confirmScheduleChange({ kind: 'weekly-hours', hours: change }))) return;
    save.mutate(change, { onSuccess: () => notifySuccess(t`Weekly hours saved.`) });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t`Edit the weekly hours`}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          <Trans>A closing time at or before 06:00 is the next morning's.</Trans>
        </Text>
        {weekdaysInOrder(i18n).map((weekday) => (
          <WeekdayHoursRow key={weekday} form={form} weekday={weekday} />
        ))}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          <Trans>Save weekly hours</Trans>
        </Button>
      </Stack>
    </form>
  );
}
