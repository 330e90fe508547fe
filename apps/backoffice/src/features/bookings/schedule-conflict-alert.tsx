import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { BookingStatus } from '@venue/domain/booking';
import { isCustomerConflict } from '@venue/domain/booking-conflicts';
import { formatBookingWhen, formatDisplayDateTime } from '@venue/domain/format';
import type { Refusal } from '@venue/domain/refusals';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { useState } from 'react';
import { refusalOrMessageText } from '../../lib/domain-messages.ts';
import { useBookingConflicts } from './api/use-booking-conflicts.ts';
import { useCancelAndEmail, useTellAffectedCustomer } from './api/use-conflict-actions.ts';
import { CancelBookingModal } from './cancel-booking-modal.tsx';

/**
 * A booking a change to the schedule left outside it ("affected by a closure"): what the schedule
 * now says, in the staff member's language, and one action per booking: tell the customer (who
 * moves it from their link), move it (Edit, or a free lane), or cancel it with a message.
 */
export function ScheduleConflictAlert({
  booking,
  refusal,
  status,
}: {
  booking: BookingRow;
  refusal: Refusal | null;
  status: BookingStatus;
}) {
  const { t, i18n } = useLingui();
  const [isCancelling, setIsCancelling] = useState(false);
  const cancel = useCancelAndEmail();
  const tell = useTellAffectedCustomer();
  const toldAt = useBookingConflicts().data?.get(booking.id)?.toldAt ?? null;
  const isForCustomer = isCustomerConflict(refusal?.code);
  const locale = localeOf(i18n);
  const when = formatBookingWhen(booking.date, booking.time, venueTimeZone, locale);
  const toldOn = toldAt ? formatDisplayDateTime(toldAt, venueTimeZone, locale) : '';
  return (
    <Alert color="orange" variant="light" title={t`Affected by a schedule change`} p="xs">
      <Text size="sm">
        {refusalOrMessageText(i18n, refusal, t`The schedule no longer offers this time.`)}
      </Text>
      <Text size="sm" mt={4}>
        {status === 'approved' ? (
          <Trans>
            Tell the customer, who picks another time from their link; or move it with Edit, or to a
            free lane; or cancel it with a message.
          </Trans>
        ) : (
          <Trans>
            Tell the customer, who picks another time from their link; or cancel it with a message.
          </Trans>
        )}
      </Text>
      {toldAt ? (
        <Text size="sm" mt={4}>
          <Trans>Customer told on {toldOn}.</Trans>
        </Text>
      ) : null}
      <Group gap="xs" mt="xs">
        {isForCustomer && !toldAt ? (
          <Button
            size="compact-sm"
            color="orange.6"
            loading={tell.isPending}
            onClick={() => tell.mutate(booking)}
          >
            <Trans>Tell the customer</Trans>
          </Button>
        ) : null}
        <Button size="compact-sm" variant="light" color="red" onClick={() => setIsCancelling(true)}>
          <Trans>Cancel with a message</Trans>
        </Button>
      </Group>
      <CancelBookingModal
        customerName={booking.name}
        when={when}
        isOpen={isCancelling}
        isSubmitting={cancel.isPending}
        onClose={() => setIsCancelling(false)}
        onCancel={(message) =>
          cancel.mutate({ booking, message }, { onSuccess: () => setIsCancelling(false) })
        }
      />
    </Alert>
  );
}
