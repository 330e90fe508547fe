import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { BookingMessage } from '@venue/data/notifications/list-booking-messages';
import { useId } from 'react';
import { LineIcon } from '../../../components/line-icon.tsx';
import {
  channelNames,
  messageEventText,
  messageStateLine,
  messageTimeText,
} from './message-words.ts';

/** The channel's icon: an envelope for e-mail, a speech bubble for WhatsApp. */
function ChannelIcon({ channel }: { channel: BookingMessage['channel'] }) {
  return channel === 'email' ? (
    <LineIcon size={16}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </LineIcon>
  ) : (
    <LineIcon size={16}>
      <path d="M3 21l1.7-4.6A8.5 8.5 0 1 1 8 19.6L3 21" />
      <path d="M9 10c0 2.5 2.5 5 5 5l1-1.5-2-1-1 1c-1 0-2-1-2-2l1-1-1-2L9 10" />
    </LineIcon>
  );
}

/**
 * One message to the customer: what it was about, on which channel, how it stands (and why, when
 * it failed or was not sent), to whom and when; "Send again" when it failed.
 */
export function BookingMessageLine({
  message,
  now,
  isSending,
  onSendAgain,
}: {
  message: BookingMessage;
  now: Date;
  isSending: boolean;
  onSendAgain: (messageId: string) => void;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  const state = messageStateLine(message, i18n, now);
  const isFailed = message.state === 'failed';
  // A waiting message says its time in its state already.
  const time = message.state === 'due' ? null : messageTimeText(message, i18n);
  const timeStamp = message.sent_at ?? message.due_at;
  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Stack gap={2}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text id={titleId} fw={600} size="sm">
            {messageEventText(message, i18n)}
          </Text>
          <Group gap={4} wrap="nowrap" c="gray.7" style={{ flexShrink: 0 }}>
            <ChannelIcon channel={message.channel} />
            <Text size="sm" span>
              {i18n._(channelNames[message.channel])}
            </Text>
          </Group>
        </Group>
        <Text size="sm" fw={500} c={state.color}>
          {state.text}
        </Text>
        {isFailed && message.error ? (
          <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            <bdi dir="auto">{message.error}</bdi>
          </Text>
        ) : null}
        {message.recipient || time ? (
          <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {message.recipient ? <bdi dir="ltr">{message.recipient}</bdi> : null}
            {message.recipient && time ? ' · ' : null}
            {time ? <time dateTime={timeStamp}>{time}</time> : null}
          </Text>
        ) : null}
        {message.fallback_of ? (
          <Text size="xs" c="gray.7">
            <Trans>In place of a WhatsApp message that failed</Trans>
          </Text>
        ) : null}
        {isFailed ? (
          <Group mt={4}>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              loading={isSending}
              aria-describedby={titleId}
              onClick={() => onSendAgain(message.id)}
            >
              <Trans>Send again</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
