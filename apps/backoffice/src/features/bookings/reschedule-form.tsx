import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Input, NativeSelect, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { DataError } from '@venue/data/errors';
import { isCalendarDate, venueToday } from '@venue/domain/clock';
import { formatTime } from '@venue/domain/format';
import {
  type BookingRescheduleInput,
  bookingRescheduleSchema,
  checkBookingTiming,
} from '@venue/domain/forms/booking-form';
import { staffDay } from '@venue/domain/staff-day';
import { venueTimeZone } from '@venue/domain/venue';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/domain-messages.ts';
import { translatedError } from '../../lib/field-errors.ts';
import { useRescheduleBooking } from './api/use-booking-actions.ts';
import { useSchedule } from './api/use-schedule.ts';
import { useVenueDay } from './api/use-venue-day.ts';
import { ClosedText } from './closed-text.tsx';

/**
 * Moves an approved booking to a new date and time (the domain's reschedule schema): the times
 * are the slots the new date offers ("Full" where no lane is free), a closed day says why instead;
 * a slot that has begun, a past day or a run past closing is refused beside its field, before
 * sending and when the database refuses it (a closure with its reason).
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
  const { date: newDate } = form.values;
  const isDate = isCalendarDate(newDate);
  const schedule = useSchedule(isDate ? { from: newDate, to: newDate } : null);
  const offered = useVenueDay(newDate);
  const scheduled =
    schedule.data && isDate ? staffDay(schedule.data, newDate, venueTimeZone) : null;
  const closedBy = scheduled && !scheduled.isOpen ? scheduled : null;
  const isOwnSlot = (slot: string) => newDate === booking.date && slot === booking.time;
  const slots = (offered.data ?? []).map(({ slot, lanesFree }) => {
    const time = formatTime(slot);
    return {
      value: slot,
      label: lanesFree <= 0 && !isOwnSlot(slot) ? t`${time} · Full` : time,
    };
  });
  // The time already chosen stays listed while the day loads or when the day no longer offers it.
  const times =
    form.values.time && !slots.some((slot) => slot.value === form.values.time)
      ? [{ value: form.values.time, label: formatTime(form.values.time) }, ...slots]
      : slots;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ date, time }) => {
        const timing = checkBookingTiming(
          { date, time, duration: booking.duration },
          new Date(),
          venueTimeZone,
          schedule.data ? { schedule: schedule.data } : {},
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
        {closedBy ? (
          <Input.Wrapper label={t`New time`} error={inLanguage(form.errors.time)}>
            <Text size="sm" fw={600} role="status" data-testid="reschedule-closed">
              <ClosedText closure={closedBy.closure} />
            </Text>
          </Input.Wrapper>
        ) : (
          <NativeSelect
            label={t`New time`}
            data={times}
            {...form.getInputProps('time')}
            error={inLanguage(form.errors.time)}
          />
        )}
        <Button type="submit" loading={reschedule.isPending} disabled={closedBy !== null}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="default" onClick={onDone} disabled={reschedule.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </Group>
    </form>
  );
}
