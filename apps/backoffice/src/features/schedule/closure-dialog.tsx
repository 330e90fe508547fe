import { useLingui } from '@lingui/react/macro';
import { Group, Radio, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formOutput } from '@venue/domain/forms/form-output';
import {
  type ClosureFormInput,
  closureFormSchema,
  emptyClosureForm,
} from '@venue/domain/forms/schedule-closure-forms';
import { scheduleLimits } from '@venue/domain/forms/schedule-form-fields';
import { LocalizedFields } from '../../components/localized-fields.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { withErrorInLanguage } from '../../lib/field-errors.ts';
import { useAddClosure } from './api/use-closures.ts';
import { confirmScheduleChange } from './confirm-schedule-change.tsx';
import { ltrInputStyles, ScheduleDialog, typedTextStyles } from './schedule-dialog.tsx';
import { TimeField } from './time-field.tsx';

/** Closes a day, or part of one (past midnight allowed), with a reason in each language. */
export function ClosureDialog({ today, onClose }: { today: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const add = useAddClosure();
  const form = useForm<ClosureFormInput>({
    initialValues: emptyClosureForm(today),
    validate: schemaResolver(closureFormSchema, { sync: true }),
  });
  const field = (path: string) => withErrorInLanguage(i18n, form.getInputProps(path));
  const submit = form.onSubmit(async (values) => {
    const closure = formOutput(closureFormSchema, values);
    const draft = {
      kind: 'closure',
      day: closure.day,
      fromTime: closure.fromTime,
      toTime: closure.toTime,
      reason: closure.reason,
    } as const;
    if (!(await confirmScheduleChange(draft))) return;
    add.mutate(closure, {
      onSuccess: () => {
        notifySuccess(t`Closure added.`);
        onClose();
      },
    });
  });
  const isWholeDay = form.getValues().isWholeDay;
  return (
    <ScheduleDialog
      title={t`Add closure`}
      isOpen
      isSaving={add.isPending}
      saveLabel={t`Add closure`}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput type="date" label={t`Day`} styles={ltrInputStyles} {...field('day')} />
      <Radio.Group
        label={t`Closed for`}
        value={isWholeDay ? 'day' : 'part'}
        onChange={(value) => form.setFieldValue('isWholeDay', value === 'day')}
      >
        <Group gap="md" mt={6}>
          <Radio value="day" label={t`The whole day`} />
          <Radio value="part" label={t`Part of the day`} />
        </Group>
      </Radio.Group>
      {!isWholeDay && (
        <Group grow align="flex-start" gap="sm">
          <TimeField label={t`From`} {...field('fromTime')} />
          <TimeField
            label={t`Until`}
            description={t`At or before 06:00: the next morning.`}
            {...field('toTime')}
          />
        </Group>
      )}
      <LocalizedFields
        form={form}
        names={['reason']}
        fields={(locale) => (
          <TextInput
            label={t`Reason`}
            description={t`Visitors read it on the site.`}
            maxLength={scheduleLimits.reasonMaxLength}
            styles={typedTextStyles}
            {...field(`reason.${locale}`)}
          />
        )}
      />
    </ScheduleDialog>
  );
}
