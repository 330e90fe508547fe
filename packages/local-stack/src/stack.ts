import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createAuthService } from './auth/service.ts';
import {
  type ApiKeyMode,
  apiUrl,
  clientKeys,
  dbUrl,
  type StackConfig,
  sitePreviewUrl,
  whatsappWebhookUrl,
} from './config.ts';
import { prepareDatabase, reloadApiSchema } from './database.ts';
import { functionEnv } from './function-env.ts';
import { startFunctions } from './functions.ts';
import { startGateway } from './gateway.ts';
import { startMailCatcher } from './mail.ts';
import { startNotificationTick } from './notification-tick.ts';
import { startPostgres } from './postgres.ts';
import { startPostgrest } from './postgrest.ts';
import { startPublishTick } from './publish-tick.ts';
import { seedStorage } from './seed-storage.ts';
import { startSitePreview } from './site-preview.ts';
import { claimDataDir, type StackPids } from './stack-pids.ts';
import { createStorageService } from './storage/service.ts';
import { functionVerifiesJwt, readAuthSettings, readStorageSettings } from './supabase-config.ts';
import { startWhatsappCatcher } from './whatsapp.ts';

export type RunningStack = {
  apiUrl: string;
  dbUrl: string;
  mailUrl: string;
  /** The WhatsApp catcher: the Cloud API's sends, its page and JSON, and its webhook endpoints. */
  whatsappUrl: string;
  /** The site's production preview; its deploy hook is what `publish-site` calls locally. */
  sitePreviewUrl: string;
  /** Legacy JWT keys (refused by the gateway when `apiKeys` is `new`). */
  anonKey: string;
  serviceRoleKey: string;
  /** Publishable and secret keys (refused by the gateway when `apiKeys` is `legacy`). */
  publishableKey: string;
  secretKey: string;
  apiKeys: ApiKeyMode;
  /** The keys that work in this mode: what a browser app and a server should be given. */
  publicKey: string;
  serverKey: string;
  jwtSecret: string;
  stop: () => Promise<void>;
};

export type StartOptions = {
  /** Restart the functions runtime when a file under supabase/functions changes. */
  watchFunctions?: boolean;
  /** The data folder's process record, when the caller claimed it (to add processes of its own). */
  pids?: StackPids;
  /** Told, in one line, when the database stopped and could not be started again. */
  onFailure?: (message: string) => void;
  /**
   * Call send-notifications every minute, as the hosted project's cron job does (`npm start`);
   * test stacks leave it off and call the function themselves.
   */
  notificationTick?: boolean;
  /**
   * What the site preview does with a deploy-hook call: build the site (`npm start`, the preview's
   * own tests) or only record the call (the default: suites that never read its HTML). With
   * `publishTick`, the stack also calls publish-site every minute when a publish is due, as the
   * hosted cron job does.
   */
  sitePreview?: { builds: boolean; publishTick?: boolean };
};

/**
 * Starts the whole local stack: PostgreSQL (migrated and seeded by the Supabase CLI), PostgREST,
 * the functions runtime, the mail and WhatsApp catchers, and the gateway that serves auth and storage; with the
 * seed, the configured buckets' seed files are then uploaded through that gateway.
 * Whatever started is stopped again if a later part fails.
 */
