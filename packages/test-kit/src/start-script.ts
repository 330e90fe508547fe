// Runs scripts/start.ts (what npm start runs) on free ports and waits until it is ready.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '@venue/local-stack/paths';
import { freePort } from '@venue/local-stack/ports';

export type StartPorts = {
  api: number;
  db: number;
  mail: number;
  whatsapp: number;
  sitePreview: number;
  site: number;
  backoffice: number;
};

export type StartedScript = {
  /** Milliseconds from spawning `npm start`'s script to its "Ready" banner. */
  readyMs: number;
  output: () => string;
  ports: StartPorts;
  pid: number;
  /** Settles with the exit code once the script has exited. */
  exited: Promise<number | null>;
  /** Sends Ctrl-C (SIGINT) and resolves with the exit code once the script has exited. */
  interrupt: () => Promise<number | null>;
};

export async function freeStartPorts(): Promise<StartPorts> {
  return {
    api: await freePort(),
    db: await freePort(),
    mail: await freePort(),
    whatsapp: await freePort(),
    sitePreview: await freePort(),
    site: await freePort(),
    backoffice: await freePort(),
  };
}

/** Spawns `scripts/start.ts` (what `npm start` runs) on the given ports and data folder. */
export function spawnStartScript(dataDir: string, ports: StartPorts) {
  // `node --import tsx` as `npm start` runs it (the tsx CLI's own signal relay exits with 130).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'scripts', 'start.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        API_PORT: String(ports.api),
        DB_PORT: String(ports.db),
        MAIL_PORT: String(ports.mail),
        WHATSAPP_PORT: String(ports.whatsapp),
        SITE_PREVIEW_PORT: String(ports.sitePreview),
        // The seed's content waits to be published; a build of the preview beside these tests
        // would add a process their process lists do not expect. The hook goes nowhere instead.
        SITE_DEPLOY_HOOK_URL: 'http://127.0.0.1:9/no-deploy-hook',
        SITE_PORT: String(ports.site),
        BACKOFFICE_PORT: String(ports.backoffice),
        STACK_DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Runs `scripts/start.ts` (what `npm start` runs) on free ports (or the given ones) with the
 * given data folder and waits for its ready banner.
 */
export async function runStartScript(
  dataDir: string,
  options: { ports?: StartPorts; timeoutMs?: number } = {},
): Promise<StartedScript> {
  const ports = options.ports ?? (await freeStartPorts());
  const timeoutMs = options.timeoutMs ?? 120_000;
  const started = performance.now();
  const { child, exited, output } = spawnStartScript(dataDir, ports);
  const readyMs = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`npm start did not become ready in ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    // Registered after spawnStartScript's own listeners, so output() already holds the chunk.
    const onData = () => {
      if (/Ready in [\d.]+ s\./.test(output())) {
        clearTimeout(timer);
        resolve(performance.now() - started);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with code ${code} before it was ready:\n${output()}`));
    });
  });
  return {
    readyMs,
    ports,
    pid: child.pid ?? 0,
    exited,
    output,
    interrupt: async () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}
