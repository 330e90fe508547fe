// The local stack's commands: `start` (the stack alone), `db:reset`, `db:types [--check]`, `db:lint`,
// `db:schema [--check]`.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
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
  withClient,
} from './database.ts';
import { repoRoot, supabaseDir } from './paths.ts';
import { freePort } from './ports.ts';
import { startPostgres } from './postgres.ts';
import { failureSignal, listenForInterrupt, printReady, stopInOrder } from './run.ts';
import { readSchemaStatements } from './schema-catalog.ts';
import { renderFiles, staleFiles, staleMessage, subtractBaseline } from './schema-snapshot.ts';
import { seedStorage, storageIsReachable } from './seed-storage.ts';
import { startStack } from './stack.ts';
import { claimDataDir } from './stack-pids.ts';

export const typesFile = join(repoRoot, 'packages', 'data', 'src', 'database.types.ts');
/** The committed snapshot of the schema as the migrations leave it, one file per object. */
export const schemaDir = join(supabaseDir, 'schema');

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

/**
 * The snapshot's files, from a migrated database and a database that only ran the bootstrap on
 * the same server (what the bootstrap alone makes in auth, storage and extensions is left out).
 */
async function generateSchemaSnapshot(url: string): Promise<Map<string, string>> {
  await withClient(url, (client) => client.query('create database schema_baseline'));
  const baselineUrl = url.replace(/\/postgres$/, '/schema_baseline');
  await bootstrap(baselineUrl);
  const baseline = await withClient(baselineUrl, readSchemaStatements);
  await bootstrap(url);
  await migrate(url, { seed: false });
  const migrated = await withClient(url, readSchemaStatements);
  return renderFiles(subtractBaseline(migrated, baseline));
}

/** Every `.sql` file under `dir`, by its path relative to `dir`. */
function readFolder(dir: string, root = dir, files = new Map<string, string>()) {
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) readFolder(path, root, files);
    else if (entry.name.endsWith('.sql'))
      files.set(relative(root, path), readFileSync(path, 'utf8'));
  }
  return files;
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
    case 'db:schema': {
      const check = args.includes('--check');
      const generated = await withDatabase(config, 'scratch', generateSchemaSnapshot);
      const shown = relative(repoRoot, schemaDir);
      if (check) {
        const stale = staleFiles(generated, readFolder(schemaDir));
        if (stale.length > 0) {
          console.error(staleMessage(shown, stale));
          return 1;
        }
        console.log('The schema snapshot is up to date.');
        return 0;
      }
      rmSync(schemaDir, { recursive: true, force: true });
      for (const [file, content] of generated) {
        mkdirSync(dirname(join(schemaDir, file)), { recursive: true });
        writeFileSync(join(schemaDir, file), content);
      }
      console.log(`Wrote ${generated.size} files to ${shown}`);
      return 0;
    }
    default:
      console.error(
        'usage: cli.ts start | db:reset | db:types [--check] | db:lint | db:schema [--check]',
      );
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
