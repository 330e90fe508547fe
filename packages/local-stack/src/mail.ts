// The mail catcher's server: Resend's `POST /emails`, the catcher's own JSON API for tests, and its page.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { bearerToken, readJson, sendJson } from './http.ts';
import { type CaughtMessage, type SendRequest, sendRequestProblem } from './mail/caught-message.ts';
import { faultProblem, hang, type InjectedFault } from './mail/faults.ts';
import { caughtMailPage } from './mail/page.ts';
import { createMailStore, type MailStore } from './mail/store.ts';

export type { CaughtMessage } from './mail/caught-message.ts';

export type MailCatcher = {
  url: string;
  messages: () => CaughtMessage[];
  stop: () => Promise<void>;
};

/** Resend's error body shape. */
function resendError(status: number, name: string, message: string) {
  return { statusCode: status, name, message };
}

/** Resend's `POST /emails`: the key, then any queued fault, then the message caught once per key. */
async function sendEmail(
  req: IncomingMessage,
  res: ServerResponse,
  store: MailStore,
  apiKey: string,
): Promise<void> {
  const key = bearerToken(req);
  if (!key) {
    sendJson(
      res,
      401,
      resendError(401, 'missing_api_key', 'Missing API key in the authorization header'),
    );
    return;
  }
  if (key !== apiKey) {
    sendJson(res, 403, resendError(403, 'invalid_api_key', 'API key is invalid'));
    return;
  }
  const fault = store.nextFault();
  // A hung request the client gave up on is never processed, as if the provider had lost it.
  if (fault?.delay_ms && !(await hang(req, res, fault.delay_ms))) return;
  if (fault?.status !== undefined) {
    if (fault.retry_after !== undefined) res.setHeader('retry-after', String(fault.retry_after));
    sendJson(
      res,
      fault.status,
      resendError(fault.status, fault.name ?? 'injected_fault', fault.message ?? 'Injected fault'),
    );
    return;
  }
  const body = await readJson<SendRequest>(req);
  const problem = sendRequestProblem(body);
  if (problem) {
    sendJson(res, 422, resendError(422, 'validation_error', problem));
    return;
  }
  const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
  const caught = store.catchMessage(body, idempotencyKey);
  if ('conflict' in caught) {
    sendJson(
      res,
      409,
      resendError(
        409,
        'invalid_idempotent_request',
        'Same idempotency key used with a different request payload.',
      ),
    );
    return;
  }
  sendJson(res, 200, { id: caught.id });
}

/** `POST /api/faults`: queues every fault of the request, or none when one of them is refused. */
async function queueFaults(req: IncomingMessage, res: ServerResponse, store: MailStore) {
  const body = await readJson<{ responses?: unknown }>(req);
  const responses = (Array.isArray(body.responses) ? body.responses : []) as InjectedFault[];
  for (const response of responses) {
    const problem = faultProblem(response);
    if (problem) {
      sendJson(res, 422, resendError(422, 'validation_error', problem));
      return;
    }
  }
  sendJson(res, 200, { queued: store.queueFaults(responses) });
}

/**
 * A stand-in for the e-mail provider: accepts Resend's `POST /emails` (bearer key, idempotency
 * key) and shows what it caught in a page and as JSON, newest first.
 */
export async function startMailCatcher(options: {
  port: number;
  apiKey: string;
}): Promise<MailCatcher> {
  const store = createMailStore();

  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      res.setHeader('access-control-allow-origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-methods': 'GET,POST,DELETE,OPTIONS',
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        });
        res.end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/emails') {
        await sendEmail(req, res, store, options.apiKey);
        return;
      }
      if (req.method === 'POST' && url.pathname === '/api/faults') {
        await queueFaults(req, res, store);
        return;
      }
      if (req.method === 'DELETE' && url.pathname === '/api/faults') {
        store.clearFaults();
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET' && url.pathname === '/api/messages') {
        sendJson(res, 200, store.messages());
        return;
      }
      const one = /^\/(?:api\/messages|emails)\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && one?.[1]) {
        const message = store.find(one[1]);
        if (message) sendJson(res, 200, message);
        else sendJson(res, 404, resendError(404, 'not_found', 'Email not found'));
        return;
      }
      if (req.method === 'DELETE' && url.pathname === '/api/messages') {
        store.clear();
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET' && url.pathname === '/') {
        const html = caughtMailPage(store.messages());
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
        return;
      }
      sendJson(res, 404, resendError(404, 'not_found', 'Not found'));
    } catch (error) {
      sendJson(res, 500, resendError(500, 'internal_server_error', (error as Error).message));
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
