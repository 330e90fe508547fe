import { useLingui } from '@lingui/react/macro';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { VenueDaySlot } from '@venue/data/schedule/get-venue-day';
import { isCalendarDate } from '@venue/domain/clock';
import { formatTime } from '@venue/domain/format';
import { checkBookingTiming } from '@venue/domain/forms/booking-form';
import { coveredSlotsFrom } from '@venue/domain/schedule';
import { staffDay } from '@venue/domain/staff-day';
import { venueTimeZone } from '@venue/domain/venue';
import { lanesHeldBy } from '../../lib/booking-lanes.ts';
import { useSchedule } from './api/use-schedule.ts';
import { useVenueDay } from './api/use-venue-day.ts';
import { ClosedText } from './closed-text.tsx';
import { RescheduleFields, useRescheduleForm } from './reschedule-fields.tsx';

/**
 * Moves an approved booking to a new date and time (the domain's reschedule schema): the times
 * are the slots the new date offers ("Full" where, in one of the slots it would cover, fewer lanes
 * are free than it holds, its own lanes counted free), a closed day says why instead;
 * a slot that has begun, a past day or a run past closing is refused beside its field, before
 * sending and when the database refuses it (a closure with its reason).
 */
export function RescheduleForm({ booking, onDone }: { booking: BookingRow; onDone: () => void }) {
  const { form, reschedule } = useRescheduleForm(booking, onDone);
  const { t } = useLingui();
  const { date: newDate } = form.values;
  const isDate = isCalendarDate(newDate);
  const schedule = useSchedule(isDate ? { from: newDate, to: newDate } : null);
  const offered = useVenueDay(newDate);
  const scheduled =
    schedule.data && isDate ? staffDay(schedule.data, newDate, venueTimeZone) : null;
  const closedBy = scheduled && !scheduled.isOpen ? scheduled : null;
  const slotMinutes = schedule.data?.slotMinutes;
  const isFull = (slot: string) =>
    slotMinutes !== undefined &&
    fewestLanesFree(booking, newDate, slot, slotMinutes, offered.data ?? []) < lanesOf(booking);
  const slots = (offered.data ?? []).map(({ slot }) => {
    const time = formatTime(slot);
    return { value: slot, label: isFull(slot) ? t`${time} · Full` : time };
  });

  return (
    <RescheduleFields
      form={form}
      times={slots}
      closed={closedBy ? <ClosedText closure={closedBy.closure} /> : undefined}
      isPending={reschedule.isPending}
      onDone={onDone}
      onSubmit={({ date, time }) => {
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
        reschedule.send({ date, time });
      }}
    />
  );
}

/** The lanes a booking takes wherever it goes: those it holds, else those it needs. */
function lanesOf(booking: BookingRow): number {
  return Math.max(lanesHeldBy(booking).length, booking.lanes_needed, 1);
}

/**
 * The fewest lanes free for `booking` over the slots it would cover from `slot` on `date`: its own
 * lanes count as free in the slots it holds now. A slot the day does not offer is left to the
 * timing check, which says why (past closing, a closure).
 */
function fewestLanesFree(
  booking: BookingRow,
  date: string,
  slot: string,
  slotMinutes: number,
  offered: readonly VenueDaySlot[],
): number {
  const covered = coveredSlotsFrom(slot, booking.duration, slotMinutes) ?? [slot];
  const own =
    date === booking.date
      ? new Set(coveredSlotsFrom(booking.time, booking.duration, slotMinutes) ?? [booking.time])
      : new Set<string>();
  const held = lanesHeldBy(booking).length;
  const free = covered.map((start) => {
    const entry = offered.find((candidate) => candidate.slot === start);
    if (!entry) return Number.POSITIVE_INFINITY;
    return entry.lanesFree + (own.has(start) ? held : 0);
  });
  return Math.min(...free);
}
