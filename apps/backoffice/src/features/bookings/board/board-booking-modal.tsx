/** The lane board's dialog that shows the booking a staff member opened, as its card. */
import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { Refusal } from '@venue/domain/refusals';
import type { Schedule } from '@venue/domain/schedule';
import { useLatestBookingEmails } from '../api/use-bookings-page.ts';
import { BookingCard } from '../booking-card.tsx';
import type { Board } from './board-model.ts';

/**
 * "Booking": open while `booking` is set, with its card over the day's `occupancy` and the
 * venue's `schedule` (its lanes).
 */
export function BoardBookingModal({
  booking,
  occupancy,
  schedule,
  conflict,
  onClose,
}: {
  booking: BookingRow | undefined;
  occupancy: Board['occupancy'];
  schedule: Schedule | undefined;
  /** What the schedule now says to the booking, when a change left it outside it. */
  conflict: Refusal | null | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  // The card's actions keep to one row: full screen on a phone, as "New booking" is.
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={booking !== undefined}
      onClose={onClose}
      title={t`Booking`}
      size="lg"
      fullScreen={isPhone}
    >
      {booking ? (
        <OpenedCard
          booking={booking}
          occupancy={occupancy}
          schedule={schedule}
          conflict={conflict}
        />
      ) : null}
    </Modal>
  );
}

function OpenedCard({
  booking,
  occupancy,
  schedule,
  conflict,
}: {
  booking: BookingRow;
  occupancy: Board['occupancy'];
  schedule: Schedule | undefined;
  conflict: Refusal | null | undefined;
}) {
  const emails = useLatestBookingEmails([booking.id]);
  return (
    <BookingCard
      booking={booking}
      occupancy={occupancy}
      schedule={schedule}
      email={emails.data?.get(booking.id)}
      conflict={conflict}
    />
  );
}
