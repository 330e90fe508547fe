import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text, Title } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import {
  formatBookingWhen,
  formatDisplayDate,
  formatIls,
  formatNumberSet,
} from '@venue/domain/format';
import { type BirthdayEstimate, birthdayEstimate } from '@venue/domain/pricing';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { rejectionReasonText } from '@venue/i18n/messages/rejection-reasons';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import { ComingBadge, isComing } from '../../components/coming-badge.tsx';
import { CustomerName } from '../../components/customer-name.tsx';
import { kindNames } from '../../lib/booking-kind-names.ts';
import { lanesHeldBy } from '../../lib/booking-lanes.ts';
import { lanesNeededLabel } from '../../lib/lane-labels.ts';
import { AttendanceBadge } from './booking-badges.tsx';
import { sourceNames } from './booking-labels.ts';
import { HeldStationsLine } from './held-stations-line.tsx';
import { PartyVrLine } from './party-vr-line.tsx';
import { VrBookingDetails } from './vr-booking-details.tsx';

/**
 * What the customer asked for, its status, the lanes it holds ("Lanes: 2–3") or, while pending,
 * those it will need when more than one ("Needs 2 lanes"), and the lanes already approved in its
 * slot. A VR booking shows its players, sessions, price, age confirmation and stations instead of
 * lanes; a party its VR sessions and their time.
 */
export function BookingSummary({
  booking,
  headingId,
  approved,
  laneCount,
}: {
  booking: BookingRow;
  headingId: string;
  /** Lanes approved bookings hold in the fullest slot the booking covers. */
  approved: number;
  /** The schedule's lanes; undefined while it loads (the lanes line waits for it). */
  laneCount: number | undefined;
}) {
  const isVr = booking.type === 'vr';
  const isFull = laneCount !== undefined && approved >= laneCount;
  const { i18n } = useLingui();
  const locale = localeOf(i18n);
  const created = formatDisplayDate(booking.created_at, venueTimeZone, locale);
  const { people, rounds, phone, email, duration } = booking;
  const attempts = booking.contact_attempts;
  const reason = rejectionReasonText(i18n, booking.rejection_reason, booking.rejection_reason_key);
  const lanes = laneCount;
  const held = lanesHeldBy(booking);
  const heldCount = held.length;
  const heldList = formatNumberSet(held, locale);
  const reference = booking.reference;
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={3} size="h4" id={headingId} dir="auto">
          <CustomerName name={booking.name} />
        </Title>
        <BookingStatusBadge status={booking.status} />
      </Group>
      <Text size="sm" fw={600}>
        <Trans>
          Reference: <bdi dir="ltr">{reference}</bdi>
        </Trans>
      </Text>
      <Text size="xs" c="dimmed">
        <Trans>Created {created}</Trans>
      </Text>
      {isVr || booking.source !== 'website' || booking.attendance || isComing(booking) ? (
        <Group gap="xs">
          {isVr ? (
            <Badge color="grape.8" variant="filled" size="sm">
              {i18n._(kindNames.vr)}
            </Badge>
          ) : null}
          {booking.source !== 'website' ? (
            <Badge color="indigo" variant="light" size="sm">
              {i18n._(sourceNames[booking.source])}
            </Badge>
          ) : null}
          {booking.attendance ? <AttendanceBadge attendance={booking.attendance} /> : null}
          {isComing(booking) ? <ComingBadge /> : null}
        </Group>
      ) : null}
      <Text size="sm" fw={600}>
        {formatBookingWhen(booking.date, booking.time, venueTimeZone, locale)}
        {duration !== 45 ? (
          <Trans>
            {' '}
            (<Plural value={duration} other="# min" />)
          </Trans>
        ) : (
          ''
        )}
      </Text>
      {booking.type === 'birthday' ? (
        <BirthdayParty booking={booking} />
      ) : isVr ? (
        <VrBookingDetails booking={booking} />
      ) : (
        <Text size="sm">
          <Trans>
            People: {people} · Rounds: {rounds}
          </Trans>
        </Text>
      )}
      <Text size="sm">
        <Trans>
          Phone: <bdi dir="ltr">{phone}</bdi>
        </Trans>
      </Text>
      {email ? (
        <Text size="sm">
          <Trans>
            Email: <bdi dir="ltr">{email}</bdi>
          </Trans>
        </Text>
      ) : null}
      {booking.status === 'approved' && heldCount > 0 ? (
        <Text size="sm" fw={600}>
          <Plural value={heldCount} one={`Lane: ${heldList}`} other={`Lanes: ${heldList}`} />
        </Text>
      ) : null}
      <HeldStationsLine booking={booking} />
      {booking.status === 'pending' && booking.lanes_needed > 1 ? (
        <Text size="sm" fw={600}>
          {lanesNeededLabel(i18n, booking.lanes_needed)}
        </Text>
      ) : null}
      {lanes !== undefined && !isVr ? (
        <Group gap="xs">
          <Text size="sm">
            <Trans>
              Lanes: {approved}/{lanes}
            </Trans>
          </Text>
          {isFull ? (
            <Badge color="red" size="sm" variant="filled">
              <Trans>FULL</Trans>
            </Badge>
          ) : null}
        </Group>
      ) : null}
      <Text size="sm">
        <Trans>Contact attempts: {attempts}</Trans>
      </Text>
      {reason ? (
        <Text size="sm">
          <Trans>
            Rejection reason: <bdi>{reason}</bdi>
          </Trans>
        </Text>
      ) : null}
    </>
  );
}

/**
 * A birthday's package, guests, estimated total and deposit, its VR sessions, and what the
 * customer wrote.
 */
function BirthdayParty({ booking }: { booking: BookingRow }) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n);
  const estimate =
    booking.bundle_price === null ? null : birthdayEstimate(booking.people, booking.bundle_price);
  const bundle = booking.bundle_name ?? '-';
  const guests = booking.people;
  const notes = booking.customer_notes;
  const total = estimate ? formatIls(estimate.total, locale) : '';
  const sum = estimate ? estimateSumText(i18n, estimate) : '';
  const deposit = estimate ? formatIls(estimate.deposit, locale) : '';
  return (
    <>
      <Text size="sm">
        <Trans>
          Package: {bundle} · Guests: {guests}
        </Trans>
      </Text>
      {estimate ? (
        <>
          <Text size="sm">
            <Trans>
              Estimated total: {total} ({sum})
            </Trans>
          </Text>
          <Text size="sm">
            <Trans>Deposit: {deposit}</Trans>
          </Text>
        </>
      ) : null}
      <PartyVrLine booking={booking} />
      {notes ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Trans>
            Customer notes: <span dir="auto">{notes}</span>
          </Trans>
        </Text>
      ) : null}
    </>
  );
}

/**
 * How an estimate adds up, as the domain words it ("18 guests × 70 ILS") in the staff member's
 * language and price format.
 */
export function estimateSumText(i18n: I18n, estimate: BirthdayEstimate): string {
  // formatIls isolates a price itself in a right-to-left language.
  const price = formatIls(estimate.pricePerPerson, localeOf(i18n));
  return i18n._(msg`${plural(estimate.guests, { one: '# guest', other: '# guests' })} × ${price}`);
}
