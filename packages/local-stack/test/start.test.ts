import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../src/config.ts';
import { withClient } from '../src/database.ts';
import { repoRoot } from '../src/paths.ts';
import { isPortFree } from '../src/ports.ts';
import { launchBrowser } from '../src/testing/browser.ts';
import { runStartScript, type StartedScript } from '../src/testing/start-script.ts';

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

  it('rebuilds the database from migrations and seed with db:reset while running', async () => {
    const db = `postgresql://postgres:postgres@127.0.0.1:${run.ports.db}/postgres`;
    await withClient(db, (client) => client.query('create table public.scratch_marker (id int)'));
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

  it('starts again on the data it kept', async () => {
    const again = await runStartScript(dataDir);
    const res = await fetch(
      `http://127.0.0.1:${again.ports.api}/auth/v1/token?grant_type=password`,
      {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'jana@example.com', password: 'jana-demo-123' }),
      },
    );
    expect(res.status).toBe(200);
    expect(await again.interrupt()).toBe(0);
  }, 180_000);
});
