// First-load size of each app's production build: the entry script, everything index.html
// preloads (for the prerendered site: what its loader starts after the first paint), and the CSS
// it links, gzipped as a CDN would serve them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { scriptsLoadedAfterPaint } from '../../apps/site/src/prerender/scripts-after-paint.ts';
import { configFromEnv, LOCAL_PUBLISHABLE_KEY } from '../../packages/local-stack/src/config.ts';
import { repoRoot } from '../../packages/local-stack/src/paths.ts';

export type FirstLoad = { app: string; jsKiB: number; cssKiB: number; files: string[] };

const kib = (bytes: number) => bytes / 1024;

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Builds one app and sums what its index.html makes the browser fetch before anything else. */
export async function firstLoad(app: 'site' | 'backoffice'): Promise<FirstLoad> {
  const outDir = mkdtempSync(join(tmpdir(), `venue-bench-${app}-`));
  // The build bakes in a project URL and key; their values do not change the sizes measured.
  process.env.VITE_SUPABASE_URL ||= `http://127.0.0.1:${configFromEnv().ports.api}`;
  process.env.VITE_SUPABASE_PUBLISHABLE_KEY ||= LOCAL_PUBLISHABLE_KEY;
  try {
    await build({
      root: join(repoRoot, 'apps', app),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    // A prerendered page names its scripts on the loader that starts them after its first paint.
    const scripts = [
      ...[
        ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
        ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
      ].map((match) => match[1] ?? ''),
      ...scriptsLoadedAfterPaint(html),
    ];
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map(
      (match) => match[1] ?? '',
    );
    const path = (href: string) => join(outDir, href.replace(/^\//, ''));
    return {
      app,
      jsKiB: kib(scripts.reduce((sum, href) => sum + gzipSize(path(href)), 0)),
      cssKiB: kib(styles.reduce((sum, href) => sum + gzipSize(path(href)), 0)),
      files: [...scripts, ...styles],
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function benchBundles() {
  const budgets = { site: 100, backoffice: 200 } as const;
  console.log('\nFirst-load size, gzip (entry + preloaded chunks; CSS apart)');
  for (const app of ['site', 'backoffice'] as const) {
    const load = await firstLoad(app);
    const verdict = load.jsKiB <= budgets[app] ? 'within' : 'OVER';
    console.log(
      `  ${app.padEnd(11)} JS ${load.jsKiB.toFixed(1).padStart(6)} KiB (budget ${budgets[app]} KiB: ${verdict})   CSS ${load.cssKiB.toFixed(1)} KiB   [${load.files.length} files]`,
    );
  }
}
