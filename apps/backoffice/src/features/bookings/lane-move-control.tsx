import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { laneRuns } from '@venue/domain/lanes';
import { lanesHeldBy } from '../../lib/booking-lanes.ts';
import { errorText } from '../../lib/domain-messages.ts';
import { lanesLabel } from '../../lib/lane-labels.ts';
import { useMoveBookingLane } from './api/use-booking-actions.ts';

/**
 * "Move to lane" on an approved booking (the card's summary shows its lanes): the schedule's other
 * lanes, or for a group on n lanes the other runs of n adjacent lanes ("Lanes 2–3"), each tried
 * by the database, which refuses a lane another booking holds in one of its slots or a block takes
 * (the refusal is shown under the control, in the staff member's language).
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
  const held = lanesHeldBy(booking);
  if (held.length === 0 || laneCount === undefined) return null;
  const refusal = move.isError ? errorText(i18n, move.error) : null;
  const heldKey = held.join(' ');
  const runs = laneRuns(laneCount, held.length)
    .filter((run) => run.join(' ') !== heldKey)
    .map((run) => ({ value: String(run[0]), label: lanesLabel(i18n, run) }));
  const label = held.length > 1 ? t`Move to lanes` : t`Move to lane`;
  return (
    <NativeSelect
      size="xs"
      styles={{ wrapper: { maxWidth: 180 } }}
      aria-label={label}
      data={[{ value: '', label, disabled: true }, ...runs]}
      value=""
      disabled={move.isPending}
      error={refusal ? <span role="alert">{refusal}</span> : undefined}
      onChange={(event) => {
        // The one-lane form: the database moves a group to the run starting at that lane.
        const lane = Number(event.currentTarget.value);
        if (lane) move.mutate({ booking, lane });
      }}
    />
  );
}
