import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { QueryStates } from '../../../components/query-states.tsx';
import { BookingMessageLine } from './booking-message-line.tsx';
import { useBookingMessages, useSendMessageAgain } from './use-booking-messages.ts';

/** The messages to a booking's customer, newest first, loaded while shown. */
export function BookingMessages({ bookingId }: { bookingId: string }) {
  const { t } = useLingui();
  const messages = useBookingMessages(bookingId);
  const sendAgain = useSendMessageAgain(bookingId);
  const rows = messages.data ?? [];
  const now = new Date();
  return (
    <>
      <QueryStates
        query={messages}
        isEmpty={rows.length === 0}
        loadingLabel={t`Loading the messages…`}
        errorTitle={t`The messages could not be loaded`}
        emptyText={t`No messages yet`}
      />
      {rows.length > 0 ? (
        <Stack
          component="ul"
          gap="xs"
          aria-label={t`Messages to the customer`}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {rows.map((message) => (
            <BookingMessageLine
              key={message.id}
              message={message}
              now={now}
              isSending={sendAgain.isPending && sendAgain.variables === message.id}
              onSendAgain={(id) => sendAgain.mutate(id)}
            />
          ))}
        </Stack>
      ) : null}
    </>
  );
}
