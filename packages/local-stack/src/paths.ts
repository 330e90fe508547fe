import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the nearest folder above this package that holds `supabase/config.toml`. */
function findRepoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'supabase', 'config.toml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the repository root (supabase/config.toml)');
    dir = parent;
  }
}

export const repoRoot = findRepoRoot();
export const supabaseDir = join(repoRoot, 'supabase');
export const functionsDir = join(supabaseDir, 'functions');
export const migrationsDir = join(supabaseDir, 'migrations');
/** Git-ignored folder where `npm start` keeps its database, stored objects and caches. */
export const defaultDataDir = join(repoRoot, '.data');
export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
