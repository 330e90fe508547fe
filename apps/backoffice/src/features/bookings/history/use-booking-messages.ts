import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listBookingMessages } from '@venue/data/notifications/list-booking-messages';
import { sendMessageAgain } from '@venue/data/notifications/send-message-again';
import { notifySuccess } from '../../../components/notify.ts';
import { supabase } from '../../../lib/supabase.ts';
import { bookingKeys, bookingsRefetchIntervalMs } from '../api/keys.ts';

/**
 * The messages to a booking's customer, newest first, polled while shown: the outbox sends within
 * a minute, so "Waiting" turns into "Sent" under reception's eyes.
 */
export function useBookingMessages(bookingId: string) {
  return useQuery({
    queryKey: bookingKeys.messages(bookingId),
    queryFn: () => listBookingMessages(supabase, bookingId),
    refetchInterval: bookingsRefetchIntervalMs,
  });
}

/** "Send again" on a failed message: a toast says it will go, or why it will not. */
export function useSendMessageAgain(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => sendMessageAgain(supabase, messageId),
    onSuccess: () => notifySuccess(t`The message will be sent again within a minute.`),
    meta: { errorToast: (reason) => t`The message could not be sent again: ${reason}` },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.messages(bookingId) }),
  });
}
