import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { DataError } from '@venue/data/errors';
import { venueToday } from '@venue/domain/clock';
import { formatTime } from '@venue/domain/format';
import {
  type BookingRescheduleInput,
  bookingRescheduleSchema,
  checkBookingTiming,
} from '@venue/domain/forms/booking-form';
import { slotStarts, venueTimeZone } from '@venue/domain/venue';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/domain-messages.ts';
import { translatedError } from '../../lib/field-errors.ts';
import { useRescheduleBooking } from './api/use-booking-actions.ts';

/**
 * Moves an approved booking to a new date and time (the domain's reschedule schema): a slot that
 * has begun, a past day or a run past closing is refused beside its field, before sending and
 * when the database refuses it.
 */
export function RescheduleForm({ booking, onDone }: { booking: BookingRow; onDone: () => void }) {
  const reschedule = useRescheduleBooking();
  const form = useForm<BookingRescheduleInput>({
    initialValues: { date: booking.date, time: booking.time },
    validate: schemaResolver(bookingRescheduleSchema, { sync: true }),
  });
  const today = venueToday(new Date(), venueTimeZone);
  const { t, i18n } = useLingui();
  const inLanguage = (error: ReactNode) => translatedError(i18n, error);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ date, time }) => {
        const timing = checkBookingTiming(
          { date, time, duration: booking.duration },
          new Date(),
          venueTimeZone,
        );
        if (timing) {
          form.setFieldError(timing.field === 'date' ? 'date' : 'time', timing.message);
          return;
        }
        reschedule.mutate(
          { booking, date, time },
          {
            onSuccess: onDone,
            onError: (error) => {
              if (
                error instanceof DataError &&
                (error.field === 'date' || error.field === 'time')
              ) {
                form.setFieldError(error.field, errorText(i18n, error));
              }
            },
          },
        );
      })}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          type="date"
          label={t`New date`}
          min={today}
          required
          {...form.getInputProps('date')}
          error={inLanguage(form.errors.date)}
        />
        <NativeSelect
          label={t`New time`}
          data={slotStarts.map((slot) => ({ value: slot, label: formatTime(slot) }))}
          {...form.getInputProps('time')}
          error={inLanguage(form.errors.time)}
        />
        <Button type="submit" loading={reschedule.isPending}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="default" onClick={onDone} disabled={reschedule.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </Group>
    </form>
  );
}
