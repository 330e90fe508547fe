import assert from 'node:assert/strict';
import {
  defaultRetryPolicy,
  isRetryableFailure,
  type OutgoingEmail,
  refusalMessage,
  retryAfterMs,
  sendEmail,
  timeoutMessage,
} from './mail-api.ts';

const email: OutgoingEmail = {
  from: 'Strike Zone <bookings@example.com>',
  to: ['lina@example.com'],
  subject: 'Bowling Booking Confirmed - Dec 5, 2026',
  html: '<p>Hi</p>',
  text: 'Hi',
};
const config = { apiUrl: 'https://mail.example/', apiKey: 're_key' };

/** A provider that answers from a script and records what it was sent and how long we waited. */
function provider(answers: (() => Response)[]) {
  const requests: Request[] = [];
  const waits: number[] = [];
  const deps = {
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      const next = answers.shift();
      if (!next) throw new Error('no more scripted answers');
      return Promise.resolve(next());
    }) as typeof fetch,
    sleep: (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    },
    now: () => new Date('2026-11-21T12:00:00Z'),
  };
  return { requests, waits, deps };
}

const ok = () => Response.json({ id: 'msg_1' });
const status =
  (code: number, headers: Record<string, string> = {}, message = 'nope') =>
  () =>
    Response.json({ statusCode: code, name: 'error', message }, { status: code, headers });

Deno.test('sends Resend-shaped: POST /emails, bearer key, idempotency key, JSON body', async () => {
  const { requests, deps } = provider([ok]);
  const result = await sendEmail(email, 'key-1', config, deps);
  assert.deepEqual(result, { status: 'sent', providerId: 'msg_1', attempts: 1 });
  const [request] = requests;
  assert.equal(request?.url, 'https://mail.example/emails');
  assert.equal(request?.method, 'POST');
  assert.equal(request?.headers.get('authorization'), 'Bearer re_key');
  assert.equal(request?.headers.get('idempotency-key'), 'key-1');
  assert.deepEqual(await request?.json(), email);
});

Deno.test('a 429 is retried after the wait retry-after asks for, then sent once', async () => {
  const { requests, waits, deps } = provider([status(429, { 'retry-after': '2' }), ok]);
  const result = await sendEmail(email, 'key-1', config, deps);
  assert.deepEqual(result, { status: 'sent', providerId: 'msg_1', attempts: 2 });
  assert.deepEqual(waits, [2000]);
  assert.equal(requests.length, 2);
  assert.equal(requests[1]?.headers.get('idempotency-key'), 'key-1');
});

Deno.test('5xx answers back off exponentially and give up after the last attempt', async () => {
  const { requests, waits, deps } = provider([status(500), status(502), status(503), status(500)]);
  const result = await sendEmail(email, 'key-1', config, deps);
  assert.equal(result.status, 'failed');
  assert.equal(result.attempts, 4);
  assert.equal(requests.length, 4);
  assert.deepEqual(waits, [500, 1000, 2000]);
  assert.match(
    (result as { error: string }).error,
    /The e-mail service is unavailable right now \(HTTP 500\)/,
  );
});

Deno.test('a retry-after beyond the time budget fails at once instead of waiting', async () => {
  const { waits, deps } = provider([status(429, { 'retry-after': '3600' })]);
  const result = await sendEmail(email, 'key-1', config, deps);
  assert.equal(result.status, 'failed');
  assert.deepEqual(waits, []);
  assert.match((result as { error: string }).error, /too many messages/);
});

for (const code of [400, 401, 403, 409, 422, 451]) {
  Deno.test(`a ${code} refusal is not retried and reads as a sentence`, async () => {
    const { requests, deps } = provider([status(code, {}, 'provider says no')]);
    const result = await sendEmail(email, 'key-1', config, deps);
    assert.equal(result.status, 'failed');
    assert.equal(requests.length, 1);
    const error = (result as { error: string }).error;
    assert.match(error, /^The e-mail service /);
    assert.match(error, /provider says no/);
  });
}

Deno.test('a 409 for a key the provider already accepted counts as sent, at once', async () => {
  const { requests, deps } = provider([
    () =>
      Response.json(
        {
          statusCode: 409,
          name: 'invalid_idempotent_request',
          message: 'Same idempotency key used with a different request payload.',
        },
        { status: 409 },
      ),
  ]);
  const result = await sendEmail(email, 'key-1', config, deps);
  assert.deepEqual(result, {
    status: 'sent',
    providerId: 'key-1',
    attempts: 1,
    alreadyAccepted: true,
  });
  assert.equal(requests.length, 1);
});

Deno.test('a 409 while the first request of the key is running is retried', async () => {
  const { requests, deps } = provider([
    () =>
      Response.json(
        { statusCode: 409, name: 'concurrent_idempotent_requests', message: 'In progress' },
        { status: 409 },
      ),
    ok,
  ]);
  const result = await sendEmail(email, 'key-1', config, deps);
  assert.deepEqual(result, { status: 'sent', providerId: 'msg_1', attempts: 2 });
  assert.equal(requests.length, 2);
});

