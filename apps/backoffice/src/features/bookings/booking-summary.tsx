import { Badge, Group, Text, Title } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { formatBookingWhen, formatDisplayDate, formatIls } from '@venue/domain/format';
import { birthdayEstimate, estimateSumText } from '@venue/domain/pricing';
import { laneCount, venueTimeZone } from '@venue/domain/venue';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';

/** What the customer asked for, its status, and the lanes already approved in its slot. */
export function BookingSummary({
  booking,
  headingId,
  approved,
}: {
  booking: BookingRow;
  headingId: string;
  /** Approved bookings in the fullest slot the booking covers. */
  approved: number;
}) {
  const isFull = approved >= laneCount;
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={3} size="h4" id={headingId} dir="auto">
          {booking.name}
        </Title>
        <BookingStatusBadge status={booking.status} />
      </Group>
      <Text size="xs" c="dimmed">
        Created {formatDisplayDate(booking.created_at, venueTimeZone)}
      </Text>
      <Text size="sm" fw={600}>
        {formatBookingWhen(booking.date, booking.time, venueTimeZone)}
        {booking.duration !== 45 ? ` (${booking.duration} min)` : ''}
      </Text>
      {booking.type === 'birthday' ? (
        <BirthdayParty booking={booking} />
      ) : (
        <Text size="sm">
          People: {booking.people} · Rounds: {booking.rounds}
        </Text>
      )}
      <Text size="sm">Phone: {booking.phone}</Text>
      {booking.email ? (
        <Text size="sm">
          Email: <bdi>{booking.email}</bdi>
        </Text>
      ) : null}
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
        <Text size="sm">
          Rejection reason: <bdi>{booking.rejection_reason}</bdi>
        </Text>
      ) : null}
    </>
  );
}

/** A birthday's package, guests, estimated total and deposit, and what the customer wrote. */
function BirthdayParty({ booking }: { booking: BookingRow }) {
  const estimate =
    booking.bundle_price === null ? null : birthdayEstimate(booking.people, booking.bundle_price);
  return (
    <>
      <Text size="sm">
        Package: {booking.bundle_name ?? '-'} · Guests: {booking.people}
      </Text>
      {estimate ? (
        <>
          <Text size="sm">
            Estimated total: {formatIls(estimate.total)} ({estimateSumText(estimate)})
          </Text>
          <Text size="sm">Deposit: {formatIls(estimate.deposit)}</Text>
        </>
      ) : null}
      {booking.customer_notes ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          Customer notes: <span dir="auto">{booking.customer_notes}</span>
        </Text>
      ) : null}
    </>
  );
}
