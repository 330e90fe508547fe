import type { SlotOccupancy } from '@venue/data/bookings/slot-occupancy';
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
  occupancy: { data: SlotOccupancy | undefined; isPending: boolean };
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
  occupancy,
  errors,
  onDate,
  onTime,
}: SlotPickerProps) {
  return (
    <>
      <MonthCalendar
        today={today}
        lastDate={lastDate}
        selectedDate={state.date}
        onSelect={onDate}
      />
      <FieldError message={errors.date} />

      {state.date !== null && (
        <SlotGrid
          date={state.date}
          now={now}
          duration={state.duration}
          occupancy={occupancy.data}
          isLoading={occupancy.isPending}
          selectedTime={state.time}
          onSelect={onTime}
        />
      )}
      <FieldError message={errors.time} />
    </>
  );
}
