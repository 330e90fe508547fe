import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { bearerToken, readJson, sendJson } from './http.ts';

/** One message caught from the e-mail API, as `GET /api/messages` lists it. */
export type CaughtMessage = {
  id: string;
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  reply_to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  headers: Record<string, string>;
  attachments: { filename: string; content_type: string | null; size: number; content: string }[];
  idempotency_key: string | null;
  created_at: string;
};

type SendRequest = {
  from?: unknown;
  to?: unknown;
  cc?: unknown;
  bcc?: unknown;
  reply_to?: unknown;
  replyTo?: unknown;
  subject?: unknown;
  html?: unknown;
  text?: unknown;
  headers?: unknown;
  attachments?: unknown;
};

function list(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Resend's error body shape. */
function resendError(status: number, name: string, message: string) {
  return { statusCode: status, name, message };
}

function validate(body: SendRequest): string | null {
  if (typeof body.from !== 'string' || !body.from) return 'Missing `from` field.';
  if (list(body.to).length === 0) return 'Missing `to` field.';
  if (typeof body.subject !== 'string' || !body.subject) return 'Missing `subject` field.';
  if (typeof body.html !== 'string' && typeof body.text !== 'string') {
    return 'Missing `html` or `text` field.';
  }
  return null;
}

function toMessage(body: SendRequest, idempotencyKey: string | null): CaughtMessage {
  const attachments = Array.isArray(body.attachments) ? body.attachments : [];
  return {
    id: randomUUID(),
    from: String(body.from),
    to: list(body.to),
    cc: list(body.cc),
    bcc: list(body.bcc),
    reply_to: list(body.reply_to ?? body.replyTo),
    subject: String(body.subject),
    html: typeof body.html === 'string' ? body.html : null,
    text: typeof body.text === 'string' ? body.text : null,
    headers:
      body.headers && typeof body.headers === 'object'
        ? (body.headers as Record<string, string>)
        : {},
    attachments: attachments.map((a: Record<string, unknown>) => {
      const content = typeof a.content === 'string' ? a.content : '';
      return {
        filename: String(a.filename ?? 'attachment'),
        content_type: typeof a.content_type === 'string' ? a.content_type : null,
        size: Buffer.from(content, 'base64').length,
        content,
      };
    }),
    idempotency_key: idempotencyKey,
    created_at: new Date().toISOString(),
  };
}

function page(messages: CaughtMessage[]): string {
  const rows = messages
    .map(
      (m) => `<details><summary><strong>${escapeHtml(m.subject)}</strong> &mdash; to ${escapeHtml(
        m.to.join(', '),
      )} &mdash; from ${escapeHtml(m.from)} <small>${escapeHtml(m.created_at)}</small></summary>
<p>Attachments: ${m.attachments.map((a) => escapeHtml(a.filename)).join(', ') || 'none'}</p>
<iframe title="${escapeHtml(m.subject)}" sandbox srcdoc="${escapeHtml(m.html ?? `<pre>${escapeHtml(m.text ?? '')}</pre>`)}"></iframe>
</details>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Caught mail</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px system-ui,sans-serif;margin:2rem;max-width:60rem}details{border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem;margin:.5rem 0}iframe{width:100%;height:28rem;border:1px solid #eee}</style>
</head><body><h1>Caught mail (${messages.length})</h1>
<p>Every message sent to this e-mail API is kept here instead of being delivered. JSON: <a href="/api/messages">/api/messages</a>.</p>
${rows || '<p>No mail yet.</p>'}</body></html>`;
}

/**
 * What the next send meets (`POST /api/faults`): a wait before anything else (`delay_ms`, a
 * provider that hangs), then an error answer (`status`) or, without one, the normal acceptance.
 */
type InjectedFault = {
  status?: number;
  retry_after?: number;
  name?: string;
  message?: string;
  delay_ms?: number;
};

/** Longest hang a fault may ask for. */
const maxDelayMs = 120_000;

function faultProblem(fault: InjectedFault): string | null {
  if (!fault || typeof fault !== 'object') return 'Each fault is an object.';
  const { status, delay_ms: delay } = fault;
  if (status !== undefined && (!Number.isInteger(status) || status < 400 || status > 599)) {
    return 'A fault `status` is a 4xx or 5xx code.';
  }
  if (delay !== undefined && (!Number.isInteger(delay) || delay < 0 || delay > maxDelayMs)) {
    return `A fault \`delay_ms\` is a whole number of milliseconds up to ${maxDelayMs}.`;
  }
  if (status === undefined && delay === undefined) {
    return 'Each fault needs a 4xx or 5xx `status`, a `delay_ms`, or both.';
  }
  return null;
}

/** Waits `ms`, or less if the client goes away first; true when the client is still there. */
function hang(req: IncomingMessage, res: ServerResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const gone = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', gone);
      resolve(!req.destroyed && !res.destroyed);
    }, ms);
    res.once('close', gone);
  });
}

