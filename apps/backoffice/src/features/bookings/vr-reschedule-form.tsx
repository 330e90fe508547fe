import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { venueToday } from '@venue/domain/clock';
import { formatTime } from '@venue/domain/format';
import {
  type BookingRescheduleInput,
  bookingRescheduleSchema,
  checkBookingTiming,
} from '@venue/domain/forms/booking-form';
import { venueTimeZone } from '@venue/domain/venue';
import { vrCoveredSessions, withOwnStationsFree } from '@venue/domain/vr';
import type { ReactNode } from 'react';
import { translatedError } from '../../lib/field-errors.ts';
import { useVrDay, useVrSettings } from './api/use-vr-day.ts';
import { useRescheduleSubmit, withChosenTime } from './use-reschedule-submit.ts';
import { vrStartOptions } from './vr-start-options.ts';

/**
 * Moves an approved VR booking to another day and VR session: the times are the sessions the new
 * day offers for its sessions, each with the stations left ("Full" where its players do not fit,
 * its own stations counted free where it plays now). A past day is refused beside its field; the
 * database judges the session (a closure, one under way, a full one) and says why.
 */
export function VrRescheduleForm({ booking, onDone }: { booking: BookingRow; onDone: () => void }) {
  const form = useForm<BookingRescheduleInput>({
    initialValues: { date: booking.date, time: booking.time },
    validate: schemaResolver(bookingRescheduleSchema, { sync: true }),
  });
  const today = venueToday(new Date(), venueTimeZone);
  const { t, i18n } = useLingui();
  const reschedule = useRescheduleSubmit(booking, form, onDone);
  const inLanguage = (error: ReactNode) => translatedError(i18n, error);
  const { date: newDate } = form.values;
  const day = useVrDay(newDate);
  const settings = useVrSettings();
  const options =
    day.data && settings.data
      ? vrStartOptions(
          withOwnStationsFree(day.data, {
            sessions: ownSessions(booking, newDate, settings.data.sessionMinutes),
            stations: booking.stations?.length ?? 0,
          }),
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
  const times = withChosenTime(form.values.time, sessions);

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
        reschedule.send({ date, time });
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

/** The sessions the booking plays now, where a move to `date` keeps its stations (same day). */
function ownSessions(booking: BookingRow, date: string, sessionMinutes: number): readonly string[] {
  if (date !== booking.date || !booking.vr_start) return [];
  return vrCoveredSessions(booking.vr_start, booking.rounds, sessionMinutes) ?? [];
}
