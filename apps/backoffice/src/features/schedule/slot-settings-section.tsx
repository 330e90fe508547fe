import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formOutput } from '@venue/domain/forms/form-output';
import { scheduleLimits } from '@venue/domain/forms/schedule-form-fields';
import {
  type ScheduleSettingsFormInput,
  scheduleSettingsFormSchema,
} from '@venue/domain/forms/schedule-forms';
import type { Schedule } from '@venue/domain/schedule';
import { notifySuccess } from '../../components/notify.ts';
import { QueryStates } from '../../components/query-states.tsx';
import { withErrorInLanguage } from '../../lib/field-errors.ts';
import { useUpdateScheduleSettings } from './api/use-schedule-settings.ts';
import { useWeekSchedule } from './api/use-week-schedule.ts';
import { ScheduleSection } from './schedule-section.tsx';

/** The slot length and the number of lanes: the manager edits them, reception reads them. */
export function SlotSettingsSection({ today, isManager }: { today: string; isManager: boolean }) {
  const { t } = useLingui();
  const schedule = useWeekSchedule(today, today);
  return (
    <ScheduleSection id="slot-settings-title" title={t`Slots and lanes`}>
      <QueryStates
        query={schedule}
        isEmpty={false}
        loadingLabel={t`Loading the slots and lanes`}
        errorTitle={t`The slots and lanes could not be loaded`}
        emptyText=""
      />
      {schedule.data &&
        (isManager ? (
          <SlotSettingsForm key={settingsKey(schedule.data)} schedule={schedule.data} />
        ) : (
          <SlotSettingsText schedule={schedule.data} />
        ))}
    </ScheduleSection>
  );
}

function SlotSettingsText({ schedule }: { schedule: Schedule }) {
  const { i18n } = useLingui();
  const { slotMinutes, laneCount } = schedule;
  return (
    <Text>
      {i18n._(
        msg`A slot lasts ${plural(slotMinutes, { one: '# minute', other: '# minutes' })}; the venue has ${plural(laneCount, { one: '# lane', other: '# lanes' })}.`,
      )}
    </Text>
  );
}

/** A saved change (or another manager's) loads the form afresh. */
const settingsKey = (schedule: Schedule) => `${schedule.slotMinutes}-${schedule.laneCount}`;

function SlotSettingsForm({ schedule }: { schedule: Schedule }) {
  const { t, i18n } = useLingui();
  const save = useUpdateScheduleSettings();
  const form = useForm<ScheduleSettingsFormInput>({
    initialValues: { slotMinutes: schedule.slotMinutes, laneCount: schedule.laneCount },
    validate: schemaResolver(scheduleSettingsFormSchema, { sync: true }),
  });
  const { slotMinutes, laneCount } = scheduleLimits;
  const submit = form.onSubmit((values) => {
    save.mutate(formOutput(scheduleSettingsFormSchema, values), {
      onSuccess: () => notifySuccess(t`Slots and lanes saved.`),
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t`Edit the slots and lanes`}>
      <Group align="flex-start" gap="md">
        <NumberInput
          label={t`Slot length (minutes)`}
          min={slotMinutes.min}
          max={slotMinutes.max}
          step={slotMinutes.step}
          allowDecimal={false}
          w={200}
          {...withErrorInLanguage(i18n, form.getInputProps('slotMinutes'))}
        />
        <NumberInput
          label={t`Lanes`}
          min={laneCount.min}
          max={laneCount.max}
          allowDecimal={false}
          w={200}
          {...withErrorInLanguage(i18n, form.getInputProps('laneCount'))}
        />
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        <Trans>
          The slot length cannot change while bookings from today on stand, and a lane that holds
          bookings cannot be removed.
        </Trans>
      </Text>
      <Button type="submit" mt="sm" loading={save.isPending}>
        <Trans>Save slots and lanes</Trans>
      </Button>
    </form>
  );
}
