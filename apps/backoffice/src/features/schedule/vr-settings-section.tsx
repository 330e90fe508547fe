import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formOutput } from '@venue/domain/forms/form-output';
import { type VrSettingsFormInput, vrSettingsFormSchema } from '@venue/domain/forms/schedule-forms';
import type { VrSettings } from '@venue/domain/vr';
import { notifySuccess } from '../../components/notify.ts';
import { QueryStates } from '../../components/query-states.tsx';
import { withErrorInLanguage } from '../../lib/field-errors.ts';
import { useUpdateVrSettings, useVrSettings } from './api/use-vr-settings.ts';
import { ScheduleSection } from './schedule-section.tsx';

/** The VR zone's stations and session length: the manager edits them, reception reads them. */
export function VrSettingsSection({ isManager }: { isManager: boolean }) {
  const { t } = useLingui();
  const settings = useVrSettings();
  return (
    <ScheduleSection id="vr-settings-title" title={t`VR stations and sessions`}>
      <QueryStates
        query={settings}
        isEmpty={false}
        loadingLabel={t`Loading the VR settings`}
        errorTitle={t`The VR settings could not be loaded`}
        emptyText=""
      />
      {settings.data &&
        (isManager ? (
          <VrSettingsForm key={settingsKey(settings.data)} settings={settings.data} />
        ) : (
          <VrSettingsText settings={settings.data} />
        ))}
    </ScheduleSection>
  );
}

function VrSettingsText({ settings }: { settings: VrSettings }) {
  const { i18n } = useLingui();
  const { sessionMinutes, stationCount } = settings;
  return (
    <Text>
      {i18n._(
        msg`A VR session lasts ${plural(sessionMinutes, { one: '# minute', other: '# minutes' })}; the VR zone has ${plural(stationCount, { one: '# station', other: '# stations' })}.`,
      )}
    </Text>
  );
}

/** A saved change (or another manager's) loads the form afresh. */
const settingsKey = (settings: VrSettings) => `${settings.stationCount}-${settings.sessionMinutes}`;

function VrSettingsForm({ settings }: { settings: VrSettings }) {
  const { t, i18n } = useLingui();
  const save = useUpdateVrSettings();
  const form = useForm<VrSettingsFormInput>({
    // Text fields, so a number typed in Arabic-Indic digits reads as the same number.
    initialValues: {
      stationCount: String(settings.stationCount),
      sessionMinutes: String(settings.sessionMinutes),
    },
    validate: schemaResolver(vrSettingsFormSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) => {
    // The saved settings load the form afresh (its key) before `mutate`'s own callbacks would
    // run, so the promise says it; a refusal is shown by the app's mutation handler.
    save.mutateAsync(formOutput(vrSettingsFormSchema, values)).then(
      () => notifySuccess(t`VR stations and sessions saved.`),
      () => undefined,
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t`Edit the VR stations and sessions`}>
      <Group align="flex-start" gap="md">
        <TextInput
          label={t`VR stations`}
          inputMode="numeric"
          autoComplete="off"
          w={280}
          {...withErrorInLanguage(i18n, form.getInputProps('stationCount'))}
        />
        <TextInput
          label={t`VR session length (minutes)`}
          inputMode="numeric"
          autoComplete="off"
          w={280}
          {...withErrorInLanguage(i18n, form.getInputProps('sessionMinutes'))}
        />
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        <Trans>
          The session length cannot change while VR bookings from today on stand, and a station that
          holds bookings cannot be removed.
        </Trans>
      </Text>
      <Button type="submit" mt="sm" loading={save.isPending}>
        <Trans>Save VR stations and sessions</Trans>
      </Button>
    </form>
  );
}
