// The WhatsApp catcher's server: the Cloud API's `POST /{version}/{phone_number_id}/messages`, the
// webhook notifications Meta would send, the catcher's own JSON API for tests, and its page.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { venue } from '@venue/domain/venue';
import { type WhatsappSendRequest, whatsappSendRefusal } from '@venue/domain/whatsapp-templates';
import { bearerToken, HttpError, readJson, sendJson } from './http.ts';
import { faultProblem, hang } from './mail/faults.ts';
import { faultError, graphError } from './whatsapp/graph-error.ts';
import { caughtWhatsappPage } from './whatsapp/page.ts';
import {
  type CaughtWhatsapp,
  createWhatsappStore,
  type WhatsappFault,
  type WhatsappStore,
} from './whatsapp/store.ts';
import { webhookEndpoint } from './whatsapp/webhook-endpoints.ts';
import type { WebhookAccount } from './whatsapp/webhooks.ts';

export type { CaughtWhatsapp } from './whatsapp/store.ts';

export type WhatsappCatcherOptions = {
  port: number;
  /** The bearer token a send must carry (`WHATSAPP_ACCESS_TOKEN`). */
  accessToken: string;
  /** The business phone number's id, the one a send's path may name (`WHATSAPP_PHONE_NUMBER_ID`). */
  phoneNumberId: string;
  businessAccountId: string;
  /** Signs the webhook notifications (`WHATSAPP_APP_SECRET`). */
  appSecret: string;
  /** What the GET check of the callback URL carries (`WHATSAPP_VERIFY_TOKEN`). */
  verifyToken: string;
  /** The project's webhook, where notifications go (`WHATSAPP_WEBHOOK_URL`). */
  webhookUrl: string;
  /** Where the page's buttons lead. */
  siteUrl?: string;
  /** The business number as notifications name it: digits only. */
  displayPhoneNumber?: string;
};

export type WhatsappCatcher = {
  url: string;
  messages: () => CaughtWhatsapp[];
  stop: () => Promise<void>;
};

const sendPath = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/;

/** The Cloud API's send: the token, the phone number, any queued fault, then the templates' check. */
async function sendMessage(
  req: IncomingMessage,
  res: ServerResponse,
  store: WhatsappStore,
  options: WhatsappCatcherOptions,
  phoneNumberId: string,
): Promise<void> {
  const token = bearerToken(req);
  if (token !== options.accessToken) {
    const message = token
      ? 'Invalid OAuth access token - Cannot parse access token'
      : 'An access token is required to request this resource.';
    sendJson(res, 401, graphError(190, message));
    return;
  }
  if (phoneNumberId !== options.phoneNumberId) {
    const message = `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`;
    sendJson(res, 400, graphError(100, message, { type: 'GraphMethodException', subcode: 33 }));
    return;
  }
  const fault = store.nextFault();
  // A hung request the client gave up on is never processed, as if the provider had lost it.
  if (fault?.delay_ms && !(await hang(req, res, fault.delay_ms))) return;
  if (fault?.status !== undefined) {
    const { code, title } = faultError(fault.status);
    const headers: Record<string, string> =
      fault.retry_after === undefined ? {} : { 'retry-after': String(fault.retry_after) };
    const answer = graphError(fault.code ?? code, fault.message ?? `(#${code}) ${title}`);
    sendJson(res, fault.status, answer, headers);
    return;
  }
  const body = await readJson<unknown>(req).catch(() => undefined);
  const refusal = whatsappSendRefusal(body);
  if (refusal) {
    sendJson(res, 400, graphError(refusal.code, refusal.message));
    return;
  }
  const caught = store.catchMessage(body as WhatsappSendRequest, phoneNumberId);
  sendJson(res, 200, {
    messaging_product: 'whatsapp',
    contacts: [{ input: caught.to, wa_id: caught.to }],
    messages: [{ id: caught.id }],
  });
}

/** `POST /api/faults`: queues every fault of the request, or none when one of them is refused. */
async function queueFaults(req: IncomingMessage, res: ServerResponse, store: WhatsappStore) {
  const body = await readJson<{ responses?: unknown }>(req);
  const responses = (Array.isArray(body.responses) ? body.responses : []) as WhatsappFault[];
  for (const response of responses) {
    const problem =
      faultProblem(response) ??
      (response.code !== undefined && !Number.isInteger(response.code)
        ? "A fault `code` is a whole number (Meta's error code)."
        : null);
    if (problem) {
      sendJson(res, 422, { error: problem });
      return;
    }
  }
  sendJson(res, 200, { queued: store.queueFaults(responses) });
}

/**
 * A stand-in for the WhatsApp Cloud API: takes template sends as Meta does (token, phone number
 * id, the approved templates' parameters), shows what it caught in a page and as JSON, newest
 * first, and sends the project's webhook the signed notifications Meta would.
 */
export async function startWhatsappCatcher(
  options: WhatsappCatcherOptions,
): Promise<WhatsappCatcher> {
  const store = createWhatsappStore();
  const account: WebhookAccount = {
    businessAccountId: options.businessAccountId,
    phoneNumberId: options.phoneNumberId,
    displayPhoneNumber: options.displayPhoneNumber ?? venue.phone.tel.replace(/\D/g, ''),
  };

  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const { pathname } = url;
      res.setHeader('access-control-allow-origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-methods': 'GET,POST,DELETE,OPTIONS',
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        });
        res.end();
        return;
      }
      const send = sendPath.exec(pathname);
      if (req.method === 'POST' && send?.[2]) {
        await sendMessage(req, res, store, options, decodeURIComponent(send[2]));
        return;
      }
      if (req.method === 'POST' && pathname === '/api/faults') {
        await queueFaults(req, res, store);
        return;
      }
      if (req.method === 'DELETE' && pathname === '/api/faults') {
        store.clearFaults();
        res.writeHead(204).end();
        return;
      }
      const hook = /^\/api\/webhooks\/(status|reply|raw|verify)$/.exec(pathname);
      if (req.method === 'POST' && hook?.[1]) {
        await webhookEndpoint(hook[1], req, res, store, options, account);
        return;
      }
      if (req.method === 'GET' && pathname === '/api/messages') {
        sendJson(res, 200, store.messages());
        return;
      }
      const one = /^\/api\/messages\/([^/]+)$/.exec(pathname);
      if (req.method === 'GET' && one?.[1]) {
        const message = store.find(decodeURIComponent(one[1]));
        if (message) sendJson(res, 200, message);
        else sendJson(res, 404, { error: 'Message not found' });
        return;
      }
      if (req.method === 'DELETE' && pathname === '/api/messages') {
        store.clear();
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET' && pathname === '/') {
        const html = caughtWhatsappPage(store.messages(), options.siteUrl ?? '');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
        return;
      }
      sendJson(res, 404, { error: 'Not found' });
    } catch (error) {
      // A body that is not JSON is the caller's mistake; anything else is the catcher's.
      const status = error instanceof HttpError ? error.status : 500;
      sendJson(res, status, { error: (error as Error).message });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    messages: store.messages,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
