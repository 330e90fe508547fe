import { describe, expect, inject, it } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import { anonClient } from '../src/testing/clients.ts';

const stack = inject('stack');
const healthUrl = `${stack.apiUrl}/functions/v1/health`;

describe('edge functions run under Deno behind the gateway', () => {
  it('answers an invocation through supabase-js with the anon key', async () => {
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
    const { data, error } = await client.functions.invoke('health', { body: {} });
    expect(error).toBeNull();
    expect(data.status).toBe('ok');
  });

  it('refuses a call without a JWT', async () => {
    const res = await fetch(healthUrl);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Missing authorization header' });
  });

  it('refuses a JWT signed with another secret', async () => {
    const forged = await signJwt(
      { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 },
      'a-different-secret-that-is-at-least-32-characters',
    );
    const res = await fetch(healthUrl, { headers: { authorization: `Bearer ${forged}` } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Invalid JWT' });
  });

  it('refuses an expired JWT', async () => {
    const expired = await signJwt(
      { role: 'anon', exp: Math.floor(Date.now() / 1000) - 60 },
      stack.jwtSecret,
    );
    const res = await fetch(healthUrl, { headers: { authorization: `Bearer ${expired}` } });
    expect(res.status).toBe(401);
  });

  it('answers 404 for a function that does not exist', async () => {
    const res = await fetch(`${stack.apiUrl}/functions/v1/no-such-function`, {
      headers: { authorization: `Bearer ${stack.anonKey}` },
    });
    expect(res.status).toBe(404);
  });
});
