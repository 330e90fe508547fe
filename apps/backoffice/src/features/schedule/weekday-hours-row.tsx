import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatWeekday } from '@venue/domain/format';
import type { WeeklyHoursFormInput } from '@venue/domain/forms/schedule-forms';
import type { IsoWeekday } from '@venue/domain/schedule';
import { localeOf } from '@venue/i18n/locales';
import { withErrorInLanguage } from '../../lib/field-errors.ts';
import { isNextMorning } from './schedule-labels.ts';
import { TimeField } from './time-field.tsx';

/** One weekday of the weekly hours form: open or closed, and from when until when. */
export function WeekdayHoursRow({
  form,
  weekday,
}: {
  form: UseFormReturnType<WeeklyHoursFormInput>;
  weekday: IsoWeekday;
}) {
  const { t, i18n } = useLingui();
  const name = formatWeekday(weekday, localeOf(i18n));
  const day = form.getValues().days[weekday];
  const path = `days.${weekday}` as const;
  const closes = day.closesAt;
  return (
    <Group gap="sm" align="flex-start" wrap="wrap" role="group" aria-label={name}>
      <Text fw={600} w={110} pt={6}>
        {name}
      </Text>
      <Checkbox
        label={t`Open`}
        pt={8}
        aria-label={t`Open on ${name}`}
        {...form.getInputProps(`${path}.isOpen`, { type: 'checkbox' })}
      />
      {day.isOpen ? (
        <>
          <TimeField
            aria-label={t`Opens on ${name}`}
            w={130}
            {...withErrorInLanguage(i18n, form.getInputProps(`${path}.opensAt`))}
          />
          <TimeField
            aria-label={t`Closes on ${name}`}
            w={130}
            description={
              /^\d\d:\d\d$/.test(closes) && isNextMorning(closes) ? t`next day` : undefined
            }
            {...withErrorInLanguage(i18n, form.getInputProps(`${path}.closesAt`))}
          />
        </>
      ) : (
        <Text c="dimmed" pt={6}>
          {t`Closed`}
        </Text>
      )}
    </Group>
  );
}