export async function startStack(
  config: StackConfig,
  options: StartOptions = {},
): Promise<RunningStack> {
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) {
      await stop().catch((error) => config.log(`while stopping: ${(error as Error).message}`));
    }
    stops.length = 0;
  };
  const api = apiUrl(config);
  const adminDbUrl = dbUrl(config);
  try {
    mkdirSync(config.dataDir, { recursive: true });
    const pids = options.pids ?? (await claimDataDir(config.dataDir, config.log));
    if (!options.pids) stops.push(async () => pids.release());
    const functionsEnv = functionEnv(config);
    // The database, the functions runtime and the catchers do not need each other.
    const { publicKey, serverKey } = clientKeys(config);
    const [, functions, mail, whatsapp, preview] = await allStarted([
      startPostgres({
        dataDir: config.dataDir,
        port: config.ports.db,
        persistent: config.persistent,
        log: config.log,
        onFailure: options.onFailure,
        clock: config.dbClock,
      }).then((p) => {
        stops.push(p.stop);
        return p;
      }),
      startFunctions({
        env: functionsEnv,
        watch: options.watchFunctions ?? false,
        log: config.log,
        record: pids,
      }).then((f) => {
        stops.push(f.stop);
        return f;
      }),
      startMailCatcher({ port: config.ports.mail, apiKey: config.mailApiKey }).then((m) => {
        stops.push(m.stop);
        return m;
      }),
      startWhatsappCatcher({
        port: config.ports.whatsapp,
        accessToken: config.whatsapp.accessToken,
        phoneNumberId: config.whatsapp.phoneNumberId,
        businessAccountId: config.whatsapp.businessAccountId,
        appSecret: config.whatsapp.appSecret,
        verifyToken: config.whatsapp.verifyToken,
        webhookUrl: whatsappWebhookUrl(config),
        siteUrl: config.siteUrl,
      }).then((w) => {
        stops.push(w.stop);
        return w;
      }),
      startSitePreview({
        port: config.ports.sitePreview,
        builds: options.sitePreview?.builds ?? false,
        dataDir: config.dataDir,
        buildEnv: sitePreviewBuildEnv(config, publicKey),
        log: config.log,
        record: pids,
      }).then((p) => {
        stops.push(p.stop);
        return p;
      }),
    ]);

    await prepareDatabase(adminDbUrl, {
      seed: config.seed,
      extraSql: config.extraSql,
      apiUrl: api,
    });
    const rest = await startPostgrest({
      dbPort: config.ports.db,
      jwtSecret: config.jwtSecret,
      log: config.log,
      record: pids,
    });
    stops.push(rest.stop);

    const pool = new pg.Pool({ connectionString: adminDbUrl, max: 10 });
    pool.on('error', (error) => {
      // 57P01: the server is shutting down or died; postgres.ts reports that once, in one line.
      if ((error as { code?: string }).code !== '57P01') config.log(`[db] ${error.message}`);
    });
    stops.push(() => pool.end());

    const auth = createAuthService({
      pool,
      jwtSecret: config.jwtSecret,
      apiUrl: api,
      settings: { ...readAuthSettings(), ...config.authOverrides },
      log: config.log,
    });
    const storage = createStorageService({
      pool,
      jwtSecret: config.jwtSecret,
      apiUrl: api,
      objectsDir: join(config.dataDir, 'storage'),
      settings: readStorageSettings(),
      log: config.log,
    });
    const gateway = await startGateway({
      port: config.ports.api,
      keys: config,
      jwtSecret: config.jwtSecret,
      restUrl: rest.url,
      functionsUrl: functions.url,
      auth,
      storage,
      verifiesJwt: functionVerifiesJwt,
      log: config.log,
    });
    stops.push(gateway.stop);

    // The files the seed refers to ([storage.buckets.*] objects_path), as `supabase start` uploads them.
    if (config.seed) {
      await seedStorage({ apiUrl: api, serverKey, log: config.log });
    }
    if (options.notificationTick) {
      const tick = startNotificationTick({ apiUrl: api, secretKey: serverKey, log: config.log });
      stops.push(tick.stop);
    }
    if (options.sitePreview?.publishTick) {
      const tick = startPublishTick({ apiUrl: api, secretKey: serverKey, log: config.log, pool });
      stops.push(tick.stop);
    }

    return {
      apiUrl: api,
      dbUrl: adminDbUrl,
      mailUrl: mail.url,
      whatsappUrl: whatsapp.url,
      sitePreviewUrl: preview.url,
      anonKey: config.anonKey,
      serviceRoleKey: config.serviceRoleKey,
      publishableKey: config.publishableKey,
      secretKey: config.secretKey,
      apiKeys: config.apiKeys,
      publicKey,
      serverKey,
      jwtSecret: config.jwtSecret,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** What a preview build bakes in: the stack's API and browser key, and the preview as the site's origin. */
function sitePreviewBuildEnv(config: StackConfig, publicKey: string): Record<string, string> {
  return {
    VITE_SUPABASE_URL: apiUrl(config),
    // The key the stack's mode allows, under the variable a deployment of that kind would set.
    ...(config.apiKeys === 'legacy'
      ? { VITE_SUPABASE_ANON_KEY: publicKey, VITE_SUPABASE_PUBLISHABLE_KEY: '' }
      : { VITE_SUPABASE_PUBLISHABLE_KEY: publicKey }),
    SITE_URL: sitePreviewUrl(config),
  };
}

/**
 * Like Promise.all, but waits until every part has started or failed before it rejects, so a part
 * that was still starting is stopped with the others.
 */
async function allStarted<T extends readonly unknown[]>(
  parts: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const results = await Promise.allSettled(parts);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

export { reloadApiSchema };
