import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { formatTime } from '@venue/domain/format';
import { checkBookingTiming } from '@venue/domain/forms/booking-form';
import { venueTimeZone } from '@venue/domain/venue';
import { vrCoveredSessions, withOwnStationsFree } from '@venue/domain/vr';
import { useVrDay, useVrSettings } from './api/use-vr-day.ts';
import { RescheduleFields, useRescheduleForm } from './reschedule-fields.tsx';
import { vrStartOptions } from './vr-start-options.ts';

/**
 * Moves an approved VR booking to another day and VR session: the times are the sessions the new
 * day offers for its sessions, each with the stations left ("Full" where its players do not fit,
 * its own stations counted free where it plays now). A past day is refused beside its field; the
 * database judges the session (a closure, one under way, a full one) and says why.
 */
export function VrRescheduleForm({ booking, onDone }: { booking: BookingRow; onDone: () => void }) {
  const { form, reschedule } = useRescheduleForm(booking, onDone);
  const { t } = useLingui();
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

  return (
    <RescheduleFields
      form={form}
      times={sessions}
      isPending={reschedule.isPending}
      onDone={onDone}
      onSubmit={({ date, time }) => {
        // The lanes' grid does not hold a VR session: only the day is judged here.
        const timing = checkBookingTiming({ date, time }, new Date(), venueTimeZone);
        if (timing?.field === 'date') {
          form.setFieldError('date', timing.message);
          return;
        }
        reschedule.send({ date, time });
      }}
    />
  );
}

/** The sessions the booking plays now, where a move to `date` keeps its stations (same day). */
function ownSessions(booking: BookingRow, date: string, sessionMinutes: number): readonly string[] {
  if (date !== booking.date || !booking.vr_start) return [];
  return vrCoveredSessions(booking.vr_start, booking.rounds, sessionMinutes) ?? [];
}
