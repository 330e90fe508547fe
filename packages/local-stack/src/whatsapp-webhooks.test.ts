// The WhatsApp catcher's notifications, received by a small webhook that checks Meta's signature
// as the project's own must: statuses, replies, raw bodies and the callback URL's check.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { buildTemplateMessage } from '@venue/domain/whatsapp-templates';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from './ports.ts';
import { startWhatsappCatcher, type WhatsappCatcher } from './whatsapp.ts';

const appSecret = 'test_app_secret';
const verifyToken = 'test_verify_token';
type Received = { method: string; url: string; signature?: string; body: string };
let received: Received[] = [];
let receiver: Server;
let catcher: WhatsappCatcher;

/** The webhook: refuses a body whose signature is not the app secret's HMAC of it, as it should. */
function startReceiver(port: number) {
  receiver = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const signature = req.headers['x-hub-signature-256'] as string | undefined;
    received.push({ method: req.method ?? '', url: req.url ?? '', signature, body });
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET') {
      const isOurs = url.searchParams.get('hub.verify_token') === verifyToken;
      res.writeHead(isOurs ? 200 : 403).end(isOurs ? url.searchParams.get('hub.challenge') : '');
      return;
    }
    const expected = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
    if (signature !== expected) res.writeHead(401).end('bad signature');
    else res.writeHead(200).end('EVENT_RECEIVED');
  });
  return new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve));
}

beforeAll(async () => {
  const receiverPort = await freePort();
  await startReceiver(receiverPort);
  catcher = await startWhatsappCatcher({
    port: await freePort(),
    accessToken: 'token',
    phoneNumberId: '100000000000001',
    businessAccountId: '200000000000002',
    appSecret,
    verifyToken,
    webhookUrl: `http://127.0.0.1:${receiverPort}/functions/v1/whatsapp-webhook`,
    displayPhoneNumber: '97022950000',
  });
});
afterAll(async () => {
  await catcher.stop();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  received = [];
});

/** Sends one reminder through the catcher; answers its wamid. */
async function sentMessage(): Promise<string> {
  const request = buildTemplateMessage({
    to: '970591234567',
    template: 'booking_reminder',
    language: 'ar',
    params: ['سارة', 'SZ-7K4Q', 'الجمعة', '20:15'],
    buttonParams: ['a', 'b'],
  });
  const res = await fetch(`${catcher.url}/v21.0/100000000000001/messages`, {
    method: 'POST',
    headers: { authorization: 'Bearer token', 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  return ((await res.json()) as { messages: { id: string }[] }).messages[0]?.id ?? '';
}

function webhook(kind: string, body: unknown) {
  return fetch(`${catcher.url}/api/webhooks/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The `value` of the one notification the webhook received, after its signature and envelope. */
function receivedValue(): Record<string, unknown> {
  expect(received).toHaveLength(1);
  const [only] = received;
  expect(only?.method).toBe('POST');
  expect(only?.url).toBe('/functions/v1/whatsapp-webhook');
  const hmac = createHmac('sha256', appSecret)
    .update(only?.body ?? '')
    .digest('hex');
  expect(only?.signature).toBe(`sha256=${hmac}`);
  const payload = JSON.parse(only?.body ?? '{}');
  expect(payload).toMatchObject({
    object: 'whatsapp_business_account',
    entry: [{ id: '200000000000002', changes: [{ field: 'messages' }] }],
  });
  const { value } = payload.entry[0].changes[0];
  expect(value).toMatchObject({
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: '97022950000', phone_number_id: '100000000000001' },
  });
  return value;
}

describe('the WhatsApp catcher notifies the webhook', () => {
  it("of a message's status, signed with the app secret", async () => {
    const id = await sentMessage();
    const res = await webhook('status', { id, status: 'delivered' });
    expect(await res.json()).toEqual({ status: 200, body: 'EVENT_RECEIVED' });
    expect(receivedValue().statuses).toEqual([
      {
        id,
        status: 'delivered',
        timestamp: expect.stringMatching(/^\d{10}$/),
        recipient_id: '970591234567',
      },
    ]);
  });

  it('of a failed message with its error', async () => {
    const id = await sentMessage();
    await webhook('status', { id, status: 'failed', errorCode: 131049, errorTitle: 'Not sent' });
    const [status] = receivedValue().statuses as Record<string, unknown>[];
    expect(status).toMatchObject({
      status: 'failed',
      errors: [{ code: 131049, title: 'Not sent', error_data: { details: 'Not sent' } }],
    });
  });

  it("of a customer's reply to a message", async () => {
    const id = await sentMessage();
    const res = await webhook('reply', { from: '970591234567', text: 'STOP', contextId: id });
    expect(((await res.json()) as { status: number }).status).toBe(200);
    const value = receivedValue();
    expect(value.contacts).toEqual([{ profile: { name: 'Customer' }, wa_id: '970591234567' }]);
    expect(value.messages).toEqual([
      {
        context: { from: '97022950000', id },
        from: '970591234567',
        id: expect.stringMatching(/^wamid\./),
        timestamp: expect.stringMatching(/^\d{10}$/),
        type: 'text',
        text: { body: 'STOP' },
      },
    ]);
  });

  it('refuses a status for no caught message, or one Meta does not send', async () => {
    expect((await webhook('status', { id: 'wamid.none', status: 'read' })).status).toBe(404);
    expect((await webhook('status', { id: await sentMessage(), status: 'seen' })).status).toBe(400);
    expect((await webhook('reply', { from: '+97059', text: 'hi' })).status).toBe(400);
    expect(received).toEqual([]);
  });
});

describe('a raw notification', () => {
  const body = '{"object":"whatsapp_business_account","entry":[]}';

  it('goes as given with a wrong signature, which the webhook refuses', async () => {
    const res = await webhook('raw', { body, signature: 'sha256=00' });
    expect(await res.json()).toEqual({ status: 401, body: 'bad signature' });
    expect(received).toEqual([expect.objectContaining({ body, signature: 'sha256=00' })]);
  });

  it('goes unsigned with a null signature, and signed when none is given', async () => {
    expect(await (await webhook('raw', { body, signature: null })).json()).toMatchObject({
      status: 401,
    });
    expect(received[0]?.signature).toBeUndefined();
    expect(await (await webhook('raw', { body })).json()).toEqual({
      status: 200,
      body: 'EVENT_RECEIVED',
    });
  });
});

describe("Meta's check of the callback URL", () => {
  it('sends the verify token and the webhook answers the challenge', async () => {
    const answer = (await (await webhook('verify', {})).json()) as Record<string, unknown>;
    expect(answer).toEqual({ status: 200, body: answer.challenge, challenge: expect.any(String) });
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.url).toContain('hub.mode=subscribe');
  });

  it('with another token, the webhook refuses', async () => {
    const answer = await (await webhook('verify', { verifyToken: 'guess' })).json();
    expect(answer).toMatchObject({ status: 403 });
  });
});

describe('a webhook that does not answer', () => {
  it('makes the catcher answer 502', async () => {
    const lonely = await startWhatsappCatcher({
      port: await freePort(),
      accessToken: 'token',
      phoneNumberId: '1',
      businessAccountId: '2',
      appSecret,
      verifyToken,
      webhookUrl: `http://127.0.0.1:${await freePort()}/whatsapp-webhook`,
    });
    try {
      const res = await fetch(`${lonely.url}/api/webhooks/raw`, {
        method: 'POST',
        body: JSON.stringify({ body: '{}' }),
      });
      expect(res.status).toBe(502);
      expect(((await res.json()) as { error: string }).error).toContain('did not answer');
    } finally {
      await lonely.stop();
    }
  });
});
