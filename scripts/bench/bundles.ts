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

/**
 * Builds one app and sums what a page's HTML makes the browser fetch before anything else, for
 * each page named (paths of the build's HTML files; the site's `/ar` is `ar/index.html`).
 */
export async function firstLoad(
  app: 'site' | 'backoffice',
  pages: readonly string[] = ['index.html'],
): Promise<FirstLoad[]> {
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
    return pages.map((page) => firstLoadOf(app, outDir, page));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** What one page of a build makes the browser fetch first. */
function firstLoadOf(app: string, outDir: string, page: string): FirstLoad {
  const html = readFileSync(join(outDir, page), 'utf8');
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
    app: page === 'index.html' ? app : `${app} /${page.replace(/\/?index\.html$/, '')}`,
    jsKiB: kib(scripts.reduce((sum, href) => sum + gzipSize(path(href)), 0)),
    cssKiB: kib(styles.reduce((sum, href) => sum + gzipSize(path(href)), 0)),
    files: [...scripts, ...styles],
  };
}

export async function benchBundles() {
  // The site's first load (issue 31), for the English and the Arabic home page; the back-office's.
  const runs = [
    { app: 'site', pages: ['index.html', 'ar/index.html'], budget: 85 },
    { app: 'backoffice', pages: ['index.html'], budget: 200 },
  ] as const;
  console.log('\nFirst-load size, gzip (entry + preloaded chunks; CSS apart)');
  for (const run of runs) {
    for (const load of await firstLoad(run.app, run.pages)) {
      const verdict = load.jsKiB <= run.budget ? 'within' : 'OVER';
      console.log(
        `  ${load.app.padEnd(11)} JS ${load.jsKiB.toFixed(1).padStart(6)} KiB (budget ${run.budget} KiB: ${verdict})   CSS ${load.cssKiB.toFixed(1)} KiB   [${load.files.length} files]`,
      );
    }
  }
}
