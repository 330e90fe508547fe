import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { EmbeddedPostgres } from './embedded-postgres.ts';

export type PostgresOptions = {
  dataDir: string;
  port: number;
  persistent: boolean;
  log: (line: string) => void;
};

export type RunningPostgres = {
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

/** A postmaster left behind by a stack that was killed: stop it so this start can take over. */
async function stopStalePostmaster(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`Stopping a database server left running by an earlier start (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` system user,
 * which must be able to reach the cluster folder.
 */
async function prepareClusterDir(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  if (userInfo().uid === 0) await chmod(dataDir, 0o755);
}

export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const clusterDir = join(options.dataDir, 'postgres');
  await prepareClusterDir(options.dataDir);
  await stopStalePostmaster(clusterDir, options.log);

  const logs: string[] = [];
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'];
  if (!options.persistent) {
    // Test clusters are thrown away: durability buys nothing there.
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  }
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'scram-sha-256',
    persistent: options.persistent,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: flags,
    onLog: (message) => {
      logs.push(message);
      if (logs.length > 200) logs.shift();
    },
    onError: (error) => logs.push(String(error)),
  });

  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    if (existsSync(clusterDir)) rmSync(clusterDir, { recursive: true, force: true });
    options.log('Creating the database cluster');
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `PostgreSQL did not start on port ${options.port}: ${error instanceof Error ? error.message : ''}\n${logs.join('').trim()}`,
    );
  }
  return {
    stop: () => pg.stop(),
  };
}
