import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { packageDir, repoRoot } from './paths.ts';

const run = promisify(execFile);

export const supabaseCli = join(repoRoot, 'node_modules', 'supabase', 'dist', 'supabase.js');

/** Runs the real Supabase CLI against a database URL (no Docker needed for these commands). */
export async function supabase(args: string[]): Promise<string> {
  try {
    const { stdout } = await run(process.execPath, [supabaseCli, ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PGSSLMODE: 'disable',
        SUPABASE_TELEMETRY_DISABLED: '1',
        DO_NOT_TRACK: '1',
      },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    const output = [e.stdout, e.stderr].filter(Boolean).join('\n').trim();
    throw new Error(`supabase ${args[0]} ${args[1] ?? ''} failed:\n${output || e.message}`);
  }
}

export async function withClient<T>(
  url: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates what Supabase's images provide (roles, auth, storage, extensions) where missing. */
export async function bootstrap(url: string): Promise<void> {
  const sql = ['bootstrap.sql', 'bootstrap-storage.sql']
    .map((file) => readFileSync(join(packageDir, 'src', 'sql', file), 'utf8'))
    .join('\n');
  await withClient(url, (client) => client.query(sql));
}

/**
 * The database setting that holds the stack's public API URL. The seed reads it (with
 * `current_setting('venue.api_url', true)`) to build the public URLs of the files it references.
 */
export const API_URL_SETTING = 'venue.api_url';

/**
 * Records the stack's API URL as a default of the database, so every session opened afterwards
 * (the CLI's `db push` included) sees it in `venue.api_url`.
 */
export async function setApiUrlSetting(url: string, apiUrl: string): Promise<void> {
  const database = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  await withClient(url, (client) =>
    client.query(
      `alter database ${client.escapeIdentifier(database)} set ${API_URL_SETTING} = ${client.escapeLiteral(apiUrl)}`,
    ),
  );
}

/** The API URL the database was last given (by the stack that runs on it), if any. */
export async function readApiUrlSetting(url: string): Promise<string | undefined> {
  const { rows } = await withClient(url, (client) =>
    client.query<{ value: string | null }>('select current_setting($1, true) as value', [
      API_URL_SETTING,
    ]),
  );
  return rows[0]?.value || undefined;
}

/** Applies pending migrations (and the seed, once per content) with `supabase db push`. */
export async function migrate(url: string, { seed }: { seed: boolean }): Promise<void> {
  const args = ['db', 'push', `--remote=${url}`, '--yes', '--include-all'];
  if (seed) args.push('--include-seed');
  await supabase(args);
}

export async function applySqlFiles(url: string, files: string[]): Promise<void> {
  if (files.length === 0) return;
  await withClient(url, async (client) => {
    for (const file of files) await client.query(readFileSync(file, 'utf8'));
  });
}

export async function reloadApiSchema(url: string): Promise<void> {
  await withClient(url, (client) => client.query(`notify pgrst, 'reload schema'`));
}

/** Drops and recreates the `postgres` database, so migrations and seed rebuild it from nothing. */
export async function recreateDatabase(adminUrl: string): Promise<void> {
  const templateUrl = adminUrl.replace(/\/postgres$/, '/template1');
  await withClient(templateUrl, async (client) => {
    await client.query('drop database if exists postgres with (force)');
    await client.query('create database postgres');
  });
}

/**
 * Bootstraps, records the API URL for the seed, migrates (and seeds), then applies extra SQL.
 * Storage objects are seeded separately, once the Storage API runs (see seed-storage.ts).
 */
export async function prepareDatabase(
  url: string,
  options: { seed: boolean; extraSql: string[]; apiUrl: string },
): Promise<void> {
  await bootstrap(url);
  await setApiUrlSetting(url, options.apiUrl);
  await migrate(url, { seed: options.seed });
  await applySqlFiles(url, options.extraSql);
}
