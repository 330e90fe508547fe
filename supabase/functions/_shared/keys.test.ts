import { deepStrictEqual as assertEquals, throws as assertThrows } from 'node:assert/strict';
import { projectKey, requireProjectKey } from './keys.ts';

const from = (values: Record<string, string>) => (name: string) => values[name];

Deno.test('the new keys come from the JSON the platform injects, by their default name', () => {
  const env = from({
    SUPABASE_SECRET_KEYS: '{"default":"sb_secret_a","ci":"sb_secret_b"}',
    SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_a"}',
  });
  assertEquals(projectKey(env, 'secret'), 'sb_secret_a');
  assertEquals(projectKey(env, 'publishable'), 'sb_publishable_a');
});

Deno.test('the new keys win over the legacy ones when a project has both', () => {
  const env = from({
    SUPABASE_SECRET_KEYS: '{"default":"sb_secret_a"}',
    SUPABASE_SERVICE_ROLE_KEY: 'service-jwt',
  });
  assertEquals(projectKey(env, 'secret'), 'sb_secret_a');
});

Deno.test('a project with only the legacy keys uses them', () => {
  const env = from({ SUPABASE_SERVICE_ROLE_KEY: 'service-jwt', SUPABASE_ANON_KEY: 'anon-jwt' });
  assertEquals(projectKey(env, 'secret'), 'service-jwt');
  assertEquals(projectKey(env, 'publishable'), 'anon-jwt');
});

Deno.test('unreadable or empty key JSON falls back to the legacy variable', () => {
  for (const raw of ['not json', '[]', '{"other":"sb_secret_a"}', '{"default":""}', 'null']) {
    const env = from({ SUPABASE_SECRET_KEYS: raw, SUPABASE_SERVICE_ROLE_KEY: 'service-jwt' });
    assertEquals(projectKey(env, 'secret'), 'service-jwt', raw);
  }
});

Deno.test('no key at all is null, and requiring it names both variables', () => {
  assertEquals(projectKey(from({}), 'secret'), null);
  assertThrows(
    () => requireProjectKey(from({ SUPABASE_SERVICE_ROLE_KEY: '  ' }), 'secret'),
    /Missing secret key: set SUPABASE_SECRET_KEYS \(JSON with "default"\) or SUPABASE_SERVICE_ROLE_KEY/,
  );
});
