// What a deploy sends to Supabase, seen by a stand-in for its Management API on this machine:
// the CLI is the real one, only its API host is ours (a CLI profile), so nothing leaves it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths.ts';
import { freePort } from '../src/ports.ts';

const ref = 'abcdefghijklmnopqrst';
const requests: { method: string; url: string; body: string }[] = [];
let server: Server;
let profile: string;
let folder: string;

beforeAll(async () => {
  const port = await freePort();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      requests.push({
        method: req.method ?? '',
        url,
        body: Buffer.concat(chunks).toString('latin1'),
      });
      res.setHeader('content-type', 'application/json');
      if (url === `/v1/projects/${ref}`) {
        res.end(JSON.stringify({ id: ref, ref, name: 'venue', status: 'ACTIVE_HEALTHY' }));
      } else if (url.startsWith(`/v1/projects/${ref}/functions/deploy`)) {
        res.statusCode = 201;
        res.end(JSON.stringify({ id: 'f', slug: 'f', name: 'f', status: 'ACTIVE', version: 1 }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  folder = mkdtempSync(join(tmpdir(), 'venue-deploy-'));
  profile = join(folder, 'profile.yaml');
  writeFileSync(
    profile,
    `name: local-test\napi_url: http://127.0.0.1:${port}\ndashboard_url: http://127.0.0.1:${port}/dashboard\nproject_host: local.test\n`,
  );
});

afterAll(() => {
  server?.close();
  rmSync(folder, { recursive: true, force: true });
});

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: {
        ...process.env,
        SUPABASE_ACCESS_TOKEN: `sbp_${'0'.repeat(40)}`,
        HOME: folder,
        NO_COLOR: '1',
        ...env,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('deploying to a hosted project', () => {
  it('bundles each function with the domain rules and generated types it imports, and its import map', async () => {
    requests.length = 0;
    const supabase = join(repoRoot, 'node_modules', '.bin', 'supabase');
    const { code, output } = await run(supabase, [
      'functions',
      'deploy',
      'staff-accounts',
      '--use-api',
      `--remote=${ref}`,
      '--profile',
      profile,
      '--yes',
    ]);
    const upload = requests.find((request) => request.url.includes('/functions/deploy'));
    expect(upload, output).toBeDefined();
    for (const file of [
      'supabase/functions/staff-accounts/index.ts',
      'packages/domain/src/forms/staff-form.ts',
      'packages/domain/src/forms/fields.ts',
      'packages/data/src/database.types.ts',
      'supabase/functions/_shared/keys.ts',
    ]) {
      expect(upload?.body, file).toContain(file);
    }
    expect(upload?.body).toContain('"zod/": "npm:/zod@');
    expect(code, output).toBe(0);
  }, 90_000);

  it("npm run deploy:config selects config.toml's [remotes.production] for the project", async () => {
    requests.length = 0;
    const { code, output } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/deploy-config.ts', '--profile', profile, '--yes'],
      {
        SUPABASE_PROJECT_REF: ref,
        SITE_URL: 'https://venue.example',
        BACKOFFICE_URL: 'https://admin.venue.example/',
      },
    );
    expect(output).toContain('Loading config override: [remotes.production]');
    expect(requests.some((request) => request.url.startsWith(`/v1/projects/${ref}`))).toBe(true);
    // The stand-in API has no project configuration to compare with, so the push stops there.
    expect(code).not.toBe(0);
  }, 90_000);

  it('npm run deploy:config names what is missing before calling anything', async () => {
    requests.length = 0;
    const { code, output } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/deploy-config.ts'],
      {
        SUPABASE_PROJECT_REF: '',
        SUPABASE_ACCESS_TOKEN: '',
      },
    );
    expect(code).toBe(1);
    expect(output).toContain(
      'Cannot push the config: set SUPABASE_PROJECT_REF, SUPABASE_ACCESS_TOKEN',
    );
    expect(requests).toEqual([]);
  });
});
