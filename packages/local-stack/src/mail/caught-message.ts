// Turns a Resend-shaped send request into the message the catcher keeps, after checking its required fields.
import { randomUUID } from 'node:crypto';

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

/** The body of Resend's `POST /emails`, as a client may send it. */
export type SendRequest = {
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

/** Resend's message for the first required field the request lacks, or null when it has them all. */
export function sendRequestProblem(body: SendRequest): string | null {
  if (typeof body.from !== 'string' || !body.from) return 'Missing `from` field.';
  if (list(body.to).length === 0) return 'Missing `to` field.';
  if (typeof body.subject !== 'string' || !body.subject) return 'Missing `subject` field.';
  if (typeof body.html !== 'string' && typeof body.text !== 'string') {
    return 'Missing `html` or `text` field.';
  }
  return null;
}

export function toCaughtMessage(body: SendRequest, idempotencyKey: string | null): CaughtMessage {
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
