import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import type { BookingStatus } from '@venue/domain/booking';
import type { Refusal } from '@venue/domain/refusals';
import { refusalOrMessageText } from '../../lib/domain-messages.ts';

/**
 * A booking a change to the schedule left outside it ("affected by a closure"): what the schedule
 * now says, in the staff member's language, and what reception can do about it on this card.
 */
export function ScheduleConflictAlert({
  refusal,
  status,
}: {
  refusal: Refusal | null;
  status: BookingStatus;
}) {
  const { t, i18n } = useLingui();
  return (
    <Alert color="orange" variant="light" title={t`Affected by a schedule change`} p="xs">
      <Text size="sm">
        {refusalOrMessageText(i18n, refusal, t`The schedule no longer offers this time.`)}
      </Text>
      <Text size="sm" mt={4}>
        {status === 'approved' ? (
          <Trans>Move it to a time the schedule offers with Edit, or to a free lane.</Trans>
        ) : (
          <Trans>
            Reject it with a reason for the customer, or call them to pick another time.
          </Trans>
        )}
      </Text>
    </Alert>
  );
}
