/**
 * The manager's "Reminders" section of Settings: how many hours before a visit each of the two
 * reminders goes, each switched on or off; the database judges the hours and its refusal is shown
 * by its code.
 */
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReminderSettings } from '@venue/data/notifications/get-reminder-settings';
import { typedCount } from '@venue/domain/digits';
import { reminderHoursRange } from '@venue/domain/reminders';
import { type FormEvent, useState } from 'react';
import { notifySuccess } from '../../components/notify.ts';
import { QueryStates } from '../../components/query-states.tsx';
import { errorText } from '../../lib/domain-messages.ts';
import { useReminderSettings, useSetReminderHours } from './api/use-reminder-settings.ts';

/** The hours a switched-off reminder's box offers when it is switched on again. */
const defaultHours = { first: 24, second: 2 } as const;

export function ReminderSettingsSection() {
  const settings = useReminderSettings();
  const { t } = useLingui();
  const saved = settings.data;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="reminder-settings-title">
      <Title order={2} size="h3" mb="xs" id="reminder-settings-title">
        <Trans>Reminders</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>
          Before each approved visit the customer gets up to two reminders, on WhatsApp when they
          agreed to it, otherwise by e-mail. One due at night goes at 21:00 the evening before.
        </Trans>
      </Text>
      <QueryStates
        query={settings}
        isEmpty={saved === null}
        loadingLabel={t`Loading the reminders`}
        errorTitle={t`The reminders could not be loaded`}
        emptyText={t`The reminders could not be loaded`}
      />
      {saved ? (
        <ReminderSettingsForm key={`${saved.firstHours}-${saved.secondHours}`} saved={saved} />
      ) : null}
    </Paper>
  );
}

type ReminderField = { isOn: boolean; hours: string };

const fieldOf = (hours: number | null, fallback: number): ReminderField => ({
  isOn: hours !== null,
  hours: String(hours ?? fallback),
});

/** A field's hours as sent: null when off, and as typed in any digits (a blank box is 0). */
const hoursOf = (field: ReminderField) => (field.isOn ? typedCount(field.hours) : null);

function ReminderSettingsForm({ saved }: { saved: ReminderSettings }) {
  const { t, i18n } = useLingui();
  const save = useSetReminderHours();
  const [first, setFirst] = useState(fieldOf(saved.firstHours, defaultHours.first));
  const [second, setSecond] = useState(fieldOf(saved.secondHours, defaultHours.second));
  const { min, max } = reminderHoursRange;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { firstHours: hoursOf(first), secondHours: hoursOf(second) },
      { onSuccess: () => notifySuccess(t`Reminders saved.`) },
    );
  }

  const row = (
    field: ReminderField,
    change: (field: ReminderField) => void,
    switchLabel: string,
    hoursLabel: string,
  ) => (
    <Stack gap="xs">
      <Switch
        label={switchLabel}
        checked={field.isOn}
        onChange={(event) => change({ ...field, isOn: event.currentTarget.checked })}
      />
      <TextInput
        label={hoursLabel}
        description={i18n._(
          msg`From ${min} to ${plural(max, { one: '# hour', other: '# hours' })} before the visit.`,
        )}
        // A text field, as number fields refuse digits other than ASCII ones.
        inputMode="numeric"
        autoComplete="off"
        disabled={!field.isOn}
        value={field.hours}
        onChange={(event) => change({ ...field, hours: event.currentTarget.value })}
      />
    </Stack>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t`Edit the reminders`}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={720}>
          {row(first, setFirst, t`First reminder`, t`First reminder: hours before the visit`)}
          {row(second, setSecond, t`Second reminder`, t`Second reminder: hours before the visit`)}
        </SimpleGrid>
        {save.error ? (
          <Alert color="red" role="alert" title={t`The reminders were not saved`}>
            {errorText(i18n, save.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save reminders</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
