import { useLingui } from '@lingui/react/macro';
import { Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { SpecialHoursEntry } from '@venue/data/schedule/list-special-hours';
import { formOutput } from '@venue/domain/forms/form-output';
import { localizedFormValue } from '@venue/domain/forms/localized-parts';
import { scheduleLimits } from '@venue/domain/forms/schedule-form-fields';
import {
  emptySpecialHoursForm,
  type SpecialHoursFormInput,
  specialHoursFormSchema,
} from '@venue/domain/forms/schedule-forms';
import { LocalizedFields } from '../../components/localized-fields.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { withErrorInLanguage } from '../../lib/field-errors.ts';
import { useSaveSpecialHours } from './api/use-special-hours.ts';
import { ltrInputStyles, ScheduleDialog, typedTextStyles } from './schedule-dialog.tsx';
import { TimeField } from './time-field.tsx';

const valuesOf = (period: SpecialHoursEntry): SpecialHoursFormInput => ({
  firstDay: period.firstDay,
  lastDay: period.lastDay,
  opensAt: period.opensAt,
  closesAt: period.closesAt,
  name: localizedFormValue(period.name),
});

/** Adds a special period (days, hours past midnight allowed, a name in each language) or edits one. */
export function SpecialHoursDialog({
  editing,
  isOpen,
  today,
  onClose,
}: {
  editing: SpecialHoursEntry | null;
  isOpen: boolean;
  today: string;
  onClose: () => void;
}) {
  return isOpen ? (
    <SpecialHoursForm
      key={editing?.id ?? 'new'}
      editing={editing}
      today={today}
      onClose={onClose}
    />
  ) : null;
}

function SpecialHoursForm({
  editing,
  today,
  onClose,
}: {
  editing: SpecialHoursEntry | null;
  today: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveSpecialHours(editing?.id ?? null);
  const form = useForm<SpecialHoursFormInput>({
    initialValues: editing ? valuesOf(editing) : emptySpecialHoursForm(today),
    validate: schemaResolver(specialHoursFormSchema, { sync: true }),
  });
  const field = (path: string) => withErrorInLanguage(i18n, form.getInputProps(path));
  const submit = form.onSubmit((values) => {
    save.mutate(formOutput(specialHoursFormSchema, values), {
      onSuccess: () => {
        notifySuccess(editing ? t`Special hours saved.` : t`Special hours added.`);
        onClose();
      },
    });
  });
  return (
    <ScheduleDialog
      title={editing ? t`Edit special hours` : t`Add special hours`}
      isOpen
      isSaving={save.isPending}
      saveLabel={editing ? t`Save` : t`Add special hours`}
      onSubmit={submit}
      onClose={onClose}
    >
      <Group grow align="flex-start" gap="sm">
        <TextInput
          type="date"
          label={t`First day`}
          styles={ltrInputStyles}
          {...field('firstDay')}
        />
        <TextInput type="date" label={t`Last day`} styles={ltrInputStyles} {...field('lastDay')} />
      </Group>
      <Group grow align="flex-start" gap="sm">
        <TimeField label={t`Opens`} {...field('opensAt')} />
        <TimeField
          label={t`Closes`}
          description={t`At or before 06:00: the next morning.`}
          {...field('closesAt')}
        />
      </Group>
      <LocalizedFields
        form={form}
        names={['name']}
        fields={(locale) => (
          <TextInput
            label={t`Name`}
            maxLength={scheduleLimits.nameMaxLength}
            styles={typedTextStyles}
            {...field(`name.${locale}`)}
          />
        )}
      />
    </ScheduleDialog>
  );
}
