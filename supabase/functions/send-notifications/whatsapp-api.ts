// The WhatsApp Business Cloud API's send call (`POST /{version}/{phone_number_id}/messages`), one
// request per message, bounded in time. Meta takes no idempotency key: a request that timed out
// may have been delivered, so it is never sent again (the outbox falls back to e-mail instead).
import type { WhatsappSendRequest } from '../../../packages/domain/src/whatsapp-templates.ts';

export type WhatsappConfig = {
  apiUrl: string;
  version: string;
  phoneNumberId: string;
  accessToken: string;
};

export type WhatsappResult =
  | { status: 'sent'; id: string }
  | {
      status: 'failed';
      error: string;
      /** 429, 5xx or no connection: the message did not go and may be tried again. */
      retryable: boolean;
      /** Refused (a 4xx) or not reached (no connection, no answer, a 429 or 5xx). */
      reason: 'provider_refused' | 'provider_unreachable';
    };

/** How long one send may take before it counts as lost. */
export const whatsappTimeoutMs = 10_000;

type FetchFn = (input: string, init: RequestInit) => Promise<Response>;

/** Meta's error body: `{ error: { message, code } }`. */
function errorOf(status: number, body: unknown): string {
  const error = (body as { error?: { message?: unknown; code?: unknown } } | null)?.error;
  const said = typeof error?.message === 'string' ? error.message : 'no message';
  const code = typeof error?.code === 'number' ? ` (#${error.code})` : '';
  return `HTTP ${status}${code}: ${said}`.slice(0, 2000);
}

export async function sendWhatsapp(
  config: WhatsappConfig,
  message: WhatsappSendRequest,
  fetchFn: FetchFn = fetch,
  timeoutMs = whatsappTimeoutMs,
): Promise<WhatsappResult> {
  const url = `${config.apiUrl.replace(/\/+$/, '')}/${config.version}/${config.phoneNumberId}/messages`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(message),
      signal: controller.signal,
    });
  } catch (error) {
    clearTimeout(timer);
    if (controller.signal.aborted) {
      return {
        status: 'failed',
        error: `No answer within ${timeoutMs / 1000} s: it may have been delivered, so it is not sent again`,
        retryable: false,
        reason: 'provider_unreachable',
      };
    }
    return {
      status: 'failed',
      error: `No connection: ${(error as Error).message}`,
      retryable: true,
      reason: 'provider_unreachable',
    };
  }
  try {
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const id = (body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
      if (typeof id === 'string' && id !== '') return { status: 'sent', id };
      return {
        status: 'failed',
        error: 'Sent, but the answer named no message',
        retryable: false,
        reason: 'provider_refused',
      };
    }
    const retryable = response.status === 429 || response.status >= 500;
    return {
      status: 'failed',
      error: errorOf(response.status, body),
      retryable,
      reason: retryable ? 'provider_unreachable' : 'provider_refused',
    };
  } finally {
    clearTimeout(timer);
  }
}
