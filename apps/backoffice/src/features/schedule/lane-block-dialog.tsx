import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { LaneBlockEntry } from '@venue/data/schedule/list-lane-blocks';
import { formatCount, formatLongDate } from '@venue/domain/format';
import { formOutput } from '@venue/domain/forms/form-output';
import { localizedFormValue } from '@venue/domain/forms/localized-parts';
import {
  emptyLaneBlockForm,
  type LaneBlockFormInput,
  laneBlockFormSchema,
  laneBlockFormTimes,
  laneBlockPeriod,
} from '@venue/domain/forms/schedule-closure-forms';
import { scheduleLimits } from '@venue/domain/forms/schedule-form-fields';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { LocalizedFields } from '../../components/localized-fields.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { withErrorInLanguage } from '../../lib/field-errors.ts';
import { useSaveLaneBlock } from './api/use-lane-blocks.ts';
import { confirmScheduleChange } from './confirm-schedule-change.tsx';
import { ltrInputStyles, ScheduleDialog, typedTextStyles } from './schedule-dialog.tsx';
import { TimeField } from './time-field.tsx';

const valuesOf = (block: LaneBlockEntry): LaneBlockFormInput => ({
  lanes: block.lanes.map(String),
  ...laneBlockFormTimes(block.startsAt, block.endsAt, venueTimeZone),
  reason: localizedFormValue(block.reason),
});

/**
 * Blocks lanes from a time of one business day to a time of another, on the venue's clock, with a
 * reason in each language; or edits a block (to end it early). `isTodayOnly` (reception) keeps
 * both times within today's business day: the database refuses any other.
 */
export function LaneBlockDialog({
  editing,
  laneCount,
  today,
  isTodayOnly,
  onClose,
}: {
  editing: LaneBlockEntry | null;
  laneCount: number;
  today: string;
  isTodayOnly: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const save = useSaveLaneBlock(editing?.id ?? null);
  const form = useForm<LaneBlockFormInput>({
    initialValues: editing ? valuesOf(editing) : emptyLaneBlockForm(today),
    validate: schemaResolver(laneBlockFormSchema, { sync: true }),
  });
  const field = (path: string) => withErrorInLanguage(i18n, form.getInputProps(path));
  const submit = form.onSubmit(async (values) => {
    const block = formOutput(laneBlockFormSchema, values);
    const period = laneBlockPeriod(block, venueTimeZone);
    const draft = {
      kind: 'lane-block',
      id: editing?.id ?? null,
      lanes: block.lanes,
      ...period,
      reason: block.reason,
    } as const;
    if (!(await confirmScheduleChange(draft))) return;
    save.mutate(
      { lanes: block.lanes, ...period, reason: block.reason },
      {
        onSuccess: () => {
          notifySuccess(editing ? t`Lane block saved.` : t`Lanes blocked.`);
          onClose();
        },
      },
    );
  });
  const title = editing ? t`Edit lane block` : isTodayOnly ? t`Block a lane today` : t`Block lanes`;
  const todayName = formatLongDate(today, locale);
  const lanes = Array.from({ length: laneCount }, (_, index) => String(index + 1));
  return (
    <ScheduleDialog
      title={title}
      isOpen
      isSaving={save.isPending}
      saveLabel={editing ? t`Save` : t`Block`}
      onSubmit={submit}
      onClose={onClose}
    >
      <Checkbox.Group label={t`Lanes`} {...field('lanes')}>
        <Group gap="sm" mt={6}>
          {lanes.map((lane) => {
            const number = formatCount(Number(lane), locale);
            return <Checkbox key={lane} value={lane} label={t`Lane ${number}`} />;
          })}
        </Group>
      </Checkbox.Group>
      {isTodayOnly && (
        <Text size="sm">{t`Today, ${todayName}: until 06:00 tomorrow morning at the latest.`}</Text>
      )}
      <Group grow align="flex-start" gap="sm">
        {!isTodayOnly && (
          <TextInput
            type="date"
            label={t`From day`}
            styles={ltrInputStyles}
            {...field('startDay')}
          />
        )}
        <TimeField label={t`From`} {...field('startTime')} />
      </Group>
      <Group grow align="flex-start" gap="sm">
        {!isTodayOnly && (
          <TextInput
            type="date"
            label={t`Until day`}
            styles={ltrInputStyles}
            {...field('endDay')}
          />
        )}
        <TimeField
          label={t`Until`}
          description={t`A time before 06:00 is the next morning's.`}
          {...field('endTime')}
        />
      </Group>
      <LocalizedFields
        form={form}
        names={['reason']}
        fields={(locale) => (
          <TextInput
            label={t`Reason`}
            description={t`Staff read it on the board.`}
            maxLength={scheduleLimits.reasonMaxLength}
            styles={typedTextStyles}
            {...field(`reason.${locale}`)}
          />
        )}
      />
    </ScheduleDialog>
  );
}
