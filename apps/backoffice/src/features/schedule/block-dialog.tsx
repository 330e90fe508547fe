import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formatCount, formatLongDate } from '@venue/domain/format';
import { formOutput } from '@venue/domain/forms/form-output';
import { localizedFormValue } from '@venue/domain/forms/localized-parts';
import {
  type BlockFormInput,
  blockFormTimes,
  blockPeriod,
  emptyBlockForm,
  laneBlockFormSchema,
  vrStationBlockFormSchema,
} from '@venue/domain/forms/schedule-closure-forms';
import { scheduleLimits } from '@venue/domain/forms/schedule-form-fields';
import type { LocalizedText } from '@venue/domain/localized-text';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { LocalizedFields } from '../../components/localized-fields.tsx';
import { withErrorInLanguage } from '../../lib/field-errors.ts';
import { ltrInputStyles, ScheduleDialog, typedTextStyles } from './schedule-dialog.tsx';
import { TimeField } from './time-field.tsx';

/** What is blocked: some of the venue's lanes, or some of the VR zone's stations. */
export type BlockKind = 'lanes' | 'stations';

/** A block as the dialog reads and saves it: the units (lane or station numbers) and the period. */
export type BlockDraft = {
  readonly units: readonly number[];
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly reason: LocalizedText;
};

const schemas = { lanes: laneBlockFormSchema, stations: vrStationBlockFormSchema };

const valuesOf = (block: BlockDraft): BlockFormInput => ({
  units: block.units.map(String),
  ...blockFormTimes(block.startsAt, block.endsAt, venueTimeZone),
  reason: localizedFormValue(block.reason),
});

/** The dialog's words for each kind of block. */
function useBlockTexts(kind: BlockKind, isEditing: boolean, isTodayOnly: boolean) {
  const { t } = useLingui();
  if (kind === 'lanes') {
    return {
      title: isEditing ? t`Edit lane block` : isTodayOnly ? t`Block a lane today` : t`Block lanes`,
      units: t`Lanes`,
      unit: (number: string) => t`Lane ${number}`,
      reasonHint: t`Staff read it on the board.`,
    };
  }
  // A VR station block is added or deleted, never edited.
  return {
    title: isTodayOnly ? t`Block a VR station today` : t`Block VR stations`,
    units: t`VR stations`,
    unit: (number: string) => t`Station ${number}`,
    reasonHint: t`Staff read it on the board's VR section.`,
  };
}

/**
 * Blocks lanes or VR stations from a time of one business day to a time of another, on the
 * venue's clock, with a reason in each language; or edits a block (to end it early). `isTodayOnly`
 * (reception) keeps both times within today's business day: the database refuses any other.
 * `onSave` gets the checked block; the kind's own dialog saves it.
 */
export function BlockDialog({
  kind,
  editing,
  count,
  today,
  isTodayOnly,
  isSaving,
  onSave,
  onClose,
}: {
  kind: BlockKind;
  editing: BlockDraft | null;
  count: number;
  today: string;
  isTodayOnly: boolean;
  isSaving: boolean;
  onSave: (block: BlockDraft) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const schema = schemas[kind];
  const texts = useBlockTexts(kind, editing !== null, isTodayOnly);
  const form = useForm<BlockFormInput>({
    initialValues: editing ? valuesOf(editing) : emptyBlockForm(today),
    validate: schemaResolver(schema, { sync: true }),
  });
  const field = (path: string) => withErrorInLanguage(i18n, form.getInputProps(path));
  const submit = form.onSubmit((values) => {
    const block = formOutput(schema, values);
    onSave({ units: block.units, ...blockPeriod(block, venueTimeZone), reason: block.reason });
  });
  const todayName = formatLongDate(today, locale);
  const units = Array.from({ length: count }, (_, index) => String(index + 1));
  return (
    <ScheduleDialog
      title={texts.title}
      isOpen
      isSaving={isSaving}
      saveLabel={editing ? t`Save` : t`Block`}
      onSubmit={submit}
      onClose={onClose}
    >
      <Checkbox.Group label={texts.units} {...field('units')}>
        <Group gap="sm" mt={6}>
          {units.map((unit) => (
            <Checkbox
              key={unit}
              value={unit}
              label={texts.unit(formatCount(Number(unit), locale))}
            />
          ))}
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
            description={texts.reasonHint}
            maxLength={scheduleLimits.reasonMaxLength}
            styles={typedTextStyles}
            {...field(`reason.${locale}`)}
          />
        )}
      />
    </ScheduleDialog>
  );
}
