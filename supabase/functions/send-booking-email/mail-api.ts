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

/**
 * `alreadyAccepted`: the provider had already accepted a message under this key (it answered 409
 * for the reused key), so the customer got it even though this request was not the one.
 * `httpStatus`: the provider's answer to the last attempt of a failed send; absent when that
 * attempt got no answer (a network error, a time-out).
 */
export type SendResult =
  | { status: 'sent'; providerId: string; attempts: number; alreadyAccepted?: true }
  | { status: 'failed'; error: string; attempts: number; httpStatus?: number };

/**
 * Whether a failed send is worth trying again later: the provider was busy (429), failing (5xx)
 * or out of reach, not refusing this message (another 4xx).
 */
export function isRetryableFailure(result: { httpStatus?: number }): boolean {
  const status = result.httpStatus;
  return status === undefined || status === 429 || status >= 500;
}

/**
 * Retries for 429 and 5xx answers, network errors and time-outs; every request and wait fits the
 * deadline, well inside an edge function's time limit and the desk's patience.
 */
export type RetryPolicy = {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** All waits together stay under this. */
  budgetMs: number;
  /** One request is abandoned after this long. */
  attemptTimeoutMs: number;
  /** Requests and waits together end within this. */
  deadlineMs: number;
};

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  budgetMs: 20_000,
  attemptTimeoutMs: 10_000,
  deadlineMs: 25_000,
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

function isRetryable(status: number, name: string): boolean {
  return status === 429 || status >= 500 || (status === 409 && name === concurrentKeyUse);
}

/** Resend's 409 names: the key was used for another payload, or its first request is running. */
const reusedKey = 'invalid_idempotent_request';
const concurrentKeyUse = 'concurrent_idempotent_requests';

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

export const timeoutMessage =
  'The e-mail service did not answer in time. The customer may not have been e-mailed: please use "Resend email".';

/** A retry is only worth making with at least this long left before the deadline. */
const minimumAttemptMs = 1_000;

async function providerError(response: Response): Promise<{ name: string; message: string }> {
  try {
    const body = (await response.json()) as { name?: unknown; message?: unknown };
    return {
      name: typeof body.name === 'string' ? body.name : '',
      message: typeof body.message === 'string' ? body.message : '',
    };
  } catch {
    return { name: '', message: '' };
  }
}

class AttemptTimeout extends Error {}

/** A failed send, with the provider's last answer when there was one. */
function failure(error: string, attempts: number, httpStatus: number | undefined): SendResult {
  return httpStatus === undefined
    ? { status: 'failed', error, attempts }
    : { status: 'failed', error, attempts, httpStatus };
}

/** The request, abandoned (and aborted) after `ms`. */
async function fetchWithin(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
  ms: number,
): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new AttemptTimeout());
      controller.abort();
    }, ms);
  });
  try {
    return await Promise.race([fetcher(url, { ...init, signal: controller.signal }), timeout]);
  } catch (error) {
    throw controller.signal.aborted ? new AttemptTimeout() : error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Posts the e-mail to `{apiUrl}/emails` with the idempotency key, retrying 429 and 5xx answers
 * (honouring `retry-after`), network errors and requests that outlast their time-out with
 * exponential backoff inside the policy's deadline. A 409 for a key the provider already accepted
 * counts as sent. Other refusals fail at once with a readable message.
 */
export async function sendEmail(
  email: OutgoingEmail,
  idempotencyKey: string,
  config: MailApiConfig,
  deps: MailDeps,
): Promise<SendResult> {
  const policy = deps.policy ?? defaultRetryPolicy;
  const url = `${config.apiUrl.replace(/\/+$/, '')}/emails`;
  const started = Date.now();
  const remaining = () => policy.deadlineMs - (Date.now() - started);
  let waited = 0;
  let lastError = '';
  let lastStatus: number | undefined;
  for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
    let delay: number | null = null;
    try {
      const response = await fetchWithin(
        deps.fetch,
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.apiKey}`,
            'content-type': 'application/json',
            'idempotency-key': idempotencyKey,
          },
          body: JSON.stringify(email),
        },
        Math.max(0, Math.min(policy.attemptTimeoutMs, remaining())),
      );
      if (response.ok) {
        const body = (await response.json().catch(() => ({}))) as { id?: unknown };
        const providerId = typeof body.id === 'string' && body.id ? body.id : idempotencyKey;
        return { status: 'sent', providerId, attempts: attempt };
      }
      const refusal = await providerError(response);
      if (response.status === 409 && refusal.name === reusedKey) {
        return {
          status: 'sent',
          providerId: idempotencyKey,
          attempts: attempt,
          alreadyAccepted: true,
        };
      }
      lastError = refusalMessage(response.status, refusal.message);
      lastStatus = response.status;
      if (!isRetryable(response.status, refusal.name)) {
        return failure(lastError, attempt, lastStatus);
      }
      delay = retryAfterMs(response.headers.get('retry-after'), deps.now());
    } catch (error) {
      lastStatus = undefined;
      lastError =
        error instanceof AttemptTimeout
          ? timeoutMessage
          : `Could not reach the e-mail service: ${(error as Error).message}`;
    }
    if (attempt === policy.maxAttempts) break;
    const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
    const wait = delay === null ? backoff : delay;
    if (
      wait > policy.maxDelayMs ||
      waited + wait > policy.budgetMs ||
      wait >= remaining() - minimumAttemptMs
    ) {
      return failure(lastError, attempt, lastStatus);
    }
    await deps.sleep(wait);
    waited += wait;
  }
  return failure(lastError, policy.maxAttempts, lastStatus);
}
