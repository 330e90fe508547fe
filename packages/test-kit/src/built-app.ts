// Builds an app for production against a test stack and serves the output for browser tests.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** A production build of one app in a folder of its own, with the stack it was built against. */
export type AppBuild = { app: AppName; outDir: string; stack: TestStack };

type AppName = 'site' | 'backoffice';

/**
 * Builds one of the apps for production against a test stack (its URL and public key baked in,
 * as a deployment would), so browser tests run against what visitors and staff actually
 * download. `close` removes the folder.
 */
export async function buildApp(app: AppName, stack: TestStack): Promise<AppBuild> {
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
    // The sizes Vite would print (each file gzipped) are the bench's to report, not the tests'.
    await build({
      root,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, reportCompressedSize: false },
    });
  } finally {
    for (const name of names) restore(name, previous[name]);
  }
  assertProductionReact(outDir);
  return { app, outDir, stack };
}

/** Files a build writes as text, where its stack's address can appear. */
const textFile = /\.(html|js|css|json|xml|txt|webmanifest)$|^_redirects$/;

/**
 * The same build as if made against `stack`: a copy with the first stack's API address replaced
 * by this one's wherever the build wrote it (the scripts, the prerendered pages' preconnect).
 * The stacks of one run share their keys and their seed, so nothing else in the build differs,
 * and a build, the slowest part of starting the browser tests, is made once per app.
 */
export function retargetBuild(built: AppBuild, stack: TestStack): AppBuild {
  if (stack.publicKey !== built.stack.publicKey) {
    throw new Error('A build can move only between stacks with the same public key.');
  }
  const outDir = mkdtempSync(join(tmpdir(), `venue-${built.app}-build-`));
  cpSync(built.outDir, outDir, { recursive: true });
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !textFile.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    if (text.includes(built.stack.apiUrl)) {
      writeFileSync(file, text.replaceAll(built.stack.apiUrl, stack.apiUrl));
    }
  }
  return { app: built.app, outDir, stack };
}

/** Serves a build with `vite preview`; closing stops the server and removes the build's folder. */
export async function serveBuild(built: AppBuild): Promise<ServedApp> {
  const port = await freePort();
  const server = await preview({
    root: join(repoRoot, 'apps', built.app),
    logLevel: 'warn',
    build: { outDir: built.outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      rmSync(built.outDir, { recursive: true, force: true });
    },
  };
}

/** `buildApp` and `serveBuild` at once. */
export async function buildAndServeApp(app: AppName, stack: TestStack): Promise<ServedApp> {
  return serveBuild(await buildApp(app, stack));
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
