import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { BookingEmail } from '@venue/data/bookings/list-booking-emails';
import { effectiveStatus } from '@venue/domain/booking';
import { approvedIn } from '@venue/domain/capacity';
import { formatBookingWhen } from '@venue/domain/format';
import type { Refusal } from '@venue/domain/refusals';
import { coveredSlotsFrom, type Schedule } from '@venue/domain/schedule';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm-action.ts';
import { useDeleteBooking } from './api/use-booking-actions.ts';
import { AttendanceActions } from './attendance-actions.tsx';
import { BookingEmailStatus } from './booking-email-status.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { BookingHistoryModal } from './history/booking-history-modal.tsx';
import { LaneMoveControl } from './lane-move-control.tsx';
import { PendingBookingActions } from './pending-booking-actions.tsx';
import { RescheduleForm } from './reschedule-form.tsx';
import { ScheduleConflictAlert } from './schedule-conflict-alert.tsx';
import { VrRescheduleForm } from './vr-reschedule-form.tsx';

/** One booking on the desk: what was asked, the lane situation, the e-mail, and what staff can do. */
export function BookingCard({
  booking,
  occupancy,
  schedule,
  email,
  batchSize,
  conflict,
}: {
  booking: BookingRow;
  /** Lanes taken (held by approved bookings or blocked) per slot start on the booking's date. */
  occupancy: ReadonlyMap<string, number> | undefined;
  /** The venue's schedule (its lanes and slot length); undefined while it loads. */
  schedule: Schedule | undefined;
  /** The current decision's outbox entry: null when none is on file, undefined while unknown. */
  email: BookingEmail | null | undefined;
  /** Pending requests sharing this one's address or phone within an hour (itself included). */
  batchSize?: number;
  /** What the schedule now says to a booking a change left outside it; undefined when none. */
  conflict?: Refusal | null | undefined;
}) {
  const status = effectiveStatus(booking.status);
  const [isEditing, setIsEditing] = useState(false);
  const [isShowingHistory, setIsShowingHistory] = useState(false);
  const remove = useDeleteBooking();
  const { t, i18n } = useLingui();

  const laneCount = schedule?.laneCount;
  // The fullest slot the booking covers, slots after midnight included.
  const covered = (schedule &&
    coveredSlotsFrom(booking.time, booking.duration, schedule.slotMinutes)) || [booking.time];
  const approved = Math.max(...covered.map((time) => approvedIn(occupancy ?? new Map(), time)));
  // A group needing 2 lanes cannot be approved where only 1 is free in one of its slots. A VR
  // booking holds no lane: the database answers for its stations (vr.session_full).
  const isVr = booking.type === 'vr';
  const isShortOfLanes =
    !isVr && laneCount !== undefined && laneCount - approved < Math.max(booking.lanes_needed, 1);
  const headingId = `booking-${booking.id}-name`;

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <BookingSummary
          booking={booking}
          headingId={headingId}
          approved={approved}
          laneCount={laneCount}
        />
        <BookingEmailStatus booking={booking} email={email} />
        {conflict !== undefined && (status === 'pending' || status === 'approved') ? (
          <ScheduleConflictAlert booking={booking} refusal={conflict} status={status} />
        ) : null}

        {status === 'pending' ? (
          <PendingBookingActions
            booking={booking}
            isFull={isShortOfLanes}
            laneCount={laneCount}
            batchSize={batchSize}
          />
        ) : null}

        {status === 'approved' ? <AttendanceActions booking={booking} /> : null}
        {status === 'approved' ? <LaneMoveControl booking={booking} laneCount={laneCount} /> : null}

        {/* A VR booking moves to a VR session, which the lanes' form does not offer. */}
        {status === 'approved' && isEditing && isVr ? (
          <VrRescheduleForm booking={booking} onDone={() => setIsEditing(false)} />
        ) : null}
        {status === 'approved' && isEditing && !isVr ? (
          <RescheduleForm booking={booking} onDone={() => setIsEditing(false)} />
        ) : null}

        <Group gap="xs" mt={4}>
          {status === 'approved' && !isEditing ? (
            <Button size="xs" variant="light" onClick={() => setIsEditing(true)}>
              <Trans>Edit</Trans>
            </Button>
          ) : null}
          <Button size="xs" variant="default" onClick={() => setIsShowingHistory(true)}>
            <Trans>History</Trans>
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={async () => {
              const { name } = booking;
              const when = formatBookingWhen(
                booking.date,
                booking.time,
                venueTimeZone,
                localeOf(i18n),
              );
              const isConfirmed = await confirmAction({
                title: t`Delete booking`,
                message: t`Delete the booking of ${name} on ${when}? This cannot be undone.`,
                confirmLabel: t`Delete`,
                type: 'danger',
              });
              if (isConfirmed) remove.mutate(booking);
            }}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
      <BookingHistoryModal
        bookingId={booking.id}
        customerName={booking.name}
        isOpen={isShowingHistory}
        onClose={() => setIsShowingHistory(false)}
      />
    </Card>
  );
}
