// The WhatsApp catcher's webhook endpoints: it sends the project's webhook a message's status, a
// customer's reply or a raw body, signed as Meta signs them, or checks the callback URL as Meta
// does, and answers what the webhook said.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson, sendJson } from '../http.ts';
import type { WhatsappStore } from './store.ts';
import {
  type MessageStatus,
  messageStatuses,
  postWebhook,
  replyNotification,
  statusNotification,
  verifyWebhook,
  type WebhookAccount,
  webhookSignature,
} from './webhooks.ts';

/** Where notifications go and how they are signed and checked. */
export type WebhookSettings = { webhookUrl: string; appSecret: string; verifyToken: string };

/** Posts a notification, signed unless `signature` is null; answers what the webhook said. */
async function deliver(
  res: ServerResponse,
  options: WebhookSettings,
  rawBody: string,
  signature: string | null,
) {
  try {
    sendJson(res, 200, await postWebhook(options.webhookUrl, rawBody, signature));
  } catch (error) {
    const reason = (error as Error).message;
    sendJson(res, 502, { error: `The webhook at ${options.webhookUrl} did not answer: ${reason}` });
  }
}

/** The catcher's webhook endpoints: a status, a reply, a raw body, the callback URL's check. */
export async function webhookEndpoint(
  kind: string,
  req: IncomingMessage,
  res: ServerResponse,
  store: WhatsappStore,
  options: WebhookSettings,
  account: WebhookAccount,
): Promise<void> {
  const body = await readJson<Record<string, unknown>>(req);
  const refuse = (status: number, error: string) => sendJson(res, status, { error });
  if (kind === 'status') {
    const status = body.status as MessageStatus;
    if (!messageStatuses.includes(status)) {
      return refuse(400, `\`status\` is one of ${messageStatuses.join(', ')}.`);
    }
    const message = store.find(String(body.id));
    if (!message) return refuse(404, `No caught message has the id ${String(body.id)}.`);
    const errorCode = typeof body.errorCode === 'number' ? body.errorCode : undefined;
    const errorTitle = typeof body.errorTitle === 'string' ? body.errorTitle : undefined;
    const payload = statusNotification(account, {
      id: message.id,
      status,
      recipientId: message.to,
      errorCode,
      errorTitle,
    });
    const raw = JSON.stringify(payload);
    return deliver(res, options, raw, webhookSignature(raw, options.appSecret));
  }
  if (kind === 'reply') {
    const { from, text, contextId, name } = body;
    if (typeof from !== 'string' || !/^\d{8,15}$/.test(from)) {
      return refuse(400, "`from` is the customer's number, digits only (970591234567).");
    }
    if (typeof text !== 'string' || text === '') return refuse(400, '`text` is the reply.');
    const payload = replyNotification(account, {
      from,
      text,
      contextId: typeof contextId === 'string' ? contextId : undefined,
      name: typeof name === 'string' ? name : undefined,
    });
    const raw = JSON.stringify(payload);
    return deliver(res, options, raw, webhookSignature(raw, options.appSecret));
  }
  if (kind === 'raw') {
    if (typeof body.body !== 'string') return refuse(400, '`body` is the raw text to post.');
    // A signature as given (a wrong one too), none for null, the right one when left out.
    const signature =
      body.signature === undefined
        ? webhookSignature(body.body, options.appSecret)
        : typeof body.signature === 'string'
          ? body.signature
          : null;
    return deliver(res, options, body.body, signature);
  }
  const verifyToken = typeof body.verifyToken === 'string' ? body.verifyToken : options.verifyToken;
  try {
    sendJson(res, 200, await verifyWebhook(options.webhookUrl, verifyToken));
  } catch (error) {
    refuse(502, `The webhook at ${options.webhookUrl} did not answer: ${(error as Error).message}`);
  }
}
