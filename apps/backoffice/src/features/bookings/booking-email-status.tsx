import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { BookingEmail } from '@venue/data/bookings/list-booking-emails';
import { useResendEmail } from './api/use-booking-actions.ts';

/** A `sending` row older than this was cut off: the function gives up long before. */
export const staleSendingMs = 3 * 60_000;

/** What the desk shows of a decision's e-mail; every state but `sent` offers "Resend email". */
export type BookingEmailState =
  | { state: 'sent'; recipient: string | null }
  | { state: 'skipped' }
  | { state: 'sending' }
  // `error` null: the send never finished, the e-mail service did not answer.
  | { state: 'failed'; error: string | null }
  | { state: 'none' };

export function bookingEmailState(email: BookingEmail | null, now: Date): BookingEmailState {
  if (!email) return { state: 'none' };
  switch (email.status) {
    case 'sent':
      return { state: 'sent', recipient: email.recipient };
    case 'skipped':
      return { state: 'skipped' };
    case 'sending':
      return now.getTime() - Date.parse(email.updated_at) > staleSendingMs
        ? { state: 'failed', error: null }
        : { state: 'sending' };
    case 'failed':
      return { state: 'failed', error: email.error };
  }
}

/** The line for the e-mail of an approval (`confirmation`) or a rejection, by its state. */
function emailLine(
  kind: 'confirmation' | 'rejection',
  email: BookingEmailState,
): { text: string; color: string } {
  const isConfirmation = kind === 'confirmation';
  switch (email.state) {
    case 'sent': {
      const recipient = email.recipient;
      if (!recipient) {
        return {
          text: isConfirmation ? t`Confirmation email sent` : t`Rejection email sent`,
          color: 'green',
        };
      }
      return {
        text: isConfirmation
          ? t`Confirmation email sent to ${recipient}`
          : t`Rejection email sent to ${recipient}`,
        color: 'green',
      };
    }
    case 'skipped':
      return {
        text: isConfirmation
          ? t`Confirmation email not sent: no email on file`
          : t`Rejection email not sent: no email on file`,
        color: 'dimmed',
      };
    case 'sending':
      return {
        text: isConfirmation ? t`Confirmation email sending…` : t`Rejection email sending…`,
        color: 'blue',
      };
    case 'failed': {
      const error = email.error ?? t`the email service did not answer`;
      return {
        text: isConfirmation
          ? t`Confirmation email failed: ${error}`
          : t`Rejection email failed: ${error}`,
        color: 'red',
      };
    }
    case 'none':
      return {
        text: isConfirmation ? t`No confirmation email on file` : t`No rejection email on file`,
        color: 'orange',
      };
  }
}

/**
 * The e-mail of an approved or rejected booking's current decision (sent, not needed, sending,
 * failed or none on file), with "Resend email" for every state but sent. `email` is undefined
 * while unknown (loading, or a pending booking) and null when none is on file.
 */
export function BookingEmailStatus({
  booking,
  email,
}: {
  booking: BookingRow;
  email: BookingEmail | null | undefined;
}) {
  const resend = useResendEmail();
  // The lines are written outside the component: this follows a change of language.
  useLingui();
  if (email === undefined || (booking.status !== 'approved' && booking.status !== 'rejected')) {
    return null;
  }
  const state = bookingEmailState(email, new Date());
  const { text, color } = emailLine(
    booking.status === 'approved' ? 'confirmation' : 'rejection',
    state,
  );
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c={color}>
        {text}
      </Text>
      {state.state === 'sent' ? null : (
        <Button
          size="compact-xs"
          variant="light"
          color={state.state === 'failed' || state.state === 'none' ? 'red' : 'blue'}
          loading={resend.isPending}
          onClick={() => resend.mutate(booking)}
        >
          <Trans>Resend email</Trans>
        </Button>
      )}
    </Group>
  );
}
