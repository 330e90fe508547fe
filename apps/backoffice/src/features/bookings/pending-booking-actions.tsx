import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { whatsAppChatUrl } from '@venue/domain/whatsapp';
import { useState } from 'react';
import { notifyWarning } from '../../components/notify.ts';
import {
  useApproveAndEmail,
  useRecordContactAttempt,
  useRejectAndEmail,
  useRejectBatchAndEmail,
} from './api/use-booking-actions.ts';
import { noEmailApprovalWarning, noEmailRejectionWarning } from './booking-messages.ts';
import { RejectionModal } from './rejection-modal.tsx';
import { VrStartSelect } from './vr-start-select.tsx';

/**
 * A pending booking's actions: contact the customer, approve (unless fewer lanes are free than it
 * needs in one of its slots: "Lanes Full"; a party with VR at the VR start reception chooses, after
 * its bowling by default), reject
 * it, or reject its batch when other requests share its address or phone (`batchSize` from 2).
 */
export function PendingBookingActions({
  booking,
  isFull,
  laneCount,
  batchSize = 1,
}: {
  booking: BookingRow;
  isFull: boolean;
  /** The schedule's lanes, for the approval's toast; undefined while it loads. */
  laneCount: number | undefined;
  batchSize?: number;
}) {
  const [rejecting, setRejecting] = useState<'booking' | 'batch' | null>(null);
  const [vrStart, setVrStart] = useState('');
  const hasPartyVr = booking.type === 'birthday' && booking.vr_sessions > 0;
  const approve = useApproveAndEmail(laneCount);
  const reject = useRejectAndEmail();
  const rejectBatch = useRejectBatchAndEmail();
  const contact = useRecordContactAttempt();
  const hasEmail = Boolean(booking.email);
  const { t } = useLingui();
  const { name, phone } = booking;

  return (
    <>
      {hasPartyVr ? (
        <VrStartSelect booking={booking} value={vrStart} onChange={setVrStart} />
      ) : null}
      <Group gap="xs" mt="xs" wrap="wrap">
        <Button
          variant="default"
          size="xs"
          loading={contact.isPending}
          onClick={() => contact.mutate(booking)}
        >
          <Trans>Mark Contact Attempt</Trans>
        </Button>
        <Anchor
          href={whatsAppChatUrl(booking.phone)}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={t`WhatsApp ${name} at ${phone} (opens in a new tab)`}
        >
          WhatsApp
        </Anchor>
        <Button
          size="xs"
          color="green.8"
          disabled={isFull}
          loading={approve.isPending}
          onClick={() => {
            if (!hasEmail) notifyWarning(noEmailApprovalWarning());
            approve.mutate({ booking, vrStart: vrStart || undefined });
          }}
        >
          {isFull ? t`Lanes Full` : t`Approve & Email`}
        </Button>
        <Button size="xs" color="red" variant="light" onClick={() => setRejecting('booking')}>
          <Trans>Reject & Email</Trans>
        </Button>
        {batchSize > 1 ? (
          <Button size="xs" color="red" variant="subtle" onClick={() => setRejecting('batch')}>
            <Trans>Reject similar requests ({batchSize})</Trans>
          </Button>
        ) : null}
      </Group>

      {rejecting === 'booking' ? (
        <RejectionModal
          customerName={booking.name}
          isOpen
          isSubmitting={reject.isPending}
          onClose={() => setRejecting(null)}
          onReject={(reason) => {
            if (!hasEmail) notifyWarning(noEmailRejectionWarning());
            reject.mutate({ booking, reason }, { onSuccess: () => setRejecting(null) });
          }}
        />
      ) : null}
      {rejecting === 'batch' ? (
        <RejectionModal
          customerName={booking.name}
          batchSize={batchSize}
          isOpen
          isSubmitting={rejectBatch.isPending}
          onClose={() => setRejecting(null)}
          onReject={(reason) =>
            rejectBatch.mutate({ booking, reason }, { onSuccess: () => setRejecting(null) })
          }
        />
      ) : null}
    </>
  );
}
