import { LOCAL_MAIL_API_KEY } from '@venue/local-stack/config';
import type { CaughtMessage } from '@venue/local-stack/mail';
import { describe, expect, inject, it } from 'vitest';

const stack = inject('stack');

function send(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${stack.mailUrl}/emails`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${LOCAL_MAIL_API_KEY}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

async function queueFaults(responses: unknown[]) {
  const res = await fetch(`${stack.mailUrl}/api/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ responses }),
  });
  expect(res.status).toBe(200);
}

async function caught(subject: string): Promise<CaughtMessage[]> {
  const res = await fetch(`${stack.mailUrl}/api/messages`);
  expect(res.status).toBe(200);
  const all = (await res.json()) as CaughtMessage[];
  return all.filter((m) => m.subject === subject);
}

describe('the mail catcher takes Resend-shaped requests', () => {
  it('catches a message and lists it, newest first, with its parts', async () => {
    const subject = `Bowling Booking Confirmed - ${crypto.randomUUID()}`;
    const first = await send({
      from: 'Venue <bookings@example.com>',
      to: ['guest@example.com'],
      subject,
      html: '<p>See you <strong>soon</strong></p>',
      text: 'See you soon',
      reply_to: 'hello@example.com',
      attachments: [
        { filename: 'booking.ics', content: Buffer.from('BEGIN:VCALENDAR').toString('base64') },
      ],
    });
    expect(first.status).toBe(200);
    const { id } = (await first.json()) as { id: string };
    const second = await send({
      from: 'Venue <bookings@example.com>',
      to: 'other@example.com',
      subject,
      text: 'Second',
    });
    const { id: secondId } = (await second.json()) as { id: string };

    const messages = await caught(subject);
    expect(messages.map((m) => m.id)).toEqual([secondId, id]);
    expect(messages[1]).toMatchObject({
      id,
      from: 'Venue <bookings@example.com>',
      to: ['guest@example.com'],
      subject,
      html: '<p>See you <strong>soon</strong></p>',
      text: 'See you soon',
      reply_to: ['hello@example.com'],
    });
    expect(messages[1]?.attachments[0]).toMatchObject({ filename: 'booking.ics', size: 15 });
    expect(Date.parse(messages[1]?.created_at ?? '')).not.toBeNaN();

    const page = await (await fetch(stack.mailUrl)).text();
    expect(page).toContain(subject);
  });

  it('sends one message per idempotency key, and refuses the key with another payload', async () => {
    const subject = `Idempotent ${crypto.randomUUID()}`;
    const body = { from: 'a@example.com', to: 'b@example.com', subject, text: 'once' };
    const key = { 'idempotency-key': `booking-${crypto.randomUUID()}` };
    const a = (await (await send(body, key)).json()) as { id: string };
    const b = (await (await send(body, key)).json()) as { id: string };
    expect(b.id).toBe(a.id);
    expect(await caught(subject)).toHaveLength(1);
    const conflict = await send({ ...body, text: 'changed' }, key);
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ name: 'invalid_idempotent_request' });
  });

  it('refuses a request without the API key or with a wrong one', async () => {
    const body = { from: 'a@example.com', to: 'b@example.com', subject: 'x', text: 'x' };
    const missing = await fetch(`${stack.mailUrl}/emails`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ name: 'missing_api_key' });
    const wrong = await send(body, { authorization: 'Bearer re_wrong' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ name: 'invalid_api_key' });
  });

  it('refuses a message without a recipient', async () => {
    const res = await send({ from: 'a@example.com', subject: 'x', text: 'x' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      name: 'validation_error',
      message: 'Missing `to` field.',
    });
  });

  it('plays queued provider faults, one per send, then accepts again', async () => {
    const queued = await fetch(`${stack.mailUrl}/api/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ responses: [{ status: 429, retry_after: 2 }, { status: 503 }] }),
    });
    expect(await queued.json()).toEqual({ queued: 2 });
    const body = { from: 'a@example.com', to: 'b@example.com', subject: 'fault play', text: 'x' };

    const limited = await send(body);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect((await send(body)).status).toBe(503);
    expect((await send(body)).status).toBe(200);
    expect(await caught('fault play')).toHaveLength(1);
  });

  it('refuses a fault that is not an error status', async () => {
    const res = await fetch(`${stack.mailUrl}/api/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ responses: [{ status: 200 }] }),
    });
    expect(res.status).toBe(422);
  });

  it('hangs a send for delay_ms, then accepts it', async () => {
    await queueFaults([{ delay_ms: 400 }]);
    const subject = `slow ${crypto.randomUUID()}`;
    const started = Date.now();
    const res = await send({ from: 'a@example.com', to: 'b@example.com', subject, text: 'x' });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(await caught(subject)).toHaveLength(1);
  });

  it('a hung send the client gave up on is never caught, and the next send goes through', async () => {
    await queueFaults([{ delay_ms: 30_000 }]);
    const subject = `abandoned ${crypto.randomUUID()}`;
    const body = { from: 'a@example.com', to: 'b@example.com', subject, text: 'x' };
    const abandoned = fetch(`${stack.mailUrl}/emails`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${LOCAL_MAIL_API_KEY}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(200),
    });
    await expect(abandoned).rejects.toThrow();
    expect(await caught(subject)).toHaveLength(0);
    expect((await send(body)).status).toBe(200);
    expect(await caught(subject)).toHaveLength(1);
  });

  it('hangs, then answers the fault status when both are given', async () => {
    await queueFaults([{ delay_ms: 100, status: 503 }]);
    const subject = `slow failure ${crypto.randomUUID()}`;
    const res = await send({ from: 'a@example.com', to: 'b@example.com', subject, text: 'x' });
    expect(res.status).toBe(503);
    expect(await caught(subject)).toHaveLength(0);
  });

  it('refuses a fault with a bad delay or neither status nor delay, and queues none of it', async () => {
    for (const responses of [
      [{ delay_ms: -1 }],
      [{ delay_ms: 1.5 }],
      [{ delay_ms: 500_000 }],
      [{}],
    ]) {
      const res = await fetch(`${stack.mailUrl}/api/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ responses: [{ status: 500 }, ...responses] }),
      });
      expect(res.status).toBe(422);
    }
    const subject = `after refusals ${crypto.randomUUID()}`;
    const res = await send({ from: 'a@example.com', to: 'b@example.com', subject, text: 'x' });
    expect(res.status).toBe(200);
  });
});
