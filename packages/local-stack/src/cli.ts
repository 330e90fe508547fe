// The local stack's commands: `start` (the stack alone), `db:reset`, `db:types [--check]`, `db:lint`.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  apiUrl,
  clientKeys,
  configFromEnv,
  dbUrl,
  loadRootEnv,
  type StackConfig,
} from './config.ts';
import {
  bootstrap,
  migrate,
  prepareDatabase,
  readApiUrlSetting,
  recreateDatabase,
  reloadApiSchema,
  supabase,
} from './database.ts';
import { repoRoot } from './paths.ts';
import { freePort } from './ports.ts';
import { startPostgres } from './postgres.ts';
import { failureSignal, listenForInterrupt, printReady, stopInOrder } from './run.ts';
import { seedStorage, storageIsReachable } from './seed-storage.ts';
import { startStack } from './stack.ts';
import { claimDataDir } from './stack-pids.ts';

export const typesFile = join(repoRoot, 'packages', 'data', 'src', 'database.types.ts');

async function isReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Runs `fn` against the running stack's database, or a database started just for it. */
async function withDatabase<T>(
  config: StackConfig,
  mode: 'project' | 'scratch',
  fn: (url: string, fresh: boolean) => Promise<T>,
): Promise<T> {
  if (mode === 'project' && (await isReachable(dbUrl(config)))) return fn(dbUrl(config), false);
  const scratchDir = mode === 'scratch' ? mkdtempSync(join(tmpdir(), 'venue-db-')) : undefined;
  if (scratchDir) chmodSync(scratchDir, 0o755);
  // The project's folder: refuse if a stack runs on it (on other ports), end what a killed one left.
  const pids = scratchDir ? undefined : await claimDataDir(config.dataDir, config.log);
  const port = mode === 'scratch' ? await freePort() : config.ports.db;
  try {
    const postgres = await startPostgres({
      dataDir: scratchDir ?? config.dataDir,
      port,
      persistent: mode === 'project',
      log: config.log,
    });
    try {
      return await fn(dbUrl({ ...config, ports: { ...config.ports, db: port } }), true);
    } finally {
      await postgres.stop();
    }
  } finally {
    pids?.release();
    if (scratchDir) rmSync(scratchDir, { recursive: true, force: true });
  }
}

/** Removes every stored object's file, keeping the folder. */
function emptyFolder(dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
}

/** The generated types, formatted by the repo's formatter so the committed file is stable. */
async function generateTypes(url: string): Promise<string> {
  const raw = await supabase([
    'gen',
    'types',
    '--lang',
    'typescript',
    `--remote=${url}`,
    '--schema',
    'public',
  ]);
  const biome = join(repoRoot, 'node_modules', '.bin', 'biome');
  return execFileSync(biome, ['format', '--stdin-file-path=generated-database-types.ts'], {
    input: raw,
    cwd: repoRoot,
    encoding: 'utf8',
  });
}

async function main(): Promise<number> {
  loadRootEnv();
  const [command, ...args] = process.argv.slice(2);
  const config = configFromEnv();
  switch (command) {
    case 'start': {
      const interrupted = listenForInterrupt();
      const { failed, report } = failureSignal();
      const stack = await startStack(config, { watchFunctions: true, onFailure: report });
      printReady(stack, []);
      const failure = await Promise.race([interrupted.then(() => undefined), failed]);
      if (failure) console.error(`${failure} Stopping everything.`);
      await stopInOrder([stack.stop]);
      return failure ? 1 : 0;
    }
    case 'db:reset': {
      const { api, running } = await withDatabase(config, 'project', async (url, fresh) => {
        // A running stack recorded its own API URL in the database: the seed's URLs keep to it.
        const api = (fresh ? undefined : await readApiUrlSetting(url)) ?? apiUrl(config);
        await recreateDatabase(url);
        // The stored objects' files go with their rows: Storage holds nothing of the old data.
        emptyFolder(join(config.dataDir, 'storage'));
        await prepareDatabase(url, { seed: true, extraSql: [], apiUrl: api });
        await reloadApiSchema(url);
        return { api, running: !fresh };
      });
      console.log(
        'Database rebuilt from supabase/migrations and supabase/seed.sql; Storage emptied.',
      );
      // The new database has no `storage.objects` rows: upload the seed files again, or leave
      // that to the next start when no stack is running.
      if (running && (await storageIsReachable(api, clientKeys(config).serverKey))) {
        const objects = await seedStorage({ apiUrl: api, serverKey: clientKeys(config).serverKey });
        console.log(`Uploaded ${objects.length} seed files to Storage at ${api}.`);
      } else {
        console.log('Seed files in supabase/seed/storage are uploaded when the stack next starts.');
      }
      return 0;
    }
    case 'db:types': {
      const check = args.includes('--check');
      const types = await withDatabase(config, 'scratch', async (url) => {
        await bootstrap(url);
        await migrate(url, { seed: false });
        return generateTypes(url);
      });
      if (check) {
        const current = readFileSync(typesFile, 'utf8');
        if (current !== types) {
          console.error(
            `${typesFile} is stale: the migrations changed. Run \`npm run db:types\` and commit the result.`,
          );
          return 1;
        }
        console.log('Database types are up to date.');
        return 0;
      }
      writeFileSync(typesFile, types);
      console.log(`Wrote ${typesFile}`);
      return 0;
    }
    case 'db:lint': {
      const output = await withDatabase(config, 'scratch', async (url) => {
        await bootstrap(url);
        await migrate(url, { seed: false });
        return supabase([
          'db',
          'advisors',
          `--remote=${url}`,
          '--type',
          'security',
          '--level',
          'info',
          '--fail-on',
          'error',
        ]);
      });
      console.log(output.trim() || 'No security advisories.');
      return 0;
    }
    default:
      console.error('usage: cli.ts start | db:reset | db:types [--check] | db:lint');
      return 2;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
