import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from '../../components/dialog-actions.tsx';

/** Asks the manager to confirm erasing a customer, saying how many bookings it erases. */
export function EraseCustomerDialog({
  bookingCount,
  isOpen,
  isErasing,
  onCancel,
  onConfirm,
}: {
  bookingCount: number;
  isOpen: boolean;
  isErasing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={isOpen} onClose={onCancel} title={t`Erase this customer?`}>
      <Stack gap="sm">
        <Text fw={600}>
          {t`${plural(bookingCount, {
            one: '# booking of this customer will be erased.',
            other: '# bookings of this customer will be erased.',
          })}`}
        </Text>
        <Text size="sm">
          <Trans>
            Their name, phone number, email address and notes are removed from the bookings and
            their history for good. The visits stay in the venue's numbers.
          </Trans>
        </Text>
        <DialogActions>
          <Button variant="default" onClick={onCancel} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={isErasing} onClick={onConfirm}>
            <Trans>Erase</Trans>
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
