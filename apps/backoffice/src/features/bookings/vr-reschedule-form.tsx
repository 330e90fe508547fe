import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { DataError } from '@venue/data/errors';
import type { VrSessionOccupancy } from '@venue/data/vr/vr-occupancy';
import { venueToday } from '@venue/domain/clock';
import { formatTime } from '@venue/domain/format';
import {
  type BookingRescheduleInput,
  bookingRescheduleSchema,
  checkBookingTiming,
} from '@venue/domain/forms/booking-form';
import { venueTimeZone } from '@venue/domain/venue';
import { vrCoveredSessions } from '@venue/domain/vr';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/domain-messages.ts';
import { translatedError } from '../../lib/field-errors.ts';
import { useRescheduleBooking } from './api/use-booking-actions.ts';
import { useVrDay, useVrSettings } from './api/use-vr-day.ts';
import { vrStartOptions } from './vr-start-options.ts';

/**
 * Moves an approved VR booking to another day and VR session: the times are the sessions the new
 * day offers for its sessions, each with the stations left ("Full" where its players do not fit,
 * its own stations counted free where it plays now). A past day is refused beside its field; the
 * database judges the session (a closure, one under way, a full one) and says why.
 */
export function VrRescheduleForm({ booking, onDone }: { booking: BookingRow; onDone: () => void }) {
  const reschedule = useRescheduleBooking();
  const form = useForm<BookingRescheduleInput>({
    initialValues: { date: booking.date, time: booking.time },
    validate: schemaResolver(bookingRescheduleSchema, { sync: true }),
  });
  const today = venueToday(new Date(), venueTimeZone);
  const { t, i18n } = useLingui();
  const inLanguage = (error: ReactNode) => translatedError(i18n, error);
  const { date: newDate } = form.values;
  const day = useVrDay(newDate);
  const settings = useVrSettings();
  const options =
    day.data && settings.data
      ? vrStartOptions(
          withOwnStationsFree(booking, newDate, day.data, settings.data.sessionMinutes),
          booking.rounds,
          settings.data.sessionMinutes,
          booking.people,
        )
      : [];
  const sessions = options.map(({ start, left, hasRoom }) => {
    const time = formatTime(start);
    return {
      value: start,
      label: hasRoom
        ? t`${time} · ${plural(left, { one: '# station left', other: '# stations left' })}`
        : t`${time} · Full`,
    };
  });
  // The time already chosen stays listed while the day loads or when the day no longer offers it.
  const times =
    form.values.time && !sessions.some((session) => session.value === form.values.time)
      ? [{ value: form.values.time, label: formatTime(form.values.time) }, ...sessions]
      : sessions;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ date, time }) => {
        // The lanes' grid does not hold a VR session: only the day is judged here.
        const timing = checkBookingTiming({ date, time }, new Date(), venueTimeZone);
        if (timing?.field === 'date') {
          form.setFieldError('date', timing.message);
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
          data={times}
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

/** The day's sessions with the booking's own stations free where it plays now (a move keeps them). */
function withOwnStationsFree(
  booking: BookingRow,
  date: string,
  day: readonly VrSessionOccupancy[],
  sessionMinutes: number,
): VrSessionOccupancy[] {
  const held = booking.stations?.length ?? 0;
  const own =
    date === booking.date && booking.vr_start
      ? new Set(vrCoveredSessions(booking.vr_start, booking.rounds, sessionMinutes) ?? [])
      : new Set<string>();
  return day.map((session) =>
    own.has(session.sessionStart)
      ? { ...session, stationsTaken: Math.max(session.stationsTaken - held, 0) }
      : session,
  );
}
