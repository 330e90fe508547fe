import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from './paths.ts';
import type { AuthSettings } from './supabase-config.ts';

/**
 * The Supabase CLI's well-known local development secret and the keys signed with it. They are
 * public values, valid only against a local stack, and are what `supabase start` prints too.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/** The opaque API keys the Supabase CLI issues locally (`supabase status` prints them). */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
export const LOCAL_MAIL_API_KEY = 're_local_mail_catcher_key';
/** The WhatsApp catcher's stand-ins for a Meta app's values: local only, never Meta's. */
export const LOCAL_WHATSAPP = Object.freeze({
  apiVersion: 'v21.0',
  phoneNumberId: '100000000000001',
  businessAccountId: '200000000000002',
  accessToken: 'local_whatsapp_access_token',
  appSecret: 'local_whatsapp_app_secret',
  verifyToken: 'local_whatsapp_verify_token',
});

/**
 * Which API keys the project accepts, as a hosted project can be set: both kinds (the default,
 * like `supabase start`), only the publishable and secret keys (legacy JWT keys switched off), or
 * only the legacy `anon` and `service_role` JWTs (an older project). The functions are given the
 * matching variables only.
 */
export type ApiKeyMode = 'both' | 'new' | 'legacy';

export type Ports = {
  api: number;
  db: number;
  mail: number;
  whatsapp: number;
  /** The site's production preview and its deploy hook (site-preview.ts). */
  sitePreview: number;
};

/** The WhatsApp Cloud API the functions send to, and the Meta app around it. */
export type WhatsappSettings = {
  /** Where the functions send (`WHATSAPP_API_URL`); unset, the catcher on its port. */
  apiUrl?: string;
  apiVersion: string;
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  /** Where the catcher posts Meta's notifications (`WHATSAPP_WEBHOOK_URL`); unset, the function. */
  webhookUrl?: string;
};

export type StackConfig = {
  ports: Ports;
  jwtSecret: string;
  /** Legacy JWT keys. */
  anonKey: string;
  serviceRoleKey: string;
  /** The publishable (`sb_publishable_…`) and secret (`sb_secret_…`) keys. */
  publishableKey: string;
  secretKey: string;
  apiKeys: ApiKeyMode;
  mailApiKey: string;
  mailFrom: string;
  mailReplyTo: string;
  whatsapp: WhatsappSettings;
  siteUrl: string;
  backofficeUrl: string;
  /** The deploy hook the `publish-site` function calls (`SITE_DEPLOY_HOOK_URL`); unset, the preview's. */
  siteDeployHookUrl?: string;
  /** Folder for the database cluster, stored objects and caches. */
  dataDir: string;
  /** Keep the database between runs (`npm start`) or throw it away (test runs). */
  persistent: boolean;
  /** Load `supabase/seed.sql` after the migrations. */
  seed: boolean;
  /** Extra SQL files applied after migrations and seed (test fixtures). */
  extraSql: string[];
  /** Where the stack's own log lines go. */
  log: (line: string) => void;
  /** Settings that replace `supabase/config.toml`'s `[auth]` ones (a test run on a past clock). */
  authOverrides?: Partial<AuthSettings>;
  /**
   * A file holding the database's clock offset (libfaketime's `FAKETIME_TIMESTAMP_FILE`, read by
   * `library`), which a test rewrites to move the database's time forward: the outbox's suite.
   * Other stacks leave it unset.
   */
  dbClock?: { file: string; library: string };
};

function apiKeyModeFromEnv(env: NodeJS.ProcessEnv): ApiKeyMode {
  const raw = env.STACK_API_KEYS || 'both';
  if (raw === 'both' || raw === 'new' || raw === 'legacy') return raw;
  throw new Error(`STACK_API_KEYS must be both, new or legacy, got "${raw}"`);
}

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return value;
}

/**
 * Stops when two of the services `npm start` runs are given one port: the second would fail to
 * start with a message about a port in use, naming neither setting. Port 0 (any free port) may
 * repeat.
 */
function refuseSharedPorts(ports: Readonly<Record<string, number>>): void {
  const names = new Map<number, string>();
  for (const [name, port] of Object.entries(ports)) {
    const first = names.get(port);
    if (first && port !== 0) {
      throw new Error(
        `${first} and ${name} are both ${port}: give each service a port of its own.`,
      );
    }
    names.set(port, name);
  }
}

