import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { venueToday } from '@venue/domain/clock';
import { slotStarts, venueTimeZone } from '@venue/domain/venue';
import { useState } from 'react';
import { useRescheduleBooking } from './api/use-booking-actions.ts';

/** Edit of an approved booking: a new date and time, with Save and Cancel. */
export function RescheduleForm({ booking, onDone }: { booking: BookingRow; onDone: () => void }) {
  const [date, setDate] = useState(booking.date);
  const [time, setTime] = useState(booking.time);
  const reschedule = useRescheduleBooking();
  const today = venueToday(new Date(), venueTimeZone);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        reschedule.mutate({ booking, date, time }, { onSuccess: onDone });
      }}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          type="date"
          label="New date"
          value={date}
          min={today}
          required
          onChange={(event) => setDate(event.currentTarget.value)}
        />
        <NativeSelect
          label="New time"
          value={time}
          data={[...slotStarts]}
          onChange={(event) => setTime(event.currentTarget.value)}
        />
        <Button type="submit" loading={reschedule.isPending}>
          Save
        </Button>
        <Button variant="default" onClick={onDone} disabled={reschedule.isPending}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}
