import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  apiUrl,
  clientKeys,
  configFromEnv,
  dbUrl,
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  mailApiUrl,
  whatsappApiUrl,
  whatsappWebhookUrl,
} from './config.ts';
import { functionEnv, functionKeyEnv } from './function-env.ts';
import { verifyJwt } from './jwt.ts';
import { repoRoot } from './paths.ts';
import { parseSize } from './supabase-config.ts';

describe('local keys', () => {
  it('are signed with the local JWT secret for the anon and service roles', async () => {
    expect((await verifyJwt(LOCAL_ANON_KEY, LOCAL_JWT_SECRET))?.role).toBe('anon');
    expect((await verifyJwt(LOCAL_SERVICE_ROLE_KEY, LOCAL_JWT_SECRET))?.role).toBe('service_role');
    expect(
      await verifyJwt(LOCAL_ANON_KEY, 'another-secret-of-at-least-thirty-two-chars'),
    ).toBeNull();
  });
});

describe('configFromEnv', () => {
  it("uses the Supabase CLI default ports, and Vite's preview port for the site preview", () => {
    expect(configFromEnv({}).ports).toEqual({
      api: 54321,
      db: 54322,
      mail: 54324,
      whatsapp: 54325,
      sitePreview: 4173,
    });
  });

  it('lets every port be overridden', () => {
    const env = {
      API_PORT: '6000',
      DB_PORT: '6001',
      MAIL_PORT: '6002',
      WHATSAPP_PORT: '6003',
      SITE_PREVIEW_PORT: '6004',
    };
    expect(configFromEnv(env).ports).toEqual({
      api: 6000,
      db: 6001,
      mail: 6002,
      whatsapp: 6003,
      sitePreview: 6004,
    });
  });

  it('refuses a WhatsApp port that is not one', () => {
    expect(() => configFromEnv({ WHATSAPP_PORT: '70000' })).toThrow(
      'WHATSAPP_PORT must be a port number, got "70000"',
    );
  });

  it('refuses a port that is not a number', () => {
    expect(() => configFromEnv({ API_PORT: 'api' })).toThrow(
      'API_PORT must be a port number, got "api"',
    );
  });

  it('refuses two services on one port, naming both settings', () => {
    expect(() => configFromEnv({ SITE_PREVIEW_PORT: '5173' })).toThrow(
      'SITE_PREVIEW_PORT and SITE_PORT are both 5173: give each service a port of its own.',
    );
    expect(() => configFromEnv({ DB_PORT: '7000', BACKOFFICE_PORT: '7000' })).toThrow(
      'DB_PORT and BACKOFFICE_PORT are both 7000',
    );
  });

  it('lets several services take any free port (0)', () => {
    expect(configFromEnv({ API_PORT: '0', DB_PORT: '0' }).ports).toMatchObject({ api: 0, db: 0 });
  });
});

