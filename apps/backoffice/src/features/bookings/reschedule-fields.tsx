/** The fields the lanes' and the VR zone's reschedule forms share: the new day, the new time, Save and Cancel. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Input, NativeSelect, Text, TextInput } from '@mantine/core';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { venueToday } from '@venue/domain/clock';
import { formatTime } from '@venue/domain/format';
import {
  type BookingRescheduleInput,
  bookingRescheduleSchema,
} from '@venue/domain/forms/booking-form';
import { venueTimeZone } from '@venue/domain/venue';
import type { ReactNode } from 'react';
import { translatedError } from '../../lib/field-errors.ts';
import { useRescheduleSubmit } from './use-reschedule-submit.ts';

/** A reschedule form for `booking`, starting at its day and time, and the move that sends it. */
export function useRescheduleForm(booking: BookingRow, onDone: () => void) {
  const form = useForm<BookingRescheduleInput>({
    initialValues: { date: booking.date, time: booking.time },
    validate: schemaResolver(bookingRescheduleSchema, { sync: true }),
  });
  const reschedule = useRescheduleSubmit(booking, form, onDone);
  return { form, reschedule };
}

/**
 * The new date (from today on) and the new time among `times` (the one chosen stays listed), or,
 * where the new day is `closed`, why instead of the times and no Save; `onSubmit` gets the values
 * the schema let through. Errors show beside their fields in the staff member's language.
 */
export function RescheduleFields({
  form,
  times,
  closed,
  isPending,
  onSubmit,
  onDone,
}: {
  form: UseFormReturnType<BookingRescheduleInput>;
  times: { value: string; label: string }[];
  /** Why the new day takes no booking ("Closed: …"), or nothing where it is open. */
  closed?: ReactNode;
  isPending: boolean;
  onSubmit: (values: BookingRescheduleInput) => void;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const inLanguage = (error: ReactNode) => translatedError(i18n, error);
  const today = venueToday(new Date(), venueTimeZone);
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          type="date"
          label={t`New date`}
          min={today}
          required
          {...form.getInputProps('date')}
          error={inLanguage(form.errors.date)}
        />
        {closed ? (
          <Input.Wrapper label={t`New time`} error={inLanguage(form.errors.time)}>
            <Text size="sm" fw={600} role="status" data-testid="reschedule-closed">
              {closed}
            </Text>
          </Input.Wrapper>
        ) : (
          <NativeSelect
            label={t`New time`}
            data={withChosenTime(form.values.time, times)}
            {...form.getInputProps('time')}
            error={inLanguage(form.errors.time)}
          />
        )}
        <Button type="submit" loading={isPending} disabled={Boolean(closed)}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="default" onClick={onDone} disabled={isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </Group>
    </form>
  );
}

/** The time already chosen stays listed while the day loads or when the day no longer offers it. */
function withChosenTime(
  chosen: string,
  choices: { value: string; label: string }[],
): { value: string; label: string }[] {
  return chosen && !choices.some((choice) => choice.value === chosen)
    ? [{ value: chosen, label: formatTime(chosen) }, ...choices]
    : choices;
}
