import type { DehydratedState } from '@tanstack/react-query';
import { locales } from '@venue/i18n/locales';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { prerenderedQueriesId } from './marker.ts';
import { pageDocument } from './page-document.ts';
import { loadScriptsAfterPaint } from './scripts-after-paint.ts';

const template = loadScriptsAfterPaint(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-C.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`);

// What a manager may type: String.replace's patterns ($` $' $& $$ $1) and a script's end tag.
const question = 'Is it $$5 or $1 at the $& door?';
const answer = "Before: $` after: $' matched: $& </script><script>window.broken=1</script>";
const faqs = [{ id: 'faq-1', question, answer }];

const queries = {
  mutations: [],
  queries: [{ queryKey: ['faqs'], queryHash: '["faqs"]', state: { data: faqs } }],
} as unknown as DehydratedState;

const markup = renderToString(
  <dl>
    {faqs.map((faq) => (
      <div key={faq.id}>
        <dt>{faq.question}</dt>
        <dd>{faq.answer}</dd>
      </div>
    ))}
  </dl>,
);

const head = `<title>FAQ $' $\` $& | Strike Zone</title>`;

describe.each(locales)('a prerendered page in %s holding typed content', (locale) => {
  const html = pageDocument(template, locale, { html: markup, routeId: 'faq', queries }, head);
  const page = new DOMParser().parseFromString(html, 'text/html');

  it('shows the content verbatim', () => {
    expect(page.querySelector('dt')?.textContent).toBe(question);
    expect(page.querySelector('dd')?.textContent).toBe(answer);
    expect(page.title).toBe("FAQ $' $` $& | Strike Zone");
  });

  it('embeds the data as JSON that reads back the same', () => {
    const data = page.getElementById(prerenderedQueriesId)?.textContent ?? '';
    expect(JSON.parse(data)).toEqual(queries);
  });

  it('keeps to its own scripts: nothing typed breaks out of the data', () => {
    const scripts = [...page.querySelectorAll('script')];
    expect(scripts.map((script) => script.id || script.dataset.appEntry || 'head')).toEqual([
      'head',
      prerenderedQueriesId,
      '/assets/index-A.js',
    ]);
    expect(html.match(/<html /g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(page.documentElement.lang).toBe(locale);
  });
});
