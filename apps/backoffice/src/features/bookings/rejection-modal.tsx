import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type RejectionFormInput, rejectionFormSchema } from '@venue/domain/forms/rejection-form';
import { limits } from '@venue/domain/limits';
import { DialogActions } from '../../components/dialog-actions.tsx';

/** One-click reasons that fill the reason box (staff can still edit the text). */
export const quickRejectionReasons = [
  { label: 'Time slot unavailable', text: 'The requested time slot is unavailable.' },
  { label: 'Full capacity', text: 'We are at full capacity at the requested time.' },
  { label: 'Party size issue', text: 'We cannot accommodate the party size of this booking.' },
] as const;

/** Asks why a booking is rejected; the reason is required and goes into the customer's e-mail. */
export function RejectionModal({
  customerName,
  isOpen,
  isSubmitting,
  onClose,
  onReject,
}: {
  customerName: string;
  isOpen: boolean;
  isSubmitting: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const form = useForm<RejectionFormInput>({
    initialValues: { reason: '' },
    validate: schemaResolver(rejectionFormSchema, { sync: true }),
  });
  const isBlank = form.values.reason.trim() === '';

  function close() {
    form.reset();
    onClose();
  }

  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={
        <>
          Reject booking of <bdi>{customerName}</bdi>
        </>
      }
    >
      <form
        onSubmit={form.onSubmit((values) => {
          onReject(values.reason.trim());
        })}
      >
        <Stack gap="sm">
          <Textarea
            label="Reason for rejection"
            description="Sent to the customer in the rejection email."
            required
            autosize
            minRows={3}
            dir="auto"
            maxLength={limits.rejectionReasonMaxLength}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="quick-reasons-label">
              Quick reasons
            </Text>
            <Group gap="xs" role="group" aria-labelledby="quick-reasons-label">
              {quickRejectionReasons.map((reason) => (
                <Button
                  key={reason.label}
                  variant="light"
                  size="xs"
                  onClick={() => form.setFieldValue('reason', reason.text)}
                >
                  {reason.label}
                </Button>
              ))}
            </Group>
          </div>
          <DialogActions>
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={isBlank} loading={isSubmitting}>
              Reject & Send Email
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
