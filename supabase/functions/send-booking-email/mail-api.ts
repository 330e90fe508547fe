// Sending through an HTTP e-mail API with Resend's request shape, with bounded retries.

export type OutgoingEmail = {
  from: string;
  to: string[];
  reply_to?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string; content_type: string }[];
};

export type MailApiConfig = { apiUrl: string; apiKey: string };

export type SendResult =
  | { status: 'sent'; providerId: string; attempts: number }
  | { status: 'failed'; error: string; attempts: number };

/** Retries for 429 and 5xx answers and network errors; every wait fits the time budget. */
export type RetryPolicy = {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** All waits together stay under this, well inside an edge function's time limit. */
  budgetMs: number;
};

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  budgetMs: 20_000,
};

export type MailDeps = {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
  policy?: RetryPolicy;
};

/** The wait a `retry-after` header asks for (seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (!header) return null;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
}

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

/** What a receptionist reads when the provider refuses for good. */
export function refusalMessage(status: number, providerMessage: string): string {
  const detail = providerMessage ? ` (${providerMessage})` : '';
  if (status === 401 || status === 403) {
    return status === 401
      ? `The e-mail service did not accept the venue's account key. Ask the manager to check the e-mail settings${detail}.`
      : `The e-mail service refused to send this message, the address or the venue's account may be blocked${detail}.`;
  }
  if (status === 422 || status === 400) {
    return `The e-mail service could not accept this message, please check the customer's e-mail address${detail}.`;
  }
  if (status === 451) return `The e-mail service blocked this message${detail}.`;
  if (status === 409) {
    return `The e-mail service already received a different message for this decision${detail}.`;
  }
  if (status === 429) {
    return 'The e-mail service is busy (too many messages). Please try again in a minute.';
  }
  if (status >= 500) {
    return `The e-mail service is unavailable right now (HTTP ${status}). Please try again later.`;
  }
  return `The e-mail service refused the message (HTTP ${status})${detail}.`;
}

async function providerMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : '';
  } catch {
    return '';
  }
}

/**
 * Posts the e-mail to `{apiUrl}/emails` with the idempotency key, retrying 429 and 5xx answers
 * (honouring `retry-after`) and network errors with exponential backoff inside the policy's
 * budget. Other refusals fail at once with a readable message.
 */
export async function sendEmail(
  email: OutgoingEmail,
  idempotencyKey: string,
  config: MailApiConfig,
  deps: MailDeps,
): Promise<SendResult> {
  const policy = deps.policy ?? defaultRetryPolicy;
  const url = `${config.apiUrl.replace(/\/+$/, '')}/emails`;
  let waited = 0;
  let lastError = '';
  for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
    let delay: number | null = null;
    try {
      const response = await deps.fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify(email),
      });
      if (response.ok) {
        const body = (await response.json().catch(() => ({}))) as { id?: unknown };
        const providerId = typeof body.id === 'string' && body.id ? body.id : idempotencyKey;
        return { status: 'sent', providerId, attempts: attempt };
      }
      const text = await providerMessage(response);
      lastError = refusalMessage(response.status, text);
      if (!isRetryable(response.status)) {
        return { status: 'failed', error: lastError, attempts: attempt };
      }
      delay = retryAfterMs(response.headers.get('retry-after'), deps.now());
    } catch (error) {
      lastError = `Could not reach the e-mail service: ${(error as Error).message}`;
    }
    if (attempt === policy.maxAttempts) break;
    const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
    const wait = delay === null ? backoff : delay;
    if (wait > policy.maxDelayMs || waited + wait > policy.budgetMs) {
      return { status: 'failed', error: lastError, attempts: attempt };
    }
    await deps.sleep(wait);
    waited += wait;
  }
  return { status: 'failed', error: lastError, attempts: policy.maxAttempts };
}
