import { useLingui } from '@lingui/react/macro';
import type { UseFormReturnType } from '@mantine/form';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { DataError } from '@venue/data/errors';
import type { BookingRescheduleInput } from '@venue/domain/forms/booking-form';
import { errorText } from '../../lib/domain-messages.ts';
import { useRescheduleBooking } from './api/use-booking-actions.ts';

/**
 * Moves `booking` to the form's day and time, the lanes' move and the VR one alike: a refusal of
 * the day or the time is put beside that field in the staff member's words.
 */
export function useRescheduleSubmit(
  booking: BookingRow,
  form: UseFormReturnType<BookingRescheduleInput>,
  onDone: () => void,
) {
  const reschedule = useRescheduleBooking();
  const { i18n } = useLingui();
  const send = ({ date, time }: BookingRescheduleInput) =>
    reschedule.mutate(
      { booking, date, time },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof DataError && (error.field === 'date' || error.field === 'time')) {
            form.setFieldError(error.field, errorText(i18n, error));
          }
        },
      },
    );
  return { send, isPending: reschedule.isPending };
}
