import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { CustomerName } from '../../components/customer-name.tsx';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { refusalOrMessageText } from '../../lib/domain-messages.ts';

/** The longest message the database keeps (bookings.cancellation_message). */
export const cancellationMessageMaxLength = 500;

/**
 * Reception cancels a booking the venue cannot keep (a closure, a broken lane), with a message the
 * customer reads in the e-mail and on their booking's page; the message is required.
 */
export function CancelBookingModal({
  customerName,
  when,
  isOpen,
  isSubmitting,
  onClose,
  onCancel,
}: {
  customerName: string;
  /** The booking's day and time as the card shows them. */
  when: string;
  isOpen: boolean;
  isSubmitting: boolean;
  onClose: () => void;
  onCancel: (message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [message, setMessage] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const isBlank = message.trim() === '';

  function close() {
    setMessage('');
    setIsTouched(false);
    onClose();
  }

  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={
        <Trans>
          Cancel the booking of <CustomerName name={customerName} />
        </Trans>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setIsTouched(true);
          if (!isBlank) onCancel(message.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              The booking on {when} is cancelled and its lanes freed. The customer gets an e-mail
              with your message, and reads it on their booking's page.
            </Trans>
          </Text>
          <Textarea
            label={t`Message to the customer`}
            description={t`Say why, and how they can book another time.`}
            required
            autosize
            minRows={3}
            attributes={{ input: { dir: 'auto' } }}
            maxLength={cancellationMessageMaxLength}
            data-autofocus
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            onBlur={() => setIsTouched(true)}
            error={
              isTouched && isBlank
                ? refusalOrMessageText(
                    i18n,
                    { code: 'booking.cancel_message_required', params: {} },
                    '',
                  )
                : undefined
            }
          />
          <DialogActions>
            <Button variant="default" onClick={close}>
              <Trans>Keep booking</Trans>
            </Button>
            <Button type="submit" color="red" disabled={isBlank} loading={isSubmitting}>
              <Trans>Cancel booking & Send Email</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
