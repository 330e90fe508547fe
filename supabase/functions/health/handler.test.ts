import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { handleHealth } from './handler.ts';

const fixedNow = () => new Date('2026-11-21T18:00:00Z');
const newKeys: Record<string, string> = {
  SUPABASE_URL: 'http://api',
  SUPABASE_SECRET_KEYS: '{"default":"sb_secret_x"}',
  SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_x"}',
};
const legacyKeys: Record<string, string> = {
  SUPABASE_URL: 'http://api',
  SUPABASE_SERVICE_ROLE_KEY: 'service-jwt',
  SUPABASE_ANON_KEY: 'anon-jwt',
};
const from = (values: Record<string, string>) => (name: string) => values[name];

Deno.test('health answers ok with the time and that the Supabase settings are present', async () => {
  const response = handleHealth(new Request('http://local/health'), {
    env: from(newKeys),
    now: fixedNow,
  });
  assertEquals(response.status, 200);
  assertEquals(await response.json(), {
    status: 'ok',
    time: '2026-11-21T18:00:00.000Z',
    configured: true,
  });
});

Deno.test('health counts a project with only the legacy keys as configured', async () => {
  const response = handleHealth(new Request('http://local/health', { method: 'POST' }), {
    env: from(legacyKeys),
    now: fixedNow,
  });
  assertEquals((await response.json()).configured, true);
});

Deno.test('health reports a runtime without a secret key as not configured', async () => {
  const { SUPABASE_SECRET_KEYS: _, ...withoutSecret } = newKeys;
  const response = handleHealth(new Request('http://local/health', { method: 'POST' }), {
    env: from(withoutSecret),
    now: fixedNow,
  });
  assertEquals((await response.json()).configured, false);
});

Deno.test('health refuses methods other than GET and POST', () => {
  const response = handleHealth(new Request('http://local/health', { method: 'DELETE' }), {
    env: from(newKeys),
    now: fixedNow,
  });
  assertEquals(response.status, 405);
});
