import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { handleWhatsappWebhook, isSignedBy, type WebhookDeps } from './handler.ts';

const secret = 'app_secret_test';

async function sign(body: string, key = secret): Promise<string> {
  const hmac = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const bytes = await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(body));
  return `sha256=${Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function deps() {
  const statuses: unknown[] = [];
  const replies: unknown[] = [];
  const value: WebhookDeps = {
    appSecret: secret,
    verifyToken: 'verify_me',
    recordStatus: (status) => {
      statuses.push(status);
      return Promise.resolve(status.messageId !== 'wamid.unknown');
    },
    recordReply: (reply) => {
      replies.push(reply);
      return Promise.resolve(reply.text.trim().toUpperCase() === 'STOP' ? 'opted_out' : 'kept');
    },
    log: () => {},
  };
  return { value, statuses, replies };
}

const payload = JSON.stringify({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '200000000000002',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            statuses: [
              {
                id: 'wamid.1',
                status: 'delivered',
                timestamp: '1890000000',
                recipient_id: '970591234567',
              },
              {
                id: 'wamid.unknown',
                status: 'failed',
                timestamp: '1890000001',
                errors: [{ code: 131026, title: 'Message undeliverable' }],
              },
            ],
            messages: [
              { from: '970591234567', id: 'wamid.in1', type: 'text', text: { body: 'STOP' } },
            ],
          },
        },
      ],
    },
  ],
});

const post = (body: string, signature: string | null) =>
  new Request('http://local/whatsapp-webhook', {
    method: 'POST',
    headers: signature ? { 'x-hub-signature-256': signature } : {},
    body,
  });

Deno.test('refuses a body whose signature is missing, wrong or of another body, and records nothing', async () => {
  for (const signature of [
    null,
    await sign(payload, 'another'),
    await sign(`${payload} `),
    'sha256=zz',
  ]) {
    const { value, statuses, replies } = deps();
    const response = await handleWhatsappWebhook(post(payload, signature), value);
    assertEquals(response.status, 401);
    assertEquals((await response.json()).code, 'whatsapp.bad_signature');
    assertEquals([statuses, replies], [[], []]);
  }
});

Deno.test('records each status with its time and error, and a reply of STOP', async () => {
  const { value, statuses, replies } = deps();
  const response = await handleWhatsappWebhook(post(payload, await sign(payload)), value);
  assertEquals(response.status, 200);
  assertEquals(await response.json(), { statuses: 1, unknown: 1, replies: 1, optedOut: 1 });
  assertEquals(statuses, [
    { messageId: 'wamid.1', status: 'delivered', at: '2029-11-22T00:00:00.000Z', error: null },
    {
      messageId: 'wamid.unknown',
      status: 'failed',
      at: '2029-11-22T00:00:01.000Z',
      error: '(#131026) Message undeliverable',
    },
  ]);
  assertEquals(replies, [{ messageId: 'wamid.in1', from: '970591234567', text: 'STOP' }]);
});

Deno.test("answers Meta's check of the callback URL with the challenge, only for the verify token", async () => {
  const { value } = deps();
  const good = await handleWhatsappWebhook(
    new Request('http://local/w?hub.mode=subscribe&hub.verify_token=verify_me&hub.challenge=42'),
    value,
  );
  assertEquals([good.status, await good.text()], [200, '42']);
  const bad = await handleWhatsappWebhook(
    new Request('http://local/w?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=42'),
    value,
  );
  assertEquals(bad.status, 403);
});

Deno.test('a project without the app secret refuses every notification', async () => {
  const { value } = deps();
  const response = await handleWhatsappWebhook(post(payload, await sign(payload)), {
    ...value,
    appSecret: undefined,
  });
  assertEquals(response.status, 503);
  assertEquals(await isSignedBy(new Uint8Array(), null, secret), false);
});
