import { Trans } from '@lingui/react/macro';
import type { VenueDaySlot } from '@venue/data/schedule/get-venue-day';
import type { Schedule } from '@venue/domain/schedule';
import styles from '../booking.module.css';
import type { BookingFormState } from '../booking-form-state.ts';
import type { FormErrors } from '../use-booking-errors.ts';
import { FieldError } from './field-error.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import { SlotGrid } from './slot-grid.tsx';

type SlotPickerProps = {
  /** The venue's today, "YYYY-MM-DD". */
  today: string;
  /** The last bookable day, "YYYY-MM-DD" (the booking horizon). */
  lastDate: string;
  now: Date;
  state: Pick<BookingFormState, 'date' | 'time' | 'duration'>;
  /** The lanes the group takes, which the slots' free lanes are held against. */
  lanesNeeded: number;
  schedule: { data: Schedule | undefined; isError: boolean };
  day: { data: readonly VenueDaySlot[] | undefined; isPending: boolean };
  errors: FormErrors;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
};

/** When: a day of the month calendar, then one of its slots, each with its error beneath. */
export function SlotPicker({
  today,
  lastDate,
  now,
  state,
  lanesNeeded,
  schedule,
  day,
  errors,
  onDate,
  onTime,
}: SlotPickerProps) {
  if (!schedule.data) {
    return (
      <p className={styles.calendarPending} role={schedule.isError ? 'alert' : 'status'}>
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

      {state.date !== null && (
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
