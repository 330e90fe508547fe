import { Trans } from '@lingui/react/macro';
import type { VenueDaySlot } from '@venue/data/schedule/get-venue-day';
import type { VrSessionOccupancy } from '@venue/data/vr/vr-occupancy';
import type { Schedule } from '@venue/domain/schedule';
import type { BookingFormState } from '../booking-form-state.ts';
import calendarStyles from '../calendar.module.css';
import type { FormErrors } from '../use-booking-errors.ts';
import { FieldError } from './field-error.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import { SlotGrid } from './slot-grid.tsx';
import { VrSlotGrid } from './vr-slot-grid.tsx';

/** A VR booking's grid: its players and sessions, and the day's VR sessions. */
export type VrPick = {
  players: number;
  sessions: number;
  sessionMinutes: number;
  day: { data: readonly VrSessionOccupancy[] | undefined; isPending: boolean };
};

type SlotPickerProps = {
  /** The venue's today, "YYYY-MM-DD". */
  today: string;
  /** The last bookable day, "YYYY-MM-DD" (the booking horizon). */
  lastDate: string;
  now: Date;
  state: Pick<BookingFormState, 'date' | 'time' | 'duration'>;
  /** For VR: the VR grid takes the lanes' place. */
  vr?: VrPick | undefined;
  /** The lanes the group takes, which the slots' free lanes are held against. */
  lanesNeeded: number;
  schedule: { data: Schedule | undefined; isError: boolean };
  day: { data: readonly VenueDaySlot[] | undefined; isPending: boolean };
  errors: FormErrors;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
};

/**
 * When: a day of the month calendar, then one of its slots (for VR, one of its VR sessions), each
 * with its error beneath.
 */
export function SlotPicker({
  today,
  lastDate,
  now,
  state,
  vr,
  lanesNeeded,
  schedule,
  day,
  errors,
  onDate,
  onTime,
}: SlotPickerProps) {
  if (!schedule.data) {
    return (
      <p className={calendarStyles.calendarPending} role={schedule.isError ? 'alert' : 'status'}>
        {schedule.isError ? (
          <Trans>The calendar could not be loaded. Please refresh the page, or call us.</Trans>
        ) : (
          <Trans>Loading the calendar...</Trans>
        )}
      </p>
    );
  }
  return (
    <>
      <MonthCalendar
        today={today}
        lastDate={lastDate}
        schedule={schedule.data}
        selectedDate={state.date}
        onSelect={onDate}
      />
      <FieldError message={errors.date} />

      {state.date !== null && vr && (
        <VrSlotGrid
          date={state.date}
          now={now}
          players={vr.players}
          sessions={vr.sessions}
          sessionMinutes={vr.sessionMinutes}
          schedule={schedule.data}
          occupancy={vr.day.data}
          isLoading={vr.day.isPending}
          selectedTime={state.time}
          onSelect={onTime}
        />
      )}
      {state.date !== null && !vr && (
        <SlotGrid
          date={state.date}
          now={now}
          duration={state.duration}
          lanesNeeded={lanesNeeded}
          schedule={schedule.data}
          free={day.data}
          isLoading={day.isPending}
          selectedTime={state.time}
          onSelect={onTime}
        />
      )}
      <FieldError message={errors.time} />
    </>
  );
}
