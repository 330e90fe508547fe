import type { I18n } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type RejectionFormInput, rejectionFormSchema } from '@venue/domain/forms/rejection-form';
import { limits } from '@venue/domain/limits';
import { type RejectionReason, rejectionReasonKeys } from '@venue/domain/rejection-reasons';
import { rejectionReasonMessages } from '@venue/i18n/messages/rejection-reasons';
import { CustomerName } from '../../components/customer-name.tsx';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { messageText } from '../../lib/domain-messages.ts';

/**
 * The reason as it is sent: a quick reason's key while the box holds its text as the button put
 * it there (each reader then writes it in its own language), else the text as typed.
 */
export function rejectionReasonOf(i18n: I18n, text: string): RejectionReason {
  const typed = text.trim();
  const key = rejectionReasonKeys.find(
    (quick) => i18n._(rejectionReasonMessages[quick].text) === typed,
  );
  return key ? { key } : { typed };
}

/**
 * Asks why a booking is rejected, or with `batchSize` the requests of its batch (same address or
 * phone within an hour); the reason is required and goes into each customer's e-mail. A quick
 * reason fills the box (staff can still edit it, and then it goes as typed).
 */
export function RejectionModal({
  customerName,
  batchSize,
  isOpen,
  isSubmitting,
  onClose,
  onReject,
}: {
  customerName: string;
  batchSize?: number;
  isOpen: boolean;
  isSubmitting: boolean;
  onClose: () => void;
  onReject: (reason: RejectionReason) => void;
}) {
  const form = useForm<RejectionFormInput>({
    initialValues: { reason: '' },
    validate: schemaResolver(rejectionFormSchema, { sync: true }),
  });
  const isBlank = form.values.reason.trim() === '';
  const { t, i18n } = useLingui();
  const reasonError = form.errors.reason;
  const isQuickReason = 'key' in rejectionReasonOf(i18n, form.values.reason);

  function close() {
    form.reset();
    onClose();
  }

  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={
        batchSize === undefined ? (
          <Trans>
            Reject booking of <CustomerName name={customerName} />
          </Trans>
        ) : (
          <Trans>Reject {batchSize} similar requests</Trans>
        )
      }
    >
      <form
        onSubmit={form.onSubmit((values) => {
          onReject(rejectionReasonOf(i18n, values.reason));
        })}
      >
        <Stack gap="sm">
          {batchSize === undefined ? null : (
            <Text size="sm">
              <Trans>
                Every request still waiting from the same address or phone within an hour of the
                booking of <bdi>{customerName}</bdi> is rejected with this reason:{' '}
                <Plural value={batchSize} one="# request" other="# requests" />. Each customer with
                an email gets the rejection email.
              </Trans>
            </Text>
          )}
          <Textarea
            label={t`Reason for rejection`}
            description={
              isQuickReason
                ? t`A quick reason: the rejection email writes it in the customer's language.`
                : t`Sent to the customer in the rejection email.`
            }
            required
            autosize
            minRows={3}
            // On the textarea itself (Mantine puts a plain `dir` on the wrapper, which cannot see
            // the typed text): an Arabic reason reads right to left from the box's right edge.
            attributes={{ input: { dir: 'auto' } }}
            maxLength={limits.rejectionReasonMaxLength}
            data-autofocus
            {...form.getInputProps('reason')}
            error={typeof reasonError === 'string' ? messageText(i18n, reasonError) : reasonError}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="quick-reasons-label">
              <Trans>Quick reasons</Trans>
            </Text>
            <Group gap="xs" role="group" aria-labelledby="quick-reasons-label">
              {rejectionReasonKeys.map((key) => (
                <Button
                  key={key}
                  variant="light"
                  size="xs"
                  onClick={() =>
                    form.setFieldValue('reason', i18n._(rejectionReasonMessages[key].text))
                  }
                >
                  {i18n._(rejectionReasonMessages[key].label)}
                </Button>
              ))}
            </Group>
          </div>
          <DialogActions>
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color="red" disabled={isBlank} loading={isSubmitting}>
              {batchSize === undefined ? (
                <Trans>Reject & Send Email</Trans>
              ) : (
                <Trans>Reject {batchSize} & Send Emails</Trans>
              )}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
