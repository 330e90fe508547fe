// whatsapp-webhook: what Meta tells the project about WhatsApp (docs/decisions/030). The GET is
// Meta's check of the callback URL (hub.verify_token); each POST is a notification signed with the
// app secret (`X-Hub-Signature-256: sha256=<hex HMAC of the raw body>`), refused unless the
// signature matches. Statuses of the outbox's messages are recorded on their rows; a customer's
// reply of STOP withdraws their consent. Meta retries what is not answered 200, so each part is
// idempotent: statuses only move forward, replies are handled once per message id.
import { json, methodNotAllowed, refuse } from '../_shared/json.ts';

export type WebhookDeps = {
  appSecret: string | undefined;
  verifyToken: string | undefined;
  recordStatus: (status: {
    messageId: string;
    status: string;
    at: string;
    error: string | null;
  }) => Promise<boolean>;
  recordReply: (reply: { messageId: string; from: string; text: string }) => Promise<string>;
  log: (line: string) => void;
};

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Whether `header` is the HMAC-SHA256 of `body` with `secret`, compared in constant time. */
export async function isSignedBy(body: Uint8Array, header: string | null, secret: string) {
  const given = header?.match(/^sha256=([0-9a-f]{64})$/i)?.[1]?.toLowerCase();
  if (!given) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const expected = hex(await crypto.subtle.sign('HMAC', key, body));
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) {
    difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  }
  return difference === 0;
}

type Change = {
  field?: string;
  value?: {
    statuses?: {
      id?: string;
      status?: string;
      timestamp?: string;
      errors?: { code?: number; title?: string }[];
    }[];
    messages?: { id?: string; from?: string; type?: string; text?: { body?: string } }[];
  };
};

function changesOf(payload: unknown): Change[] {
  const entries = (payload as { entry?: { changes?: Change[] }[] } | null)?.entry ?? [];
  return entries.flatMap((entry) => entry.changes ?? []).filter((c) => c.field === 'messages');
}

const instantOf = (seconds: string | undefined) => {
  const value = Number(seconds);
  return new Date(Number.isFinite(value) && value > 0 ? value * 1000 : Date.now()).toISOString();
};

export async function handleWhatsappWebhook(
  request: Request,
  deps: WebhookDeps,
): Promise<Response> {
  if (request.method === 'GET') {
    const url = new URL(request.url);
    const token = url.searchParams.get('hub.verify_token');
    if (
      url.searchParams.get('hub.mode') === 'subscribe' &&
      deps.verifyToken &&
      token === deps.verifyToken
    ) {
      return new Response(url.searchParams.get('hub.challenge') ?? '', { status: 200 });
    }
    return refuse(403, 'whatsapp.verify_refused', 'The verify token does not match.');
  }
  if (request.method !== 'POST') return methodNotAllowed();
  if (!deps.appSecret) {
    return refuse(503, 'whatsapp.not_configured', 'WhatsApp is not set up for this project.');
  }
  const body = new Uint8Array(await request.arrayBuffer());
  if (!(await isSignedBy(body, request.headers.get('x-hub-signature-256'), deps.appSecret))) {
    return refuse(401, 'whatsapp.bad_signature', 'The signature does not match the body.');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return refuse(400, 'whatsapp.bad_request', 'The body is not JSON.');
  }
  const tally = { statuses: 0, unknown: 0, replies: 0, optedOut: 0 };
  for (const change of changesOf(payload)) {
    for (const status of change.value?.statuses ?? []) {
      if (!status.id || !status.status) continue;
      const error = status.errors?.[0];
      const known = await deps.recordStatus({
        messageId: status.id,
        status: status.status,
        at: instantOf(status.timestamp),
        error: error ? `(#${error.code ?? '?'}) ${error.title ?? 'Undeliverable'}` : null,
      });
      if (known) tally.statuses += 1;
      else tally.unknown += 1;
    }
    for (const message of change.value?.messages ?? []) {
      if (!message.id || !message.from) continue;
      const said = await deps.recordReply({
        messageId: message.id,
        from: message.from,
        text: message.type === 'text' ? (message.text?.body ?? '') : '',
      });
      tally.replies += 1;
      if (said === 'opted_out') tally.optedOut += 1;
    }
  }
  return json(tally);
}
