import { Button, Group, Text } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import type { BookingEmail } from '@venue/data/bookings/list-booking-emails';
import { useResendEmail } from './api/use-booking-actions.ts';

/** What happened to the booking's last e-mail, and "Resend email" when it failed. */
export function BookingEmailStatus({
  booking,
  email,
}: {
  booking: BookingRow;
  email: BookingEmail | undefined;
}) {
  const resend = useResendEmail();
  if (!email) return null;
  const what = email.kind === 'approved' ? 'Confirmation email' : 'Rejection email';
  if (email.status === 'sent') {
    return (
      <Text size="sm" c="green">
        {what} sent{email.recipient ? ` to ${email.recipient}` : ''}
      </Text>
    );
  }
  if (email.status === 'skipped') {
    return (
      <Text size="sm" c="dimmed">
        {what} not sent: no email on file
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="red">
        {what} failed: {email.error}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        loading={resend.isPending}
        onClick={() => resend.mutate(booking)}
      >
        Resend email
      </Button>
    </Group>
  );
}
