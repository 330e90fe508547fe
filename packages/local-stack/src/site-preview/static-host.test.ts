import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseHostRules, resolveHostPath } from './static-host.ts';

const root = mkdtempSync(join(tmpdir(), 'static-host-'));
for (const file of [
  'index.html',
  'menu/index.html',
  'ar/menu/index.html',
  '404.html',
  'ar/404.html',
  'booking/manage.html',
  'assets/app.js',
]) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), file);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const rules = parseHostRules(`# the site's rules
/booking/manage/*  /booking/manage.html  200
/ar/*  /ar/404.html  404
/*  /404.html  404
`);
const at = (path: string) => {
  const found = resolveHostPath(root, path, rules);
  return found && { file: found.file.slice(root.length + 1), status: found.status };
};

describe('the preview answers as the static host does', () => {
  it('reads the rules of a _redirects file in order, without comments', () => {
    expect(rules).toEqual([
      { from: '/booking/manage/*', to: '/booking/manage.html', status: 200 },
      { from: '/ar/*', to: '/ar/404.html', status: 404 },
      { from: '/*', to: '/404.html', status: 404 },
    ]);
  });

  it("serves a file, or a folder's index.html, at its address", () => {
    expect(at('/')).toEqual({ file: 'index.html', status: 200 });
    expect(at('/menu')).toEqual({ file: 'menu/index.html', status: 200 });
    expect(at('/ar/menu/')).toEqual({ file: 'ar/menu/index.html', status: 200 });
    expect(at('/assets/app.js')).toEqual({ file: 'assets/app.js', status: 200 });
  });

  it('follows the first matching rule for an address with no file, with its status', () => {
    expect(at('/booking/manage/abc123')).toEqual({ file: 'booking/manage.html', status: 200 });
    expect(at('/ar/nowhere')).toEqual({ file: 'ar/404.html', status: 404 });
    expect(at('/nowhere/at/all')).toEqual({ file: '404.html', status: 404 });
  });

  it('never serves a file outside the build', () => {
    expect(at('/../../etc/passwd')).toEqual({ file: '404.html', status: 404 });
    expect(resolveHostPath(root, '/%2e%2e/secret', [])).toBeNull();
  });
});
