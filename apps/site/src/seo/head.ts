import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { birthdayPackages, extraBowlingSessionPrice } from '@venue/domain/pricing';
import type { Schedule } from '@venue/domain/schedule';
import { venue } from '@venue/domain/venue';
import { type Locale, locales, localizedPath, sourceLocale } from '@venue/i18n/locales';
import { openingHoursLd } from './opening-hours-ld.ts';
import { type PageSeo, pageSeo } from './pages.ts';

/** One element of a page's <head>, as the prerender writes it and the client renders it. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Readonly<Record<string, string>> }
  | { tag: 'link'; attrs: Readonly<Record<string, string>> }
  | { tag: 'script'; attrs: Readonly<Record<string, string>>; text: string };

/** Open Graph's name of each locale's language and region. */
const openGraphLocales: Record<Locale, string> = { en: 'en_US', ar: 'ar_PS' };

/** The share image's size in pixels (`npm run og:image` renders it). */
export const shareImageSize = { width: 1200, height: 630 } as const;

const shareImageAlt = msg`Strike Zone: bowling, VR and cafe, open every day from 15:00 to 23:00`;

/** The site's address as the URLs are built from it: without trailing slashes. */
export function siteOrigin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** The share image of a locale, absolute: `/og/share-en.png`. */
export function shareImageUrl(siteUrl: string, locale: Locale): string {
  return `${siteOrigin(siteUrl)}/og/share-${locale}.png`;
}

/** The page's title as the browser tab shows it: "Cafe Menu | Strike Zone", or the site's title. */
export function pageTitle(i18n: I18n, seo: PageSeo): string {
  return seo.title
    ? `${i18n._(seo.title)} | ${venue.name}`
    : i18n._(msg`${venue.name}: Bowling, VR and Cafe`);
}

export type HeadTagsInput = {
  i18n: I18n;
  locale: Locale;
  /** The page's path without its locale prefix: "/menu", and "/" for home. */
  path: string;
  /** The site's address: "https://strikezone.example" (a trailing slash is dropped). */
  siteUrl: string;
  seo: PageSeo;
  /** Adds the venue's JSON-LD (the prerendered HTML carries it; the client does not repeat it). */
  jsonLd?: { hours: VenueHoursLd | null; address: string };
};

/**
 * Everything a page's <head> says to search engines and link previews, in a fixed order: title,
 * description, then the canonical URL and the page in every language (or, for a page kept out of
 * search engines, the robots and referrer rules), then the Open Graph and Twitter cards.
 */
export function headTags({ i18n, locale, path, seo, jsonLd, ...input }: HeadTagsInput): HeadTag[] {
  const siteUrl = siteOrigin(input.siteUrl);
  const title = pageTitle(i18n, seo);
  const description = i18n._(seo.description);
  const canonical = `${siteUrl}${localizedPath(locale, path)}`;
  const image = shareImageUrl(siteUrl, locale);
  const imageAlt = i18n._(shareImageAlt);
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });
  const property = (name: string, content: string) => meta({ property: name, content });
  const named = (name: string, content: string) => meta({ name, content });

  const tags: HeadTag[] = [{ tag: 'title', text: title }, named('description', description)];
  if (seo.index) {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
    tags.push(
      ...languageVersions().map(
        ({ hreflang, locale: version }): HeadTag => ({
          tag: 'link',
          attrs: { rel: 'alternate', hreflang, href: `${siteUrl}${localizedPath(version, path)}` },
        }),
      ),
    );
  } else {
    tags.push(named('robots', 'noindex, nofollow'));
    if (seo.referrer) tags.push(named('referrer', seo.referrer));
  }
  tags.push(
    property('og:type', 'website'),
    property('og:site_name', venue.name),
    property('og:title', title),
    property('og:description', description),
    // A page kept out of search engines has no address to share (the manage page's is private).
    ...(seo.index ? [property('og:url', canonical)] : []),
    property('og:locale', openGraphLocales[locale]),
    ...locales
      .filter((other) => other !== locale)
      .map((other) => property('og:locale:alternate', openGraphLocales[other])),
    property('og:image', image),
    property('og:image:width', String(shareImageSize.width)),
    property('og:image:height', String(shareImageSize.height)),
    property('og:image:alt', imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', image),
    named('twitter:image:alt', imageAlt),
  );
  if (jsonLd) {
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: scriptJson(venueJsonLd({ i18n, locale, siteUrl, ...jsonLd })),
    });
  }
  return tags;
}

