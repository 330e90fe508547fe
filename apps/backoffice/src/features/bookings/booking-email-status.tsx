import { Button, Group, Text } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { BookingEmail } from '@venue/data/bookings/list-booking-emails';
import { useResendEmail } from './api/use-booking-actions.ts';

/** A `sending` row older than this was cut off: the function gives up long before. */
export const staleSendingMs = 3 * 60_000;

export const staleSendingError = 'the email service did not answer';

/** What the desk shows of a decision's e-mail; every state but `sent` offers "Resend email". */
export type BookingEmailState =
  | { state: 'sent'; recipient: string | null }
  | { state: 'skipped' }
  | { state: 'sending' }
  | { state: 'failed'; error: string }
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
        ? { state: 'failed', error: staleSendingError }
        : { state: 'sending' };
    case 'failed':
      return { state: 'failed', error: email.error ?? staleSendingError };
  }
}

function emailLine(what: string, email: BookingEmailState): { text: string; color: string } {
  switch (email.state) {
    case 'sent':
      return {
        text: `${what} sent${email.recipient ? ` to ${email.recipient}` : ''}`,
        color: 'green',
      };
    case 'skipped':
      return { text: `${what} not sent: no email on file`, color: 'dimmed' };
    case 'sending':
      return { text: `${what} sending…`, color: 'blue' };
    case 'failed':
      return { text: `${what} failed: ${email.error}`, color: 'red' };
    case 'none':
      return { text: `No ${what.toLowerCase()} on file`, color: 'orange' };
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
  if (email === undefined || (booking.status !== 'approved' && booking.status !== 'rejected')) {
    return null;
  }
  const what = booking.status === 'approved' ? 'Confirmation email' : 'Rejection email';
  const state = bookingEmailState(email, new Date());
  const { text, color } = emailLine(what, state);
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
          Resend email
        </Button>
      )}
    </Group>
  );
}