/** Reads `.env` at the repository root into `process.env` when it exists (values already set win). */
export function loadRootEnv(): void {
  const file = join(repoRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** The stack's settings from the environment, with the documented local defaults of `.env.example`. */
export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<StackConfig> = {},
): StackConfig {
  const ports: Ports = {
    api: intFromEnv(env, 'API_PORT', 54321),
    db: intFromEnv(env, 'DB_PORT', 54322),
    mail: intFromEnv(env, 'MAIL_PORT', 54324),
    whatsapp: intFromEnv(env, 'WHATSAPP_PORT', 54325),
    sitePreview: intFromEnv(env, 'SITE_PREVIEW_PORT', 4173),
  };
  const sitePort = intFromEnv(env, 'SITE_PORT', 5173);
  const backofficePort = intFromEnv(env, 'BACKOFFICE_PORT', 5174);
  refuseSharedPorts({
    API_PORT: ports.api,
    DB_PORT: ports.db,
    MAIL_PORT: ports.mail,
    WHATSAPP_PORT: ports.whatsapp,
    SITE_PREVIEW_PORT: ports.sitePreview,
    SITE_PORT: sitePort,
    BACKOFFICE_PORT: backofficePort,
  });
  return {
    ports,
    jwtSecret: env.JWT_SECRET || LOCAL_JWT_SECRET,
    anonKey: env.SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || LOCAL_SERVICE_ROLE_KEY,
    publishableKey: env.SUPABASE_PUBLISHABLE_KEY || LOCAL_PUBLISHABLE_KEY,
    secretKey: env.SUPABASE_SECRET_KEY || LOCAL_SECRET_KEY,
    apiKeys: apiKeyModeFromEnv(env),
    mailApiKey: env.MAIL_API_KEY || LOCAL_MAIL_API_KEY,
    mailFrom: env.MAIL_FROM || 'Strike Zone <bookings@example.com>',
    mailReplyTo: env.MAIL_REPLY_TO || 'hello@example.com',
    whatsapp: {
      apiUrl: env.WHATSAPP_API_URL || undefined,
      apiVersion: env.WHATSAPP_API_VERSION || LOCAL_WHATSAPP.apiVersion,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID || LOCAL_WHATSAPP.phoneNumberId,
      businessAccountId: env.WHATSAPP_BUSINESS_ACCOUNT_ID || LOCAL_WHATSAPP.businessAccountId,
      accessToken: env.WHATSAPP_ACCESS_TOKEN || LOCAL_WHATSAPP.accessToken,
      appSecret: env.WHATSAPP_APP_SECRET || LOCAL_WHATSAPP.appSecret,
      verifyToken: env.WHATSAPP_VERIFY_TOKEN || LOCAL_WHATSAPP.verifyToken,
      webhookUrl: env.WHATSAPP_WEBHOOK_URL || undefined,
    },
    siteUrl: env.SITE_URL || `http://127.0.0.1:${sitePort}`,
    backofficeUrl: env.BACKOFFICE_URL || `http://127.0.0.1:${backofficePort}`,
    siteDeployHookUrl: env.SITE_DEPLOY_HOOK_URL || undefined,
    dataDir: resolve(repoRoot, env.STACK_DATA_DIR || '.data'),
    persistent: true,
    seed: true,
    extraSql: [],
    log: (line) => console.log(line),
    ...overrides,
  };
}

/** The keys a browser app and a server are given in this mode: the new ones wherever they work. */
export function clientKeys(
  config: Pick<
    StackConfig,
    'apiKeys' | 'anonKey' | 'serviceRoleKey' | 'publishableKey' | 'secretKey'
  >,
): {
  publicKey: string;
  serverKey: string;
} {
  return config.apiKeys === 'legacy'
    ? { publicKey: config.anonKey, serverKey: config.serviceRoleKey }
    : { publicKey: config.publishableKey, serverKey: config.secretKey };
}

export function apiUrl(config: StackConfig): string {
  return `http://127.0.0.1:${config.ports.api}`;
}

export function dbUrl(config: StackConfig, user = 'postgres', password = 'postgres'): string {
  return `postgresql://${user}:${password}@127.0.0.1:${config.ports.db}/postgres`;
}

export function mailApiUrl(config: StackConfig): string {
  return `http://127.0.0.1:${config.ports.mail}`;
}

/** Where the functions send WhatsApp messages: `WHATSAPP_API_URL`, else the catcher on its port. */
export function whatsappApiUrl(config: StackConfig): string {
  return config.whatsapp.apiUrl ?? `http://127.0.0.1:${config.ports.whatsapp}`;
}

/** Where Meta's notifications go: `WHATSAPP_WEBHOOK_URL`, else the `whatsapp-webhook` function. */
export function whatsappWebhookUrl(config: StackConfig): string {
  return config.whatsapp.webhookUrl ?? `${apiUrl(config)}/functions/v1/whatsapp-webhook`;
}

/** The site's local production preview. */
export function sitePreviewUrl(config: StackConfig): string {
  return `http://127.0.0.1:${config.ports.sitePreview}`;
}

/** The deploy hook `publish-site` calls: `SITE_DEPLOY_HOOK_URL`, else the local preview's. */
export function siteDeployHookUrl(config: StackConfig): string {
  return config.siteDeployHookUrl ?? `${sitePreviewUrl(config)}/_preview/deploy-hook`;
}