/** Every language's version of a page, and English as the default for any other language. */
export function languageVersions(): { hreflang: string; locale: Locale }[] {
  return [
    ...locales.map((locale) => ({ hreflang: locale, locale })),
    { hreflang: 'x-default', locale: sourceLocale },
  ];
}

/**
 * The venue's per-person prices that the domain fixes, in ILS. The cheapest is an extra bowling
 * session (`extraBowlingSessionPrice`, pricing.ts); the dearest is the most expensive birthday
 * package per person (`birthdayPackages`, pricing.ts: Spark). The bowling game and VR session
 * prices are the manager's, kept in the database, and the cafe's prices are menu items there.
 */
export function venuePriceRange(): { low: number; high: number } {
  const perPerson = [extraBowlingSessionPrice, ...birthdayPackages.map((pack) => pack.price)];
  return { low: Math.min(...perPerson), high: Math.max(...perPerson) };
}

/** The venue's schedule as read at build time, and that day (null when it could not be read). */
export type VenueHoursLd = { schedule: Schedule; today: string };

/** schema.org's description of the venue, for a `<script type="application/ld+json">`. */
export function venueJsonLd({
  i18n,
  locale,
  siteUrl,
  hours,
  address,
}: {
  i18n: I18n;
  locale: Locale;
  siteUrl: string;
  hours: VenueHoursLd | null;
  /** The address on one line as the manager wrote it, in the page's language (else the other). */
  address: string;
}) {
  const { low, high } = venuePriceRange();
  return {
    '@context': 'https://schema.org',
    '@type': 'EntertainmentBusiness',
    name: venue.name,
    description: i18n._(pageSeo.home.description),
    url: `${siteOrigin(siteUrl)}${localizedPath(locale, '/')}`,
    telephone: venue.phone.tel,
    email: venue.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address,
      addressLocality: venue.address.city,
      addressCountry: venue.address.country,
    },
    ...(hours && openingHoursLd(hours.schedule, hours.today)),
    priceRange: `${low}-${high} ${venue.currency}`,
    currenciesAccepted: venue.currency,
    image: shareImageUrl(siteUrl, locale),
    sameAs: venue.socialLinks.map((link) => link.url),
  };
}

/**
 * JSON for inside a <script>: `<` (so no `</script>` or `<!--` can end or change the script),
 * `>`, `&` and the two line separators JavaScript once refused are written as escapes, which
 * JSON reads back as the same characters.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const markupEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an HTML or XML attribute or element: the five markup characters as references. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => markupEscapes[char] ?? char);
}

function renderAttrs(attrs: Readonly<Record<string, string>>): string {
  return Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeMarkup(value)}"`)
    .join('');
}

/** The tags as HTML for the prerendered <head>, one a line, every attribute and text escaped. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags.map(renderHeadTag).join('\n');
}

function renderHeadTag(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return `<title>${escapeMarkup(tag.text)}</title>`;
    case 'meta':
      return `<meta${renderAttrs(tag.attrs)}>`;
    case 'link':
      return `<link${renderAttrs(tag.attrs)}>`;
    case 'script':
      // A script's text is not HTML: entities would stay as written, so it must not hold `<`.
      if (tag.text.includes('<')) {
        throw new Error('A script in the head must escape "<" in its text');
      }
      return `<script${renderAttrs(tag.attrs)}>${tag.text}</script>`;
  }
}
