// The WhatsApp catcher alone on a free port: the Cloud API's sends, refusals and queued faults.
import { buildTemplateMessage } from '@venue/domain/whatsapp-templates';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './ports.ts';
import { startWhatsappCatcher, type WhatsappCatcher } from './whatsapp.ts';

const token = 'test_access_token';
const phoneNumberId = '100000000000001';
let catcher: WhatsappCatcher;

beforeAll(async () => {
  catcher = await startWhatsappCatcher({
    port: await freePort(),
    accessToken: token,
    phoneNumberId,
    businessAccountId: '200000000000002',
    appSecret: 'test_app_secret',
    verifyToken: 'test_verify_token',
    webhookUrl: 'http://127.0.0.1:9/unused',
    siteUrl: 'https://site.example',
  });
});
afterAll(() => catcher.stop());
afterEach(async () => {
  await fetch(`${catcher.url}/api/messages`, { method: 'DELETE' });
});

const approved = (name = 'Sara') =>
  buildTemplateMessage({
    to: '970591234567',
    template: 'booking_approved',
    language: 'en',
    params: [name, 'SZ-7K4Q', 'Friday, November 27, 2026', '20:15', 'Lanes 2–3'],
    buttonParams: ['tok_123'],
  });

function send(body: unknown, options: { auth?: string | null; phone?: string } = {}) {
  const auth = options.auth === undefined ? `Bearer ${token}` : options.auth;
  return fetch(`${catcher.url}/v21.0/${options.phone ?? phoneNumberId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function caught() {
  return (await (await fetch(`${catcher.url}/api/messages`)).json()) as Record<string, unknown>[];
}

async function queueFaults(responses: unknown[]) {
  return fetch(`${catcher.url}/api/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ responses }),
  });
}

describe('the WhatsApp catcher takes the Cloud API sends', () => {
  it("answers Meta's success shape and lists what it caught, newest first", async () => {
    const first = await send(approved('Sara'));
    expect(first.status).toBe(200);
    const answer = (await first.json()) as { messages: { id: string }[] };
    expect(answer).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: '970591234567', wa_id: '970591234567' }],
      messages: [{ id: expect.stringMatching(/^wamid\.[\w-]+$/) }],
    });
    await send(approved('Omar'));
    const list = await caught();
    expect(list.map((m) => (m.params as string[])[0])).toEqual(['Omar', 'Sara']);
    expect(list[1]).toEqual({
      id: answer.messages[0]?.id,
      to: '970591234567',
      template: 'booking_approved',
      language: 'en',
      params: ['Sara', 'SZ-7K4Q', 'Friday, November 27, 2026', '20:15', 'Lanes 2–3'],
      buttonParams: ['tok_123'],
      phoneNumberId,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const one = await fetch(`${catcher.url}/api/messages/${answer.messages[0]?.id}`);
    expect(((await one.json()) as { params: string[] }).params[0]).toBe('Sara');
  });

  it('shows each message on its page as the customer reads it, escaped', async () => {
    await send(approved('<b>Sara</b>'));
    const page = await (await fetch(catcher.url)).text();
    expect(page).toContain('Caught WhatsApp (1)');
    expect(page).toContain('Hi &#60;b&#62;Sara&#60;/b&#62;, great news');
    expect(page).not.toContain('<b>Sara</b>');
    expect(page).toContain('href="https://site.example/booking/manage/tok_123">View or change</a>');
  });

  it('refuses a wrong or missing access token with 401 and code 190', async () => {
    for (const auth of ['Bearer wrong', null]) {
      const res = await send(approved(), { auth });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: unknown }).error).toMatchObject({
        code: 190,
        type: 'OAuthException',
        fbtrace_id: expect.any(String),
      });
    }
    expect(await caught()).toEqual([]);
  });

  it('refuses a phone number id that is not the business number', async () => {
    const res = await send(approved(), { phone: '999' });
    expect(res.status).toBe(400);
    expect(
      ((await res.json()) as { error: { code: number; message: string } }).error,
    ).toMatchObject({
      code: 100,
      message: expect.stringContaining("Object with ID '999' does not exist"),
    });
    expect(await caught()).toEqual([]);
  });

  it("refuses what the templates do not allow, with Meta's code and the problem", async () => {
    const spoiled = (change: (r: ReturnType<typeof approved>) => void) => {
      const request = approved();
      change(request);
      return request;
    };
    const cases: [unknown, number, string][] = [
      [
        spoiled((r) => r.template.components[0]?.parameters.pop()),
        132000,
        'body: 4 parameters given, but booking_approved expects 5.',
      ],
      [
        spoiled((r) => Object.assign(r.template, { name: 'booking_lost' })),
        132001,
        'Template name "booking_lost" does not exist.',
      ],
      [
        spoiled((r) => Object.assign(r.template, { language: { code: 'fr' } })),
        132001,
        'Template booking_approved does not exist in the language "fr".',
      ],
      [
        spoiled((r) => Object.assign(r.template.components[0]?.parameters[4] ?? {}, { text: '' })),
        131008,
        'body parameter 5 is empty.',
      ],
      [
        spoiled((r) =>
          Object.assign(r.template.components[0]?.parameters[0] ?? {}, { text: 'a\nb' }),
        ),
        131009,
        'body parameter 1 has a new line or a tab.',
      ],
      ['not json', 131009, 'The request body must be a JSON object.'],
    ];
    for (const [body, code, message] of cases) {
      const res = await send(body);
      expect(res.status, message).toBe(400);
      expect(((await res.json()) as { error: unknown }).error).toMatchObject({
        code,
        message,
        error_data: { messaging_product: 'whatsapp', details: message },
      });
    }
    expect(await caught()).toEqual([]);
  });
});

