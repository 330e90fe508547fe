import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { functionsDir, packageDir, repoRoot } from './paths.ts';
import { freePort, waitForHttp } from './ports.ts';
import { type ChildRecord, type ManagedProcess, spawnManaged } from './processes.ts';

const require = createRequire(import.meta.url);

export function denoBinary(): string {
  const exe = process.platform === 'win32' ? 'deno.exe' : 'deno';
  const bundled = join(dirname(require.resolve('deno/package.json')), exe);
  if (existsSync(bundled)) return bundled;
  throw new Error(
    'The deno binary is missing: run `npm ci` (deno must be allowed its install script).',
  );
}

/** `supabase/functions/.env` (the CLI's secrets file for local functions), if present. */
function functionsEnvFile(): Record<string, string> {
  const file = join(functionsDir, '.env');
  if (!existsSync(file)) return {};
  const values: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (match?.[1]) values[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/**
 * What the runtime needs to fetch `npm:` imports on this machine: its CA bundle (some networks
 * inspect TLS with their own authority), proxies and the npm registry, when set.
 */
function networkEnv(): Record<string, string> {
  const names = [
    'NODE_EXTRA_CA_CERTS',
    'DENO_CERT',
    'DENO_TLS_CA_STORE',
    'HTTPS_PROXY',
    'HTTP_PROXY',
    'NO_PROXY',
    'https_proxy',
    'http_proxy',
    'no_proxy',
    'NPM_CONFIG_REGISTRY',
  ];
  // The runtime trusts the system's authorities as well as its own, as Node and npm do here.
  const values: Record<string, string> = { DENO_TLS_CA_STORE: 'mozilla,system' };
  for (const name of names) {
    const value = process.env[name];
    if (value) values[name] = value;
  }
  return values;
}

export type FunctionsOptions = {
  /** What the functions see as SUPABASE_* and the mail settings. */
  env: Record<string, string>;
  watch: boolean;
  log: (line: string) => void;
  /** Where the running child is recorded (see stack-pids.ts). */
  record?: ChildRecord;
};

export type RunningFunctions = ManagedProcess & { url: string };

export async function startFunctions(options: FunctionsOptions): Promise<RunningFunctions> {
  const port = await freePort();
  const args = [
    'run',
    '--allow-net',
    '--allow-env',
    '--allow-read',
    '--allow-sys',
    '--no-prompt',
    '--node-modules-dir=none',
    // The functions' import map, as config.toml's `import_map` gives it to the edge runtime.
    `--config=${join(functionsDir, 'deno.json')}`,
    ...(options.watch ? [`--watch=${functionsDir}`] : []),
    join(packageDir, 'src', 'deno', 'functions-host.ts'),
    functionsDir,
    String(port),
  ];
  const proc = spawnManaged('functions', denoBinary(), args, {
    log: options.log,
    record: options.record,
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...networkEnv(),
      DENO_DIR: join(repoRoot, 'node_modules', '.cache', 'deno'),
      DENO_NO_PACKAGE_JSON: '1',
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
      ...functionsEnvFile(),
      ...options.env,
    },
    onExit: (code) => options.log(`[functions] the functions runtime exited with code ${code}`),
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/_health`, 60_000, 'The functions runtime');
  } catch (error) {
    await proc.stop();
    throw new Error(`${(error as Error).message}\n${proc.output()}`);
  }
  return { ...proc, url };
}
