import { describe, expect, it } from 'vitest';
import { startNotificationTick } from './notification-tick.ts';

describe('the notification tick', () => {
  it('posts to send-notifications with the secret key each period, one call at a time, until stopped', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    let release: () => void = () => {};
    const logs: string[] = [];
    const tick = startNotificationTick({
      apiUrl: 'http://127.0.0.1:1',
      secretKey: 'sb_secret_x',
      log: (line) => logs.push(line),
      everyMs: 20,
      fetchFn: (async (url: string, init: RequestInit) => {
        calls.push({ url, headers: init.headers as Record<string, string> });
        // The first call hangs for a while: the ticks meanwhile make no second call.
        if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return new Response(JSON.stringify({ claimed: calls.length === 1 ? 2 : 0 }), {
          status: 200,
        });
      }) as typeof fetch,
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(calls).toHaveLength(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 120));
    await tick.stop();
    const made = calls.length;
    expect(made).toBeGreaterThan(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toHaveLength(made);
    expect(calls[0]).toEqual({
      url: 'http://127.0.0.1:1/functions/v1/send-notifications',
      headers: { authorization: 'Bearer sb_secret_x', apikey: 'sb_secret_x' },
    });
    // What it sent is logged; an empty round is not.
    expect(logs).toEqual(['[notifications] {"claimed":2}']);
  });

  it('logs a refusal and an unreachable function, and keeps ticking', async () => {
    const logs: string[] = [];
    let call = 0;
    const tick = startNotificationTick({
      apiUrl: 'http://api',
      secretKey: 'k',
      log: (line) => logs.push(line),
      everyMs: 15,
      fetchFn: (async () => {
        call += 1;
        if (call === 1)
          return new Response('{"code":"outbox.secret_key_required"}', { status: 401 });
        throw new Error('connect ECONNREFUSED');
      }) as unknown as typeof fetch,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await tick.stop();
    expect(logs[0]).toBe('[notifications] HTTP 401: {"code":"outbox.secret_key_required"}');
    expect(logs[1]).toBe('[notifications] connect ECONNREFUSED');
  });
});
