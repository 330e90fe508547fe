// Builds an app for production against a test stack and serves the output for browser tests.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@venue/local-stack/paths';
import { freePort } from '@venue/local-stack/ports';
import { build, preview } from 'vite';
import type { TestStack } from './test-stack.ts';

export type ServedApp = {
  /** Origin the built app answers on, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  close: () => Promise<void>;
};

/**
 * Builds one of the apps for production against a test stack (its URL and public key baked in,
 * as a deployment would) and serves the output with `vite preview`, so browser tests run
 * against what visitors and staff actually download.
 */
export async function buildAndServeApp(
  app: 'site' | 'backoffice',
  stack: TestStack,
): Promise<ServedApp> {
  const root = join(repoRoot, 'apps', app);
  const outDir = mkdtempSync(join(tmpdir(), `venue-${app}-build-`));
  // The key the stack's mode allows, under the variable a deployment of that kind would set.
  const keyVariable =
    stack.apiKeys === 'legacy' ? 'VITE_SUPABASE_ANON_KEY' : 'VITE_SUPABASE_PUBLISHABLE_KEY';
  const names = [
    'NODE_ENV',
    'VITE_SUPABASE_URL',
    'VITE_SUPABASE_PUBLISHABLE_KEY',
    'VITE_SUPABASE_ANON_KEY',
  ];
  const previous = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  for (const name of names) delete process.env[name];
  // Vite builds for the environment's NODE_ENV when one is set, and a test runner sets `test`:
  // that build carries React's development code (slower, larger), not what a deployment ships.
  process.env.NODE_ENV = 'production';
  process.env.VITE_SUPABASE_URL = stack.apiUrl;
  process.env[keyVariable] = stack.publicKey;
  try {
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const name of names) restore(name, previous[name]);
  }
  assertProductionReact(outDir);
  const port = await freePort();
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** A warning only React's development build carries. */
const developmentReactMarker = 'Each child in a list should have a unique "key" prop';

/** Stops when the build carries React's development code, which no deployment serves. */
function assertProductionReact(outDir: string) {
  const assets = join(outDir, 'assets');
  const development = readdirSync(assets).filter(
    (file) =>
      file.endsWith('.js') &&
      readFileSync(join(assets, file), 'utf8').includes(developmentReactMarker),
  );
  if (development.length > 0) {
    throw new Error(`The build carries React's development code (${development.join(', ')}).`);
  }
}

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
