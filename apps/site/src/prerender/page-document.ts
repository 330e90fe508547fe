/** Writes one prerendered page into the client build's index.html: markup, data, language and head. */
import type { DehydratedState } from '@tanstack/react-query';
import { directionOf, type Locale, sourceLocale } from '@venue/i18n/locales';
import { arabicFontScript } from '../lib/arabic-font.ts';
import { scriptJson } from '../seo/head.ts';
import { localeRedirectScript } from './locale-redirect.ts';
import { prerenderedPageAttributes, prerenderedQueriesId } from './marker.ts';

/** What a page's render gave, as the document holds it. */
export type PageContent = {
  /** The app's markup, for the container. */
  html: string;
  /** The deepest matched route, which the client checks before hydrating. */
  routeId: string;
  /** The data read at build time and rendered into the page, for the browser's query cache. */
  queries: DehydratedState | undefined;
};

/**
 * The template with the page's language, its markup in the container and `head` added. Every
 * replacement is a function: a replacement string would read `$&`, `$'` or `` $` `` typed by the
 * manager as patterns and write parts of the template into the page.
 */
export function pageDocument(
  template: string,
  locale: Locale,
  page: PageContent,
  head: string,
): string {
  const queries = page.queries
    ? `<script type="application/json" id="${prerenderedQueriesId}">${scriptJson(page.queries)}</script>`
    : '';
  const root = `<div id="root" ${prerenderedPageAttributes({ routeId: page.routeId, locale })}>${page.html}</div>${queries}`;
  const withRoot = template.replace('<div id="root"></div>', () => root);
  if (withRoot === template) throw new Error('The template has no empty <div id="root"></div>.');
  // English pages first send a reader of another language to their page in it, before paint;
  // Arabic pages take Noto Sans Arabic from their first paint once the browser holds it.
  const redirect =
    locale === sourceLocale
      ? `\n    <script>${localeRedirectScript()}</script>`
      : `\n    <script>${arabicFontScript()}</script>`;
  return withRoot
    .replace('<meta charset="UTF-8" />', () => `<meta charset="UTF-8" />${redirect}`)
    .replace(/<html lang="[^"]*">/, () => `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace('</head>', () => `${head}</head>`);
}
