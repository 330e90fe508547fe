import { signJwt } from '@venue/local-stack/jwt';
import { describe, expect, inject, it } from 'vitest';
import { anonClient } from '../src/clients.ts';

const stack = inject('stack');
// A function with verify_jwt on (config.toml): the gateway checks the token before it runs.
const guardedUrl = `${stack.apiUrl}/functions/v1/staff-accounts`;

function post(url: string, headers: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ action: 'delete', id: '00000000-0000-4000-8000-000000000000' }),
  });
}

describe('edge functions run under Deno behind the gateway', () => {
  it('answers an invocation through supabase-js with the publishable key', async () => {
    const { data, error } = await anonClient(stack).functions.invoke('health', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'ok', configured: true });
  });

  it("passes a signed-in user's token through to the function", async () => {
    const client = anonClient(stack);
    const { error: signInError } = await client.auth.signInWithPassword({
      email: 'reception@example.com',
      password: 'reception-demo-123',
    });
    expect(signInError).toBeNull();
    // Reception is staff but not the manager: the function itself answers 403.
    const { error } = await client.functions.invoke('staff-accounts', {
      body: { action: 'delete', id: '00000000-0000-4000-8000-000000000000' },
    });
    const response = (error as { context?: Response }).context;
    expect(response?.status).toBe(403);
    expect(await response?.json()).toEqual({
      code: 'access.manager_only',
      params: { action: 'manage staff accounts' },
      error: 'Only the manager can manage staff accounts.',
    });
  });

  it('refuses a call to a verify_jwt function without a JWT', async () => {
    const res = await post(guardedUrl, { apikey: stack.publishableKey });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Missing authorization header' });
  });

  it('refuses the publishable or secret key as a bearer token: they are not JWTs', async () => {
    for (const key of [stack.publishableKey, stack.secretKey]) {
      const res = await post(guardedUrl, { apikey: key, authorization: `Bearer ${key}` });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: 'Invalid JWT' });
    }
  });

  it('refuses a JWT signed with another secret', async () => {
    const forged = await signJwt(
      { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 },
      'a-different-secret-that-is-at-least-32-characters',
    );
    const res = await post(guardedUrl, { authorization: `Bearer ${forged}` });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Invalid JWT' });
  });

  it('refuses an expired JWT', async () => {
    const expired = await signJwt(
      { role: 'anon', exp: Math.floor(Date.now() / 1000) - 60 },
      stack.jwtSecret,
    );
    const res = await post(guardedUrl, { authorization: `Bearer ${expired}` });
    expect(res.status).toBe(401);
  });

  it('answers 404 for a function that does not exist', async () => {
    const res = await fetch(`${stack.apiUrl}/functions/v1/no-such-function`, {
      headers: { authorization: `Bearer ${stack.anonKey}` },
    });
    expect(res.status).toBe(404);
  });
});

describe('function answers pass through the gateway unchanged, as on the platform', () => {
  const origin = 'http://127.0.0.1:5174';

  it('the preflight reaches the function (no JWT needed) and carries its CORS headers', async () => {
    const res = await fetch(guardedUrl, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-client-info');
    // The function's own list, not the gateway's echo of the request.
    expect(res.headers.get('access-control-allow-headers')).toContain('x-retry-count');
    expect(res.headers.get('access-control-max-age')).toBeNull();
  });

  it("a function's refusal carries the function's CORS headers", async () => {
    const token = await signJwt(
      {
        role: 'authenticated',
        sub: '00000000-0000-4000-8000-000000000009',
        exp: Math.floor(Date.now() / 1000) + 600,
      },
      stack.jwtSecret,
    );
    const res = await post(guardedUrl, {
      origin,
      apikey: stack.publishableKey,
      authorization: `Bearer ${token}`,
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-retry-count');
    expect(res.headers.get('access-control-expose-headers')).toBeNull();
    expect(await res.json()).toEqual({
      code: 'access.signed_out',
      params: {},
      error: 'Please sign in as staff to do this.',
    });
  });
});
