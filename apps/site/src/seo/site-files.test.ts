import { describe, expect, it } from 'vitest';
import { pageSeo } from './pages.ts';
import { indexablePaths, robotsTxt, type SitePage, sitemapXml } from './site-files.ts';

const siteUrl = 'https://strikezone.example';

/** The site's pages as the route table lists them, the private and unknown ones included. */
const pages: SitePage[] = [
  { path: '/', seo: pageSeo.home },
  { path: '/menu', seo: pageSeo.menu },
  { path: '/offers', seo: pageSeo.offers },
  { path: '/booking', seo: pageSeo.booking },
  { path: '/booking/manage/:token', seo: pageSeo.manageBooking },
  { path: '/booking/coming/:token', seo: pageSeo.bookingComing },
  { path: '/feedback', seo: pageSeo.feedback },
  { path: '/birthday-packages', seo: pageSeo.birthdayPackages },
  { path: '/faq', seo: pageSeo.faq },
  { path: '*', seo: pageSeo.notFound },
];

/** The pages search engines may list, in the route table's order. */
const indexable = ['/', '/menu', '/offers', '/booking', '/feedback', '/birthday-packages', '/faq'];

const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNs = 'http://www.w3.org/1999/xhtml';

function parseXml(xml: string): XMLDocument {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('sitemapXml', () => {
  it('lists every indexable page in both languages, each with its language versions', () => {
    const xml = sitemapXml({ siteUrl, pages });
    expect(sitemapXml({ siteUrl: `${siteUrl}/`, pages })).toBe(xml);
    const doc = parseXml(xml);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(sitemapNs);
    const urls = [...doc.getElementsByTagNameNS(sitemapNs, 'url')];
    expect(urls).toHaveLength(14);
    const expected = indexable.flatMap((path) => {
      const english = `${siteUrl}${path}`;
      const arabic = `${siteUrl}${path === '/' ? '/ar' : `/ar${path}`}`;
      const versions = [
        ['alternate', 'en', english],
        ['alternate', 'ar', arabic],
        ['alternate', 'x-default', english],
      ];
      return [
        { loc: english, versions },
        { loc: arabic, versions },
      ];
    });
    expect(
      urls.map((url) => ({
        loc: url.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent,
        versions: [...url.getElementsByTagNameNS(xhtmlNs, 'link')].map((link) => [
          link.getAttribute('rel'),
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      })),
    ).toEqual(expected);
  });

  it('leaves out the pages kept from search engines: the private booking and the 404', () => {
    const xml = sitemapXml({ siteUrl, pages });
    expect(xml).not.toContain('manage');
    expect(xml).not.toContain('*');
    expect(indexablePaths(pages)).toEqual(indexable);
  });

  it('escapes an address that holds XML characters', () => {
    const xml = sitemapXml({ siteUrl, pages: [{ path: '/a&b', seo: pageSeo.faq }] });
    expect(xml).toContain('<loc>https://strikezone.example/a&amp;b</loc>');
    const doc = parseXml(xml);
    expect(doc.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent).toBe(
      'https://strikezone.example/a&b',
    );
  });
});

describe('robotsTxt', () => {
  it('lets crawlers in everywhere but the private booking pages, and names the sitemap', () => {
    expect(robotsTxt({ siteUrl: `${siteUrl}/` })).toBe(robotsTxt({ siteUrl }));
    expect(robotsTxt({ siteUrl }).split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /booking/manage/',
      'Disallow: /booking/coming/',
      'Disallow: /ar/booking/manage/',
      'Disallow: /ar/booking/coming/',
      '',
      'Sitemap: https://strikezone.example/sitemap.xml',
      '',
    ]);
  });
});