describe('faults queued on the WhatsApp catcher', () => {
  afterEach(async () => {
    await fetch(`${catcher.url}/api/faults`, { method: 'DELETE' });
  });

  it("answer the next sends in Meta's error shape, then it takes them again", async () => {
    expect((await queueFaults([{ status: 429, retry_after: 2 }, { status: 500 }])).status).toBe(
      200,
    );
    const limited = await send(approved());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(((await limited.json()) as { error: unknown }).error).toMatchObject({
      code: 130429,
      message: '(#130429) Rate limit hit',
    });
    const broken = await send(approved());
    expect(broken.status).toBe(500);
    expect(((await broken.json()) as { error: { code: number } }).error.code).toBe(131000);
    expect((await send(approved())).status).toBe(200);
    expect(await caught()).toHaveLength(1);
  });

  it("carry Meta's code and message when the test names them", async () => {
    await queueFaults([{ status: 400, code: 131026, message: 'Message undeliverable' }]);
    const res = await send(approved());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: unknown }).error).toMatchObject({
      code: 131026,
      message: 'Message undeliverable',
    });
  });

  it('hang a send for the delay, then take it', async () => {
    await queueFaults([{ delay_ms: 400 }]);
    const started = performance.now();
    const res = await send(approved());
    expect(performance.now() - started).toBeGreaterThanOrEqual(350);
    expect(res.status).toBe(200);
    expect(await caught()).toHaveLength(1);
  });

  it('are all refused when one is not a fault, and cleared by DELETE', async () => {
    const refused = await queueFaults([{ status: 429 }, { status: 200 }]);
    expect(refused.status).toBe(422);
    expect((await send(approved())).status).toBe(200);
    await queueFaults([{ status: 503 }]);
    await fetch(`${catcher.url}/api/faults`, { method: 'DELETE' });
    expect((await send(approved())).status).toBe(200);
  });
});

describe('the catcher own API', () => {
  it('forgets every message on DELETE', async () => {
    const { messages } = (await (await send(approved())).json()) as { messages: { id: string }[] };
    expect(await caught()).toHaveLength(1);
    const cleared = await fetch(`${catcher.url}/api/messages`, { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect(await caught()).toEqual([]);
    expect((await fetch(`${catcher.url}/api/messages/${messages[0]?.id}`)).status).toBe(404);
  });

  it('answers a browser preflight', async () => {
    const res = await fetch(`${catcher.url}/api/messages`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5174', 'access-control-request-method': 'DELETE' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
