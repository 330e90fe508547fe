/** The "New booking" form's day: a date from today to the last bookable one. */
import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import type { NewBookingErrorOf, NewBookingForm } from './use-new-booking-form.ts';

/** The booking's day, from `today` to `lastDate`, with its error beside it. */
export function DateField({
  form,
  errorOf,
  today,
  lastDate,
}: {
  form: NewBookingForm;
  errorOf: NewBookingErrorOf;
  today: string;
  lastDate: string;
}) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Date`}
      type="date"
      required
      min={today}
      max={lastDate}
      {...form.getInputProps('date')}
      error={errorOf('date')}
    />
  );
}
