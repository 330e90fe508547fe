import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { errorText } from '../../lib/domain-messages.ts';
import { useMoveBookingLane } from './api/use-booking-actions.ts';

/**
 * "Move to lane" on an approved booking (the card's summary shows its lane): the schedule's other
 * lanes, each tried by the database, which refuses a lane another booking holds in one of its
 * slots or a block takes (the refusal is shown under the control, in the staff member's language).
 */
export function LaneMoveControl({
  booking,
  laneCount,
}: {
  booking: BookingRow;
  /** The schedule's lanes (the control waits for them). */
  laneCount: number | undefined;
}) {
  const { t, i18n } = useLingui();
  const move = useMoveBookingLane();
  const current = booking.lane;
  if (current === null || laneCount === undefined) return null;
  const refusal = move.isError ? errorText(i18n, move.error) : null;
  const lanes = Array.from({ length: laneCount }, (_, index) => index + 1)
    .filter((lane) => lane !== current)
    .map((lane) => ({ value: String(lane), label: t`Lane ${lane}` }));
  return (
    <NativeSelect
      size="xs"
      styles={{ wrapper: { maxWidth: 180 } }}
      aria-label={t`Move to lane`}
      data={[{ value: '', label: t`Move to lane`, disabled: true }, ...lanes]}
      value=""
      disabled={move.isPending}
      error={refusal ? <span role="alert">{refusal}</span> : undefined}
      onChange={(event) => {
        const lane = Number(event.currentTarget.value);
        if (lane) move.mutate({ booking, lane });
      }}
    />
  );
}
