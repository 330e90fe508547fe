// Serves a built site as a static host does: a file when one exists at the address (a folder's
// `index.html` for `/menu`), otherwise the first matching rule of the build's own `_redirects`
// (the format Netlify and Cloudflare Pages read: `from  to  status`, `*` and `:splat`), so the
// preview answers like the production host from the rules the build wrote.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

export type HostRule = { from: string; to: string; status: number };

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The rules of a `_redirects` file, in order; comments and blank lines left out. */
export function parseHostRules(text: string): HostRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => {
      const [from, to, status] = line.split(/\s+/);
      return from && to ? [{ from, to, status: Number(status ?? 301) }] : [];
    });
}

/** The rule's target for a path, with `:splat` filled, or null when the rule does not match. */
function matchRule(rule: HostRule, pathname: string): string | null {
  const star = rule.from.endsWith('/*');
  if (!star) return rule.from === pathname ? rule.to : null;
  const base = rule.from.slice(0, -2);
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return rule.to.replace(':splat', pathname.slice(base.length + 1));
}

/** The file inside `root` for an address path, or null when there is none (or it leaves the root). */
function fileAt(root: string, pathname: string): string | null {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, '');
  const target = join(root, relative);
  if (target !== root && !target.startsWith(root + sep)) return null;
  if (!existsSync(target)) return null;
  if (statSync(target).isDirectory()) {
    const index = join(target, 'index.html');
    return existsSync(index) ? index : null;
  }
  return target;
}

/** What the host answers for a path: a file and its status, or null (plain 404). */
export function resolveHostPath(
  root: string,
  pathname: string,
  rules: readonly HostRule[],
): { file: string; status: number } | null {
  const own = fileAt(root, pathname);
  if (own) return { file: own, status: 200 };
  for (const rule of rules) {
    const target = matchRule(rule, pathname.replace(/\/+$/, '') || '/');
    if (target === null) continue;
    const file = fileAt(root, target);
    if (file) return { file, status: rule.status };
  }
  return null;
}

/** Answers a GET or HEAD for `pathname` from the built folder `root`. */
export function serveBuilt(root: string, pathname: string, head: boolean, res: ServerResponse) {
  const rulesFile = join(root, '_redirects');
  const rules = existsSync(rulesFile) ? parseHostRules(readFileSync(rulesFile, 'utf8')) : [];
  const found = resolveHostPath(root, pathname, rules);
  if (!found) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const body = readFileSync(found.file);
  res.writeHead(found.status, {
    'content-type': contentTypes[extname(found.file)] ?? 'application/octet-stream',
    'content-length': body.length,
    // A rebuild changes the HTML at the same address: never from a cache without asking.
    'cache-control': 'no-cache',
  });
  res.end(head ? undefined : body);
}
