import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '@venue/local-stack/config';
import { withClient } from '@venue/local-stack/database';
import { repoRoot } from '@venue/local-stack/paths';
import { isPortFree } from '@venue/local-stack/ports';
import { clusterDirOf } from '@venue/local-stack/postgres';
import { commandOf } from '@venue/local-stack/processes';
import { afterAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import {
  freeStartPorts,
  runStartScript,
  type StartedScript,
  spawnStartScript,
} from '../src/start-script.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'venue-start-'));
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function processesUsing(dir: string): string {
  try {
    return execFileSync('pgrep', ['-af', dir], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

describe('npm start', () => {
  let run: StartedScript;

  it('brings up the API, the site and the back-office, and prints keys and demo accounts', async () => {
    run = await runStartScript(dataDir);
    const { ports } = run;
    const site = await fetch(`http://127.0.0.1:${ports.site}/`);
    expect(site.status).toBe(200);
    expect(await site.text()).toContain('<div id="root">');
    const backoffice = await fetch(`http://127.0.0.1:${ports.backoffice}/admin`);
    expect(backoffice.status).toBe(200);
    const health = await fetch(`http://127.0.0.1:${ports.api}/functions/v1/health`, {
      headers: { authorization: `Bearer ${LOCAL_ANON_KEY}` },
    });
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const mail = await fetch(`http://127.0.0.1:${ports.mail}/api/messages`);
    expect(mail.status).toBe(200);
    const output = run.output();
    expect(output).toContain(LOCAL_ANON_KEY);
    expect(output).toContain('jana@example.com / jana-demo-123');
    expect(output).toContain('reception@example.com / reception-demo-123');
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
  }, 180_000);

  it('serves apps that render in a real browser', async () => {
    const { browser, close } = await launchBrowser();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://127.0.0.1:${run.ports.site}/`);
      await page.getByRole('link', { name: 'Book Your Session' }).waitFor();
      await page.goto(`http://127.0.0.1:${run.ports.site}/no-such-page`);
      await page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
      await page.goto(`http://127.0.0.1:${run.ports.backoffice}/admin`);
      await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it('rebuilds the database from migrations and seed with db:reset while running, and empties Storage', async () => {
    const db = `postgresql://postgres:postgres@127.0.0.1:${run.ports.db}/postgres`;
    await withClient(db, (client) => client.query('create table public.scratch_marker (id int)'));
    // An object that is not part of the seed, stored as a file under <dataDir>/storage.
    const upload = await fetch(
      `http://127.0.0.1:${run.ports.api}/storage/v1/object/menu-images/not-in-the-seed.png`,
      {
        method: 'POST',
        headers: {
          apikey: LOCAL_SERVICE_ROLE_KEY,
          authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
          'content-type': 'image/png',
        },
        body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      },
    );
    expect(upload.status).toBe(200);
    const storedFile = join(dataDir, 'storage', 'menu-images', 'not-in-the-seed.png');
    expect(existsSync(storedFile)).toBe(true);
    const env = { ...process.env, DB_PORT: String(run.ports.db), STACK_DATA_DIR: dataDir };
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'packages/local-stack/src/cli.ts', 'db:reset'],
      {
        cwd: repoRoot,
        env,
      },
    );
    const tables = await withClient(db, (client) =>
      client.query("select count(*)::int as n from pg_tables where tablename = 'scratch_marker'"),
    );
    expect(tables.rows[0].n).toBe(0);
    const signIn = await fetch(
      `http://127.0.0.1:${run.ports.api}/auth/v1/token?grant_type=password`,
      {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'reception@example.com', password: 'reception-demo-123' }),
      },
    );
    expect(signIn.status).toBe(200);
    // The running stack's Storage got the seed files again, and the seed its API URL.
    const image = await fetch(
      `http://127.0.0.1:${run.ports.api}/storage/v1/object/public/menu-images/espresso.jpg`,
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    // Nothing of the old data is left in Storage: neither the object nor its file.
    expect(existsSync(storedFile)).toBe(false);
    const gone = await fetch(
      `http://127.0.0.1:${run.ports.api}/storage/v1/object/public/menu-images/not-in-the-seed.png`,
    );
    expect(gone.ok).toBe(false);
    const setting = await withClient(db, (client) =>
      client.query("select current_setting('venue.api_url', true) as value"),
    );
    expect(setting.rows[0].value).toBe(`http://127.0.0.1:${run.ports.api}`);
  }, 60_000);

  it('stops every process it started on Ctrl-C', async () => {
    expect(await run.interrupt()).toBe(0);
    for (const port of Object.values(run.ports)) expect(await isPortFree(port)).toBe(true);
    expect(processesUsing(dataDir)).toBe('');
  }, 30_000);

  let again: StartedScript;

  it('starts again on the data it kept', async () => {
    again = await runStartScript(dataDir);
    const res = await fetch(
      `http://127.0.0.1:${again.ports.api}/auth/v1/token?grant_type=password`,
      {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'jana@example.com', password: 'jana-demo-123' }),
      },
    );
    expect(res.status).toBe(200);
  }, 180_000);

  it('refuses, in one sentence, a second start on the same data folder while one runs', async () => {
    const second = spawnStartScript(dataDir, await freeStartPorts());
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(
      `A stack is already running on ${dataDir} (pid ${again.pid}): stop it first, or give this one another STACK_DATA_DIR.`,
    );
  }, 30_000);

  it('says in one line when the database is killed, restarts it and serves again', async () => {
    const before = again.output().length;
    process.kill(postmasterPid(), 'SIGKILL');
    await until(() => again.output().includes('PostgreSQL is running again.'), 15_000);
    expect(again.output().slice(before).trim().split('\n')).toEqual([
      'PostgreSQL stopped unexpectedly (killed by SIGKILL); restarting it.',
      'PostgreSQL is running again.',
    ]);
    await expect(restStatus(again.ports.api)).resolves.toBe(200);
  }, 30_000);

  it('after a SIGKILL, the next start ends what the killed one left and serves on the same ports', async () => {
    const left = childrenOf(dataDir);
    expect(left.map((child) => child.name).sort()).toEqual([
      'backoffice',
      'functions',
      'rest',
      'site',
    ]);
    const postmaster = postmasterPid();
    process.kill(again.pid, 'SIGKILL');
    await again.exited;
    // What `npm start` started outlives it: that is what the next start has to clean up.
    for (const child of left) expect(commandOf(child.pid)).toBe(child.command);
    expect(commandOf(postmaster)).toBeDefined();

    again = await runStartScript(dataDir, { ports: again.ports });
    expect(again.output()).toContain(
      `Ending processes left running by an earlier start: ${left.map((c) => `${c.name} (pid ${c.pid})`).join(', ')}`,
    );
    expect(again.output()).toContain(
      `Stopping a database server left running by an earlier start (pid ${postmaster})`,
    );
    for (const child of left) expect(commandOf(child.pid)).not.toBe(child.command);
    expect(commandOf(postmaster)).toBeUndefined();
    await expect(restStatus(again.ports.api)).resolves.toBe(200);
    const site = await fetch(`http://127.0.0.1:${again.ports.site}/`);
    expect(site.status).toBe(200);
  }, 180_000);

  it('stops everything with one line and exit code 1 when the database cannot be restarted', async () => {
    const cluster = clusterDirOf(dataDir);
    // PostgreSQL refuses a cluster folder others can write to: the restart fails.
    chmodSync(cluster, 0o777);
    try {
      process.kill(postmasterPid(), 'SIGKILL');
      expect(await again.exited).toBe(1);
    } finally {
      chmodSync(cluster, 0o700);
    }
    const lines = again.output().trim().split('\n');
    expect(lines.at(-1)).toMatch(
      /^PostgreSQL stopped unexpectedly \(killed by SIGKILL\) and could not be started again: .*permissions.*\. Stopping everything\.$/,
    );
    for (const port of Object.values(again.ports)) expect(await isPortFree(port)).toBe(true);
    expect(processesUsing(dataDir)).toBe('');
    expect(existsSync(join(dataDir, 'stack.pids'))).toBe(false);
  }, 30_000);
});

function postmasterPid(): number {
  return Number(readFileSync(join(clusterDirOf(dataDir), 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function childrenOf(dir: string): { name: string; pid: number; command: string }[] {
  return JSON.parse(readFileSync(join(dir, 'stack.pids'), 'utf8')).children;
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The REST API's answer to a read of the seeded menu, once it answers other than 503. */
async function restStatus(apiPort: number): Promise<number> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${apiPort}/rest/v1/menu_items?select=name&limit=1`, {
      headers: { apikey: LOCAL_ANON_KEY },
    });
    await res.body?.cancel();
    if (res.status !== 503 || Date.now() > deadline) return res.status;
    await new Promise((r) => setTimeout(r, 100));
  }
}
