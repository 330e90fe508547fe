import { signJwt } from '@venue/local-stack/jwt';
import { describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const notes = `${stack.apiUrl}/rest/v1/stack_notes?select=body`;
const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** The role PostgREST ran the request as, read back from the request's JWT claims. */
async function roleOf(headers: Record<string, string>): Promise<string | number> {
  const res = await fetch(`${stack.apiUrl}/rest/v1/rpc/stack_request_role`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });
  return res.ok ? ((await res.json()) as string) : res.status;
}

describe("the gateway routes like Supabase's", () => {
  it('refuses API calls without an apikey', async () => {
    const res = await fetch(notes);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it("refuses an apikey that is not one of the project's keys", async () => {
    for (const apikey of ['not-a-key', 'sb_publishable_someone_elses', 'sb_secret_someone_elses']) {
      const res = await fetch(`${stack.apiUrl}/auth/v1/settings`, { headers: { apikey } });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: 'Invalid API key' });
    }
  });

  it('accepts the apikey as a URL parameter too', async () => {
    const res = await fetch(`${notes}&apikey=${stack.publishableKey}`);
    expect(res.status).toBe(200);
  });

  it('answers CORS preflights for browser apps on other origins', async () => {
    const res = await fetch(`${stack.apiUrl}/rest/v1/stack_notes`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'authorization, apikey, content-type, x-client-info',
    );
  });

  it('adds CORS headers to proxied answers', async () => {
    const res = await fetch(notes, {
      headers: { apikey: stack.publishableKey, origin: 'http://127.0.0.1:5174' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('content-range');
  });

  it('answers 404 for paths it does not route', async () => {
    const res = await fetch(`${stack.apiUrl}/graphql/v1`, {
      headers: { apikey: stack.publishableKey },
    });
    expect(res.status).toBe(404);
  });
});

describe('the publishable and secret keys act as the anon and service roles', () => {
  it('the local keys are the ones the Supabase CLI prints', () => {
    expect(stack.publishableKey).toBe('sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
    expect(stack.secretKey).toBe('sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz');
  });

  it('a publishable key alone is anon, and so is one also sent as the bearer token', async () => {
    expect(await roleOf({ apikey: stack.publishableKey })).toBe('anon');
    expect(
      await roleOf({
        apikey: stack.publishableKey,
        authorization: `Bearer ${stack.publishableKey}`,
      }),
    ).toBe('anon');
  });

  it('a secret key is the service role', async () => {
    expect(await roleOf({ apikey: stack.secretKey })).toBe('service_role');
    expect(
      await roleOf({ apikey: stack.secretKey, authorization: `Bearer ${stack.secretKey}` }),
    ).toBe('service_role');
  });

  it("a user's own token goes through beside the publishable key", async () => {
    const token = await signJwt(
      {
        role: 'authenticated',
        sub: '00000000-0000-4000-8000-000000000001',
        exp: Math.floor(Date.now() / 1000) + 600,
      },
      stack.jwtSecret,
    );
    expect(await roleOf({ apikey: stack.publishableKey, authorization: `Bearer ${token}` })).toBe(
      'authenticated',
    );
  });

  it('a bearer secret key with the publishable key is not the service role', async () => {
    expect(
      await roleOf({ apikey: stack.publishableKey, authorization: `Bearer ${stack.secretKey}` }),
    ).toBe('anon');
  });

  it('refuses a secret key sent by a browser', async () => {
    const res = await fetch(notes, {
      headers: { apikey: stack.secretKey, 'user-agent': browserAgent },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      message: 'Forbidden use of secret API key in browser',
    });
    expect(await roleOf({ apikey: stack.publishableKey, 'user-agent': browserAgent })).toBe('anon');
  });

  it('the legacy JWT keys keep working while the project has them', async () => {
    expect(await roleOf({ apikey: stack.anonKey })).toBe('anon');
    expect(await roleOf({ apikey: stack.serviceRoleKey })).toBe('service_role');
  });
});
