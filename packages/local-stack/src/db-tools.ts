// The database commands' shared parts: a database to run against, and what each check generates.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { dbUrl, type StackConfig } from './config.ts';
import { bootstrap, migrate, supabase, withClient } from './database.ts';
import { repoRoot, supabaseDir } from './paths.ts';
import { freePort } from './ports.ts';
import { startPostgres } from './postgres.ts';
import { readSchemaStatements } from './schema-catalog.ts';
import { renderFiles, type SchemaStatement, subtractBaseline } from './schema-snapshot.ts';
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
export async function withDatabase<T>(
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
export function emptyFolder(dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
}

/** The generated types, formatted by the repo's formatter so the committed file is stable. */
export async function generateTypes(url: string): Promise<string> {
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

/** Every `.sql` file under `dir`, by its path relative to `dir`. */
export function readFolder(dir: string, root = dir, files = new Map<string, string>()) {
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) readFolder(path, root, files);
    else if (entry.name.endsWith('.sql'))
      files.set(relative(root, path), readFileSync(path, 'utf8'));
  }
  return files;
}

/**
 * Migrates a fresh database (without the seed) for the checks. It first reads what the bootstrap
 * alone makes, in a second database on the same server, so the snapshot can leave that out.
 */
export async function migrateForChecks(url: string): Promise<{ baseline: SchemaStatement[] }> {
  await withClient(url, (client) => client.query('create database schema_baseline'));
  const baselineUrl = url.replace(/\/postgres$/, '/schema_baseline');
  await bootstrap(baselineUrl);
  const baseline = await withClient(baselineUrl, readSchemaStatements);
  await bootstrap(url);
  await migrate(url, { seed: false });
  return { baseline };
}

/** The snapshot's files from a database `migrateForChecks` prepared. */
export async function generateSchemaSnapshot(
  url: string,
  baseline: SchemaStatement[],
): Promise<Map<string, string>> {
  const migrated = await withClient(url, readSchemaStatements);
  return renderFiles(subtractBaseline(migrated, baseline));
}

/** Supabase's security advisors over a migrated database; the CLI fails on an error-level one. */
export async function securityAdvisories(url: string): Promise<string> {
  const output = await supabase([
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
  return output.trim() || 'No security advisories.';
}
