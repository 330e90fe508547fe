// What the WhatsApp catcher sends the project's webhook as Meta would: the `messages` notifications
// of a message's status and of a customer's reply, signed with the app secret, and the GET check
// of the callback URL.
import { createHmac, randomBytes } from 'node:crypto';
import { newWamid } from './store.ts';

/** Who the notifications are from: the business account and its phone number. */
export type WebhookAccount = {
  businessAccountId: string;
  phoneNumberId: string;
  displayPhoneNumber: string;
};

export const messageStatuses = ['sent', 'delivered', 'read', 'failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** Unix seconds as Meta writes them: a string. */
const timestamp = () => String(Math.floor(Date.now() / 1000));

/** The envelope of every notification of the `messages` field. */
function notification(account: WebhookAccount, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: account.businessAccountId,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: account.displayPhoneNumber,
                phone_number_id: account.phoneNumberId,
              },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

/** A status of a message the business sent; a failed one carries its error. */
export function statusNotification(
  account: WebhookAccount,
  status: {
    id: string;
    status: MessageStatus;
    recipientId: string;
    errorCode?: number;
    errorTitle?: string;
  },
) {
  const title = status.errorTitle ?? 'Message undeliverable';
  const errors =
    status.status === 'failed'
      ? [
          {
            code: status.errorCode ?? 131026,
            title,
            message: title,
            error_data: { details: title },
          },
        ]
      : undefined;
  return notification(account, {
    statuses: [
      {
        id: status.id,
        status: status.status,
        timestamp: timestamp(),
        recipient_id: status.recipientId,
        ...(errors ? { errors } : {}),
      },
    ],
  });
}

/** A text message a customer sent the business, a reply to `contextId` when given. */
export function replyNotification(
  account: WebhookAccount,
  reply: { from: string; text: string; name?: string; contextId?: string },
) {
  return notification(account, {
    contacts: [{ profile: { name: reply.name ?? 'Customer' }, wa_id: reply.from }],
    messages: [
      {
        ...(reply.contextId
          ? { context: { from: account.displayPhoneNumber, id: reply.contextId } }
          : {}),
        from: reply.from,
        id: newWamid(),
        timestamp: timestamp(),
        type: 'text',
        text: { body: reply.text },
      },
    ],
  });
}

/** Meta's `X-Hub-Signature-256` value: the HMAC-SHA256 of the exact body with the app secret. */
export function webhookSignature(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
}

/** What the webhook answered. */
export type WebhookAnswer = { status: number; body: string };

/** Posts `rawBody` to the webhook, with the signature header unless `signature` is null. */
export async function postWebhook(
  url: string,
  rawBody: string,
  signature: string | null,
): Promise<WebhookAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
    body: rawBody,
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: await response.text() };
}

/** Meta's check of a callback URL: a GET with the verify token, answered with the challenge. */
export async function verifyWebhook(
  url: string,
  verifyToken: string,
): Promise<
  WebhookAnswer & {
    challenge: string;
  }
> {
  const challenge = String(randomBytes(4).readUInt32BE());
  const target = new URL(url);
  target.searchParams.set('hub.mode', 'subscribe');
  target.searchParams.set('hub.verify_token', verifyToken);
  target.searchParams.set('hub.challenge', challenge);
  const response = await fetch(target, { signal: AbortSignal.timeout(15_000) });
  return { status: response.status, body: await response.text(), challenge };
}