describe('API keys', () => {
  it('are the Supabase CLI local keys and both kinds by default', () => {
    const config = configFromEnv({});
    expect(config.publishableKey).toBe('sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
    expect(config.secretKey).toBe('sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz');
    expect(config.apiKeys).toBe('both');
  });

  it('give apps and servers the new keys unless the project has only legacy ones', () => {
    for (const mode of ['both', 'new'] as const) {
      const config = configFromEnv({ STACK_API_KEYS: mode });
      expect(clientKeys(config)).toEqual({
        publicKey: config.publishableKey,
        serverKey: config.secretKey,
      });
    }
    const legacy = configFromEnv({ STACK_API_KEYS: 'legacy' });
    expect(clientKeys(legacy)).toEqual({
      publicKey: LOCAL_ANON_KEY,
      serverKey: LOCAL_SERVICE_ROLE_KEY,
    });
  });

  it('give the functions the variables Supabase injects for the keys the project has', () => {
    const both = functionKeyEnv(configFromEnv({}));
    expect(JSON.parse(both.SUPABASE_SECRET_KEYS ?? '')).toEqual({ default: LOCAL_SECRET_KEY });
    expect(JSON.parse(both.SUPABASE_PUBLISHABLE_KEYS ?? '')).toEqual({
      default: LOCAL_PUBLISHABLE_KEY,
    });
    expect(both.SUPABASE_SERVICE_ROLE_KEY).toBe(LOCAL_SERVICE_ROLE_KEY);
    expect(Object.keys(functionKeyEnv(configFromEnv({ STACK_API_KEYS: 'new' }))).sort()).toEqual([
      'SUPABASE_PUBLISHABLE_KEYS',
      'SUPABASE_SECRET_KEYS',
    ]);
    expect(Object.keys(functionKeyEnv(configFromEnv({ STACK_API_KEYS: 'legacy' }))).sort()).toEqual(
      ['SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'],
    );
  });

  it('refuses a mode it does not know', () => {
    expect(() => configFromEnv({ STACK_API_KEYS: 'old' })).toThrow(
      'STACK_API_KEYS must be both, new or legacy, got "old"',
    );
  });
});

describe('.env.example', () => {
  it('copied with other ports and nothing else changed, every local URL follows the ports', () => {
    const example = parseEnv(readFileSync(join(repoRoot, '.env.example'), 'utf8'));
    const config = configFromEnv({
      ...example,
      API_PORT: '6100',
      DB_PORT: '6101',
      MAIL_PORT: '6102',
      SITE_PORT: '6103',
      BACKOFFICE_PORT: '6104',
      WHATSAPP_PORT: '6105',
    });
    expect(apiUrl(config)).toBe('http://127.0.0.1:6100');
    expect(dbUrl(config)).toBe('postgresql://postgres:postgres@127.0.0.1:6101/postgres');
    expect(mailApiUrl(config)).toBe('http://127.0.0.1:6102');
    expect(config.siteUrl).toBe('http://127.0.0.1:6103');
    expect(config.backofficeUrl).toBe('http://127.0.0.1:6104');
    expect(whatsappApiUrl(config)).toBe('http://127.0.0.1:6105');
    expect(whatsappWebhookUrl(config)).toBe('http://127.0.0.1:6100/functions/v1/whatsapp-webhook');
    expect(example.VITE_SUPABASE_URL).toBeUndefined();
  });
});

describe('WhatsApp settings', () => {
  it('default to the catcher on its port, the local stand-in values and the webhook function', () => {
    const config = configFromEnv({});
    expect(whatsappApiUrl(config)).toBe('http://127.0.0.1:54325');
    expect(whatsappWebhookUrl(config)).toBe('http://127.0.0.1:54321/functions/v1/whatsapp-webhook');
    expect(config.whatsapp).toEqual({
      apiUrl: undefined,
      apiVersion: 'v21.0',
      phoneNumberId: '100000000000001',
      businessAccountId: '200000000000002',
      accessToken: 'local_whatsapp_access_token',
      appSecret: 'local_whatsapp_app_secret',
      verifyToken: 'local_whatsapp_verify_token',
      webhookUrl: undefined,
    });
  });

  it("follow a test stack's ports when no URL is set", () => {
    const ports = { api: 7000, db: 7001, mail: 7002, whatsapp: 7003, sitePreview: 7004 };
    const config = configFromEnv({}, { ports });
    expect(whatsappApiUrl(config)).toBe('http://127.0.0.1:7003');
    expect(whatsappWebhookUrl(config)).toBe('http://127.0.0.1:7000/functions/v1/whatsapp-webhook');
  });

  it('take every value from the environment', () => {
    const config = configFromEnv({
      WHATSAPP_API_URL: 'https://graph.facebook.com',
      WHATSAPP_API_VERSION: 'v23.0',
      WHATSAPP_PHONE_NUMBER_ID: '111',
      WHATSAPP_BUSINESS_ACCOUNT_ID: '222',
      WHATSAPP_ACCESS_TOKEN: 'token',
      WHATSAPP_APP_SECRET: 'secret',
      WHATSAPP_VERIFY_TOKEN: 'verify',
      WHATSAPP_WEBHOOK_URL: 'https://ref.supabase.co/functions/v1/whatsapp-webhook',
    });
    expect(whatsappApiUrl(config)).toBe('https://graph.facebook.com');
    expect(whatsappWebhookUrl(config)).toBe(
      'https://ref.supabase.co/functions/v1/whatsapp-webhook',
    );
    expect(config.whatsapp).toMatchObject({
      apiVersion: 'v23.0',
      phoneNumberId: '111',
      businessAccountId: '222',
      accessToken: 'token',
      appSecret: 'secret',
      verifyToken: 'verify',
    });
  });

  it("reach the functions beside the e-mail API's, the business account id aside", () => {
    const env = functionEnv(
      configFromEnv(
        {},
        { ports: { api: 7000, db: 7001, mail: 7002, whatsapp: 7003, sitePreview: 7004 } },
      ),
    );
    expect(env).toMatchObject({
      MAIL_API_URL: 'http://127.0.0.1:7002',
      WHATSAPP_API_URL: 'http://127.0.0.1:7003',
      WHATSAPP_API_VERSION: 'v21.0',
      WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
      WHATSAPP_ACCESS_TOKEN: 'local_whatsapp_access_token',
      WHATSAPP_APP_SECRET: 'local_whatsapp_app_secret',
      WHATSAPP_VERIFY_TOKEN: 'local_whatsapp_verify_token',
    });
    expect(env.WHATSAPP_BUSINESS_ACCOUNT_ID).toBeUndefined();
  });
});

describe("the site's deploy hook", () => {
  it("is the local preview's, on its port, unless SITE_DEPLOY_HOOK_URL names a host's", () => {
    const local = configFromEnv({ SITE_PREVIEW_PORT: '7010' });
    expect(functionEnv(local).SITE_DEPLOY_HOOK_URL).toBe(
      'http://127.0.0.1:7010/_preview/deploy-hook',
    );
    expect(configFromEnv({}).ports.sitePreview).toBe(4173);
    const hosted = configFromEnv({
      SITE_DEPLOY_HOOK_URL: 'https://api.netlify.com/build_hooks/5f1e',
    });
    expect(functionEnv(hosted).SITE_DEPLOY_HOOK_URL).toBe(
      'https://api.netlify.com/build_hooks/5f1e',
    );
  });
});

describe('parseSize', () => {
  it('reads the sizes config.toml uses', () => {
    expect(parseSize('50MiB')).toBe(50 * 1024 * 1024);
    expect(parseSize('5MB')).toBe(5_000_000);
    expect(parseSize('500KB')).toBe(500_000);
    expect(parseSize('1024')).toBe(1024);
  });

  it('refuses a size it cannot read', () => {
    expect(() => parseSize('big')).toThrow('Cannot read the size "big"');
  });
});
