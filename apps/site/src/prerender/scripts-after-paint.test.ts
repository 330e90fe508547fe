import { describe, expect, it } from 'vitest';
import { loadScriptsAfterPaint, scriptsLoadedAfterPaint } from './scripts-after-paint.ts';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">
    <link rel="modulepreload" crossorigin href="/assets/react-C.js">
    <link rel="stylesheet" crossorigin href="/assets/style-D.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the app scripts of a prerendered page', () => {
  const html = loadScriptsAfterPaint(template);
  const head = html.slice(0, html.indexOf('</head>'));

  it('leave the head, so nothing but the HTML and the stylesheet comes before the first paint', () => {
    expect(head).not.toMatch(/<script type="module"|modulepreload/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/style-D.css">');
  });

  it('are named on one loader at the end of the body, after the app', () => {
    const loader = html.indexOf('<script data-app-entry="/assets/index-A.js"');
    expect(loader).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(loader).toBeLessThan(html.indexOf('</body>'));
    expect(scriptsLoadedAfterPaint(html)).toEqual([
      '/assets/index-A.js',
      '/assets/runtime-B.js',
      '/assets/react-C.js',
    ]);
  });

  it('refuse a template without its entry script', () => {
    expect(() => loadScriptsAfterPaint('<html><body></body></html>')).toThrow(/entry script/);
    expect(scriptsLoadedAfterPaint('<html></html>')).toEqual([]);
  });
});