export type MailCatcher = {
  url: string;
  messages: () => CaughtMessage[];
  stop: () => Promise<void>;
};

/**
 * A stand-in for the e-mail provider: accepts Resend's `POST /emails` (bearer key, idempotency
 * key) and shows what it caught in a page and as JSON, newest first.
 */
export async function startMailCatcher(options: {
  port: number;
  apiKey: string;
}): Promise<MailCatcher> {
  const messages: CaughtMessage[] = [];
  // Answers to give the next sends instead of accepting them, so tests can play a failing provider.
  const faults: InjectedFault[] = [];
  const byIdempotencyKey = new Map<string, { payload: string; id: string }>();

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
        const key = bearerToken(req);
        if (!key) {
          sendJson(
            res,
            401,
            resendError(401, 'missing_api_key', 'Missing API key in the authorization header'),
          );
          return;
        }
        if (key !== options.apiKey) {
          sendJson(res, 403, resendError(403, 'invalid_api_key', 'API key is invalid'));
          return;
        }
        const fault = faults.shift();
        // A hung request the client gave up on is never processed, as if the provider had lost it.
        if (fault?.delay_ms && !(await hang(req, res, fault.delay_ms))) return;
        if (fault?.status !== undefined) {
          if (fault.retry_after !== undefined)
            res.setHeader('retry-after', String(fault.retry_after));
          sendJson(
            res,
            fault.status,
            resendError(
              fault.status,
              fault.name ?? 'injected_fault',
              fault.message ?? 'Injected fault',
            ),
          );
          return;
        }
        const body = await readJson<SendRequest>(req);
        const problem = validate(body);
        if (problem) {
          sendJson(res, 422, resendError(422, 'validation_error', problem));
          return;
        }
        const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
        const payload = JSON.stringify(body);
        if (idempotencyKey) {
          const earlier = byIdempotencyKey.get(idempotencyKey);
          if (earlier && earlier.payload !== payload) {
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
          if (earlier) {
            sendJson(res, 200, { id: earlier.id });
            return;
          }
        }
        const message = toMessage(body, idempotencyKey);
        messages.unshift(message);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, { payload, id: message.id });
        sendJson(res, 200, { id: message.id });
        return;
      }
      if (req.method === 'POST' && url.pathname === '/api/faults') {
        const body = await readJson<{ responses?: unknown }>(req);
        const responses = Array.isArray(body.responses) ? body.responses : [];
        for (const response of responses as InjectedFault[]) {
          const problem = faultProblem(response);
          if (problem) {
            sendJson(res, 422, resendError(422, 'validation_error', problem));
            return;
          }
        }
        faults.push(...(responses as InjectedFault[]));
        sendJson(res, 200, { queued: faults.length });
        return;
      }
      if (req.method === 'DELETE' && url.pathname === '/api/faults') {
        faults.length = 0;
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET' && url.pathname === '/api/messages') {
        sendJson(res, 200, messages);
        return;
      }
      const one = /^\/(?:api\/messages|emails)\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && one) {
        const message = messages.find((m) => m.id === one[1]);
        if (message) sendJson(res, 200, message);
        else sendJson(res, 404, resendError(404, 'not_found', 'Email not found'));
        return;
      }
      if (req.method === 'DELETE' && url.pathname === '/api/messages') {
        messages.length = 0;
        byIdempotencyKey.clear();
        faults.length = 0;
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET' && url.pathname === '/') {
        const html = page(messages);
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
    messages: () => [...messages],
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