/** A provider that never answers: the request ends only when it is aborted. */
function hangingFetch(signals: AbortSignal[]): typeof fetch {
  return ((_input: RequestInfo | URL, init?: RequestInit) => {
    const signal = init?.signal;
    if (signal) signals.push(signal);
    return new Promise<Response>((_, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason));
    });
  }) as typeof fetch;
}

Deno.test('a provider that hangs is abandoned after the attempt time-out, retried, then reported', async () => {
  const signals: AbortSignal[] = [];
  const started = Date.now();
  const result = await sendEmail(email, 'key-1', config, {
    fetch: hangingFetch(signals),
    sleep: () => Promise.resolve(),
    now: () => new Date(),
    policy: { ...defaultRetryPolicy, attemptTimeoutMs: 20, deadlineMs: 5_000 },
  });
  assert.deepEqual(result, { status: 'failed', error: timeoutMessage, attempts: 4 });
  assert.equal(signals.length, 4);
  assert.ok(signals.every((signal) => signal.aborted));
  assert.ok(Date.now() - started < 1_000);
});

Deno.test('a hang followed by an answer is sent on the retry under the same key', async () => {
  const signals: AbortSignal[] = [];
  const hang = hangingFetch(signals);
  const keys: (string | null)[] = [];
  let calls = 0;
  const result = await sendEmail(email, 'key-1', config, {
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      calls++;
      return calls === 1 ? hang(input, init) : Promise.resolve(ok());
    }) as typeof fetch,
    sleep: () => Promise.resolve(),
    now: () => new Date(),
    policy: { ...defaultRetryPolicy, attemptTimeoutMs: 20 },
  });
  assert.deepEqual(result, { status: 'sent', providerId: 'msg_1', attempts: 2 });
  assert.deepEqual(keys, ['key-1', 'key-1']);
});

Deno.test('no attempt outlives the deadline: a hang with little time left is not retried', async () => {
  const signals: AbortSignal[] = [];
  const started = Date.now();
  const result = await sendEmail(email, 'key-1', config, {
    fetch: hangingFetch(signals),
    sleep: () => Promise.resolve(),
    now: () => new Date(),
    policy: { ...defaultRetryPolicy, attemptTimeoutMs: 10_000, deadlineMs: 50 },
  });
  assert.deepEqual(result, { status: 'failed', error: timeoutMessage, attempts: 1 });
  assert.ok(Date.now() - started < 1_000);
});

Deno.test('a network error is retried, then reported', async () => {
  let calls = 0;
  const deps = {
    fetch: (() => {
      calls++;
      return Promise.reject(new TypeError('connection refused'));
    }) as typeof fetch,
    sleep: () => Promise.resolve(),
    now: () => new Date(),
  };
  const result = await sendEmail(email, 'key-1', config, deps);
  assert.equal(calls, 4);
  assert.deepEqual(result, {
    status: 'failed',
    error: 'Could not reach the e-mail service: connection refused',
    attempts: 4,
  });
});

Deno.test('retry-after reads seconds and HTTP dates', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  assert.equal(retryAfterMs('3', now), 3000);
  assert.equal(retryAfterMs('Sat, 21 Nov 2026 12:00:05 GMT', now), 5000);
  assert.equal(retryAfterMs(null, now), null);
  assert.equal(retryAfterMs('soon', now), null);
});

Deno.test('the old provider refusals (451, 403, 429) each have their own message', () => {
  const texts = new Set([451, 403, 429].map((code) => refusalMessage(code, '')));
  assert.equal(texts.size, 3);
});

Deno.test("a failed send carries the provider's last answer, so a caller can tell busy from refused", async () => {
  const refused = await sendEmail(email, 'key-1', config, provider([status(422)]).deps);
  assert.equal(refused.status === 'failed' && refused.httpStatus, 422);
  assert.equal(isRetryableFailure(refused as { httpStatus?: number }), false);
  const busy = await sendEmail(
    email,
    'key-1',
    config,
    provider([status(500), status(502), status(503), status(429)]).deps,
  );
  assert.equal(busy.status === 'failed' && busy.httpStatus, 429);
  assert.equal(isRetryableFailure(busy as { httpStatus?: number }), true);
  // A 5xx then a network error: the last attempt had no answer.
  let calls = 0;
  const unreachable = await sendEmail(email, 'key-1', config, {
    fetch: (() => {
      calls++;
      return calls === 1 ? Promise.resolve(status(500)()) : Promise.reject(new TypeError('down'));
    }) as typeof fetch,
    sleep: () => Promise.resolve(),
    now: () => new Date(),
  });
  assert.equal(unreachable.status, 'failed');
  assert.ok(!('httpStatus' in unreachable));
  assert.equal(isRetryableFailure(unreachable as { httpStatus?: number }), true);
});
