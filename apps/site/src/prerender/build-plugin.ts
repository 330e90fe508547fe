/**
 * Prerendering for the site's production build (decision 011). After Vite writes the client
 * bundle, this plugin builds `entry-server.tsx` for Node, renders every public page in every
 * locale to HTML with it, and writes each page where a static host serves it (`menu/index.html`,
 * `ar/menu/index.html`), with the not-found pages, the booking links' shells, `sitemap.xml`,
 * `robots.txt` and the host's rewrite rules. `vite preview` follows the same rules.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { bookingLinkPages } from './booking-link-pages.ts';
import type { PrerenderInput, PrerenderOutput } from './entry-server.tsx';

/** Where a static host finds the HTML for an address, and the status it answers with. */
export type PageFile = { file: string; status: 200 | 404 };

const bookingLinkPattern = new RegExp(`^(/ar)?/booking/(${bookingLinkPages.join('|')})/[^/]+/?$`);

/**
 * The prerendered file for an address (without query): the page's own `index.html`, a booking
 * link's shell for `/booking/manage/<token>` and `/booking/coming/<token>`, or its language's
 * not-found page.
 */
export function pageFileFor(pathname: string, exists: (file: string) => boolean): PageFile {
  const path = pathname.replace(/\/+$/, '');
  const own = `${path.replace(/^\//, '')}${path ? '/' : ''}index.html`;
  if (exists(own)) return { file: own, status: 200 };
  const link = bookingLinkPattern.exec(pathname);
  if (link) return { file: `${link[1] ? 'ar/' : ''}booking/${link[2]}.html`, status: 200 };
  return { file: /^\/ar(\/|$)/.test(pathname) ? 'ar/404.html' : '404.html', status: 404 };
}

/** The same rules for a static host (Netlify and Cloudflare Pages read `_redirects`). */
export const hostRewrites = `${bookingLinkPages
  .flatMap((page) => [
    `/booking/${page}/*  /booking/${page}.html  200`,
    `/ar/booking/${page}/*  /ar/booking/${page}.html  200`,
  ])
  .join('\n')}
/ar/*  /ar/404.html  404
/*  /404.html  404
`;

function writeOut(outDir: string, file: string, content: string) {
  const target = join(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

function sendPage(res: ServerResponse, page: PageFile, outDir: string) {
  res.statusCode = page.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(readFileSync(join(outDir, page.file)));
}

export function prerenderSite({ siteUrl }: { siteUrl: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'site:prerender',
    apply: (_, env) => env.isPreview === true || (env.command === 'build' && !env.isSsrBuild),
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.command !== 'build') return;
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the app, so the server bundle's imports resolve from the repository's packages.
        mkdirSync(join(config.root, 'node_modules'), { recursive: true });
        const serverDir = await mkdtemp(join(config.root, 'node_modules', '.prerender-'));
        try {
          await build({
            root: config.root,
            mode: config.mode,
            configFile: config.configFile,
            logLevel: 'warn',
            build: {
              ssr: 'src/prerender/entry-server.tsx',
              outDir: serverDir,
              emptyOutDir: true,
              copyPublicDir: false,
            },
          });
          const entry = readdirSync(serverDir).find((name) => /^entry-server\.m?js$/.test(name));
          if (!entry) throw new Error('The prerender build wrote no entry-server.js.');
          const server: { prerender: (input: PrerenderInput) => Promise<PrerenderOutput> } =
            await import(pathToFileURL(join(serverDir, entry)).href);
          const template = readFileSync(join(outDir, 'index.html'), 'utf8');
          const output = await server.prerender({ template, siteUrl });
          for (const page of output.pages) writeOut(outDir, page.file, page.html);
          writeOut(outDir, 'sitemap.xml', output.sitemap);
          writeOut(outDir, 'robots.txt', output.robots);
          writeOut(outDir, '_redirects', hostRewrites);
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
    configurePreviewServer(server) {
      const outDir = resolve(config.root, config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://preview.invalid').pathname;
        if ((req.method !== 'GET' && req.method !== 'HEAD') || extname(pathname)) return next();
        sendPage(
          res,
          pageFileFor(pathname, (file) => existsSync(join(outDir, file))),
          outDir,
        );
      });
    },
  };
}
