import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { BookingEmail } from '@venue/data/bookings/list-booking-emails';
import {
  bookingStatusColors,
  displayStatus,
  effectiveStatus,
  noEmailApprovalWarning,
  noEmailRejectionWarning,
} from '@venue/domain/booking';
import { fullestCoveredSlot } from '@venue/domain/capacity';
import { formatDisplayDate } from '@venue/domain/format';
import { laneCount, venueTimeZone } from '@venue/domain/venue';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm-action.ts';
import { notifyWarning } from '../../components/notify.ts';
import {
  useApproveAndEmail,
  useDeleteBooking,
  useRecordContactAttempt,
  useRejectAndEmail,
  useResendEmail,
} from './api/use-booking-actions.ts';
import { RejectionModal } from './rejection-modal.tsx';
import { RescheduleForm } from './reschedule-form.tsx';

/** A WhatsApp chat link with the customer's number (digits only, as wa.me wants them). */
export function whatsAppUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

function EmailStatus({
  email,
  onResend,
  isResending,
}: {
  email: BookingEmail | undefined;
  onResend: () => void;
  isResending: boolean;
}) {
  if (!email) return null;
  const what = email.kind === 'approved' ? 'Confirmation email' : 'Rejection email';
  if (email.status === 'sent') {
    return (
      <Text size="sm" c="green">
        {what} sent{email.recipient ? ` to ${email.recipient}` : ''}
      </Text>
    );
  }
  if (email.status === 'skipped') {
    return (
      <Text size="sm" c="dimmed">
        {what} not sent: no email on file
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="red">
        {what} failed: {email.error}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        loading={isResending}
        onClick={onResend}
      >
        Resend email
      </Button>
    </Group>
  );
}

/** One booking on the desk: what was asked, the lane situation, the e-mail, and what staff can do. */
export function BookingCard({
  booking,
  occupancy,
  email,
}: {
  booking: BookingRow;
  /** Approved bookings per slot start on the booking's date. */
  occupancy: ReadonlyMap<string, number> | undefined;
  email: BookingEmail | undefined;
}) {
  const status = effectiveStatus(booking.status);
  const [isRejecting, setIsRejecting] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const approve = useApproveAndEmail();
  const reject = useRejectAndEmail();
  const contact = useRecordContactAttempt();
  const remove = useDeleteBooking();
  const resend = useResendEmail();

  const approved =
    fullestCoveredSlot(occupancy ?? new Map(), booking.time, booking.duration)?.approved ?? 0;
  const isFull = approved >= laneCount;
  const hasEmail = Boolean(booking.email);
  const headingId = `booking-${booking.id}-name`;

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4" id={headingId}>
            {booking.name}
          </Title>
          <Badge color={bookingStatusColors[status]} variant="filled" autoContrast>
            {displayStatus(booking.status)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          Created {formatDisplayDate(booking.created_at, venueTimeZone)}
        </Text>
        <Text size="sm" fw={600}>
          {formatDisplayDate(booking.date, venueTimeZone)} at {booking.time}
          {booking.duration !== 45 ? ` (${booking.duration} min)` : ''}
        </Text>
        <Text size="sm">
          People: {booking.people} · Rounds: {booking.rounds}
        </Text>
        <Text size="sm">Phone: {booking.phone}</Text>
        {booking.email ? <Text size="sm">Email: {booking.email}</Text> : null}
        {booking.bundle_name ? <Text size="sm">Package: {booking.bundle_name}</Text> : null}
        <Group gap="xs">
          <Text size="sm">
            Lanes: {approved}/{laneCount}
          </Text>
          {isFull ? (
            <Badge color="red" size="sm" variant="filled">
              FULL
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">Contact attempts: {booking.contact_attempts}</Text>
        {booking.rejection_reason ? (
          <Text size="sm">Rejection reason: {booking.rejection_reason}</Text>
        ) : null}
        <EmailStatus
          email={email}
          isResending={resend.isPending}
          onResend={() => resend.mutate(booking)}
        />

        {status === 'pending' ? (
          <Group gap="xs" mt="xs" wrap="wrap">
            <Button
              variant="default"
              size="xs"
              loading={contact.isPending}
              onClick={() => contact.mutate(booking)}
            >
              Mark Contact Attempt
            </Button>
            <Anchor
              href={whatsAppUrl(booking.phone)}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`WhatsApp ${booking.name} at ${booking.phone} (opens in a new tab)`}
            >
              WhatsApp
            </Anchor>
            <Button
              size="xs"
              color="green.8"
              disabled={isFull}
              loading={approve.isPending}
              onClick={() => {
                if (!hasEmail) notifyWarning(noEmailApprovalWarning);
                approve.mutate(booking);
              }}
            >
              {isFull ? 'Lanes Full' : 'Approve & Email'}
            </Button>
            <Button size="xs" color="red" variant="light" onClick={() => setIsRejecting(true)}>
              Reject & Email
            </Button>
          </Group>
        ) : null}

        {status === 'approved' && isEditing ? (
          <RescheduleForm booking={booking} onDone={() => setIsEditing(false)} />
        ) : null}

        <Group gap="xs" mt={4}>
          {status === 'approved' && !isEditing ? (
            <Button size="xs" variant="light" onClick={() => setIsEditing(true)}>
              Edit
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={async () => {
              const isConfirmed = await confirmAction({
                title: 'Delete booking',
                message: `Delete the booking of ${booking.name} on ${booking.date} at ${booking.time}? This cannot be undone.`,
                confirmLabel: 'Delete',
                type: 'danger',
              });
              if (isConfirmed) remove.mutate(booking);
            }}
          >
            Delete
          </Button>
        </Group>
      </Stack>

      {isRejecting ? (
        <RejectionModal
          customerName={booking.name}
          isOpen
          isSubmitting={reject.isPending}
          onClose={() => setIsRejecting(false)}
          onReject={(reason) => {
            if (!hasEmail) notifyWarning(noEmailRejectionWarning);
            reject.mutate({ booking, reason }, { onSuccess: () => setIsRejecting(false) });
          }}
        />
      ) : null}
    </Card>
  );
}
