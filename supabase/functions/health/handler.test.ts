import { deepStrictEqual as assertEquals } from 'node:assert/strict';
import { handleHealth } from './handler.ts';

const fixedNow = () => new Date('2026-11-21T18:00:00Z');
const allSet = (name: string) => `value of ${name}`;

Deno.test('health answers ok with the time and that the Supabase settings are present', async () => {
  const response = handleHealth(new Request('http://local/health'), { env: allSet, now: fixedNow });
  assertEquals(response.status, 200);
  assertEquals(await response.json(), {
    status: 'ok',
    time: '2026-11-21T18:00:00.000Z',
    configured: true,
  });
});

Deno.test('health reports a runtime without the service-role key as not configured', async () => {
  const env = (name: string) => (name === 'SUPABASE_SERVICE_ROLE_KEY' ? undefined : allSet(name));
  const response = handleHealth(new Request('http://local/health', { method: 'POST' }), {
    env,
    now: fixedNow,
  });
  assertEquals((await response.json()).configured, false);
});

Deno.test('health refuses methods other than GET and POST', () => {
  const response = handleHealth(new Request('http://local/health', { method: 'DELETE' }), {
    env: allSet,
    now: fixedNow,
  });
  assertEquals(response.status, 405);
});

Deno.test('health answers CORS preflights', () => {
  const response = handleHealth(new Request('http://local/health', { method: 'OPTIONS' }), {
    env: allSet,
    now: fixedNow,
  });
  assertEquals(response.status, 204);
  assertEquals(response.headers.get('access-control-allow-origin'), '*');
});
