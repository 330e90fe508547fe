import { locales, localizedPath } from '@venue/i18n/locales';
import { escapeMarkup, languageVersions, siteOrigin } from './head.ts';
import type { PageSeo } from './pages.ts';

/** A page of the route table: its path without locale prefix ("/" for home) and its SEO. */
export type SitePage = { path: string; seo: PageSeo };

/** The paths search engines may list: the pages with `index: true`, each once, in route order. */
export function indexablePaths(pages: readonly SitePage[]): string[] {
  return [...new Set(pages.filter((page) => page.seo.index).map((page) => page.path))];
}

/**
 * sitemap.xml: every indexable page in every language, each listing all its language versions
 * (and English as the default) with `xhtml:link`, as search engines read hreflang in a sitemap.
 */
export function sitemapXml({ pages, ...site }: { siteUrl: string; pages: readonly SitePage[] }) {
  const siteUrl = siteOrigin(site.siteUrl);
  const urls = indexablePaths(pages).flatMap((path) =>
    locales.map((locale) => {
      const alternates = languageVersions().map(
        ({ hreflang, locale: version }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(
            `${siteUrl}${localizedPath(version, path)}`,
          )}"/>`,
      );
      return [
        '  <url>',
        `    <loc>${escapeMarkup(`${siteUrl}${localizedPath(locale, path)}`)}</loc>`,
        ...alternates,
        '  </url>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The private pages behind booking links (manage, "I'm coming"), in every language: crawlers stay out. */
const privatePrefixes = ['/booking/manage/', '/booking/coming/'];

/** robots.txt: everything may be crawled but the booking links' pages; where the sitemap is. */
export function robotsTxt({ siteUrl }: { siteUrl: string }): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...locales.flatMap((locale) =>
      privatePrefixes.map((prefix) => `Disallow: ${localizedPath(locale, prefix)}`),
    ),
    '',
    `Sitemap: ${siteOrigin(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
