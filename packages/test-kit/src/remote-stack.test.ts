// Pins how a test run reads another Supabase from TEST_SUPABASE_* variables.
import { describe, expect, it } from 'vitest';
import { remoteStackFromEnv } from './remote-stack.ts';

const base = {
  TEST_SUPABASE_URL: 'http://127.0.0.1:54321/',
  TEST_SUPABASE_DB_URL: 'postgresql://postgres:postgres@127.0.0.1:54322/postgres',
  TEST_MAIL_URL: 'http://127.0.0.1:54324',
};

describe('a test run against another Supabase', () => {
  it('is off unless TEST_SUPABASE_URL is set', () => {
    expect(remoteStackFromEnv({})).toBeNull();
  });

  it('uses the new keys when given, and knows which kinds the project has', () => {
    const stack = remoteStackFromEnv({
      ...base,
      TEST_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
      TEST_SUPABASE_SECRET_KEY: 'sb_secret_x',
    });
    expect(stack).toMatchObject({
      apiUrl: 'http://127.0.0.1:54321',
      apiKeys: 'new',
      publicKey: 'sb_publishable_x',
      serverKey: 'sb_secret_x',
    });
    const both = remoteStackFromEnv({
      ...base,
      TEST_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
      TEST_SUPABASE_SECRET_KEY: 'sb_secret_x',
      TEST_SUPABASE_ANON_KEY: 'anon',
      TEST_SUPABASE_SERVICE_ROLE_KEY: 'service',
    });
    expect(both?.apiKeys).toBe('both');
    const legacy = remoteStackFromEnv({
      ...base,
      TEST_SUPABASE_ANON_KEY: 'anon',
      TEST_SUPABASE_SERVICE_ROLE_KEY: 'service',
    });
    expect(legacy).toMatchObject({ apiKeys: 'legacy', publicKey: 'anon', serverKey: 'service' });
  });

  it('reads the WhatsApp catcher the functions send to, when one is named', () => {
    const keys = {
      TEST_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
      TEST_SUPABASE_SECRET_KEY: 'sb_secret_x',
    };
    expect(remoteStackFromEnv({ ...base, ...keys })?.whatsappUrl).toBe('');
    const named = remoteStackFromEnv({
      ...base,
      ...keys,
      TEST_WHATSAPP_URL: 'http://127.0.0.1:54325/',
    });
    expect(named?.whatsappUrl).toBe('http://127.0.0.1:54325');
  });

  it('names every variable that is missing', () => {
    expect(() => remoteStackFromEnv({ TEST_SUPABASE_URL: 'http://x' })).toThrow(
      'TEST_SUPABASE_URL is set, so the tests run against it; also set TEST_SUPABASE_DB_URL, TEST_MAIL_URL, TEST_SUPABASE_PUBLISHABLE_KEY and TEST_SUPABASE_SECRET_KEY (or the legacy TEST_SUPABASE_ANON_KEY and TEST_SUPABASE_SERVICE_ROLE_KEY).',
    );
  });
});
