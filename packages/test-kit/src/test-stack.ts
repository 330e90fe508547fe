// Starts a throw-away local stack on free ports for one test run, on the run's clock.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiKeyMode, configFromEnv } from '@venue/local-stack/config';
import { freePort } from '@venue/local-stack/ports';
import { type RunningStack, startStack } from '@venue/local-stack/stack';
import { readAuthSettings } from '@venue/local-stack/supabase-config';
import { findFakeTimeLibrary, testClockOffsetVariable } from './test-clock.ts';

/** What a test run needs to reach its own stack; plain values so vitest can hand them to workers. */
export type TestStack = Omit<RunningStack, 'stop'> & {
  /** Set when the stack's database runs on a clock the tests move (`moveDbClock`). */
  dbClockFile?: string;
};

/**
 * On a test clock behind the real one, access tokens live that much longer: PostgREST checks
 * their expiry against the real clock (docs/decisions/012).
 */
export function authOnTestClock(env: NodeJS.ProcessEnv) {
  const behind = -Number(env[testClockOffsetVariable] ?? 0);
  if (!Number.isFinite(behind) || behind <= 0) return {};
  return { jwtExpiry: readAuthSettings().jwtExpiry + behind };
}

/**
 * The database clock's file, at the run's clock to begin with (libfaketime's offset in seconds,
 * as `with-test-clock` sets it, or none on the machine's clock); `moveDbClock` rewrites it.
 */
function startDbClock(dataDir: string): { file: string; library: string } {
  const file = join(dataDir, 'db-clock');
  writeFileSync(file, `${process.env.FAKETIME ?? '+0'}\n`);
  chmodSync(file, 0o644);
  return { file, library: findFakeTimeLibrary() };
}

/**
 * A throw-away stack on free ports with its own temporary data folder, so a running `npm start`
 * and other test runs never collide with it.
 */
export async function startTestStack(
  options: {
    extraSql?: string[];
    apiKeys?: ApiKeyMode;
    movableDbClock?: boolean;
    /** Whether the site preview builds the site on a deploy-hook call (else it only records it). */
    sitePreviewBuilds?: boolean;
  } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-stack-'));
  // PostgreSQL runs as the `postgres` user when we are root: it must reach the folder.
  chmodSync(dataDir, 0o755);
  const dbClock = options.movableDbClock ? startDbClock(dataDir) : undefined;
  const [api, db, mail, whatsapp, sitePreview] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const logs: string[] = [];
  const config = configFromEnv(
    {},
    {
      ports: { api, db, mail, whatsapp, sitePreview },
      dataDir,
      persistent: false,
      seed: true,
      extraSql: options.extraSql ?? [],
      apiKeys: options.apiKeys ?? 'both',
      authOverrides: authOnTestClock(process.env),
      dbClock,
      log: (line) => {
        logs.push(line);
        if (process.env.STACK_LOG) console.log(line);
      },
    },
  );
  try {
    const stack = await startStack(config, {
      sitePreview: { builds: options.sitePreviewBuilds ?? false },
    });
    const { stop: _stop, ...info } = stack;
    return {
      info: { ...info, ...(dbClock ? { dbClockFile: dbClock.file } : {}) },
      stop: async () => {
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(
      `${(error as Error).message}\n--- stack log ---\n${logs.slice(-50).join('\n')}`,
    );
  }
}
