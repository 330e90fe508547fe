import { describe, expect, inject, it } from 'vitest';

const stack = inject('stack');

describe("the gateway routes like Supabase's", () => {
  it('refuses API calls without an apikey', async () => {
    const res = await fetch(`${stack.apiUrl}/rest/v1/stack_notes`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it("refuses an apikey that is not one of the project's keys", async () => {
    const res = await fetch(`${stack.apiUrl}/auth/v1/settings`, {
      headers: { apikey: 'not-a-key' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('accepts the apikey as a URL parameter too', async () => {
    const res = await fetch(
      `${stack.apiUrl}/rest/v1/stack_notes?select=body&apikey=${stack.anonKey}`,
    );
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
    const res = await fetch(`${stack.apiUrl}/rest/v1/stack_notes?select=body`, {
      headers: { apikey: stack.anonKey, origin: 'http://127.0.0.1:5174' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('content-range');
  });

  it('answers 404 for paths it does not route', async () => {
    const res = await fetch(`${stack.apiUrl}/graphql/v1`, { headers: { apikey: stack.anonKey } });
    expect(res.status).toBe(404);
  });
});
