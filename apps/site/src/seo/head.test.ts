import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@lingui/core';
import { defaultSchedule, type Schedule } from '@venue/domain/schedule';
import { locales } from '@venue/i18n/locales';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { headTags, renderHeadTags, scriptJson, venueJsonLd } from './head.ts';
import { pageSeo } from './pages.ts';

const siteUrl = 'https://strikezone.example';

/** The tags as HTML parsed by the browser's own parser, as a crawler reads the prerendered page. */
function parseHead(html: string): HTMLHeadElement {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head></html>`,
    'text/html',
  ).head;
}

const attr = (head: HTMLHeadElement, selector: string, name = 'content') =>
  head.querySelector(selector)?.getAttribute(name);

describe('headTags', () => {
  it('writes an English page: title, description, canonical, alternates and share cards, in order', () => {
    const tags = headTags({ i18n, locale: 'en', path: '/menu', siteUrl, seo: pageSeo.menu });
    const description =
      'The Strike Zone cafe menu: drinks, food and sweets with their prices in ILS, served beside the bowling lanes and the VR zone.';
    const image = 'https://strikezone.example/og/share-en.png';
    const imageAlt = 'Strike Zone: bowling, VR and cafe, open every day from 15:00 to 23:00';
    expect(tags).toEqual([
      { tag: 'title', text: 'Cafe Menu | Strike Zone' },
      { tag: 'meta', attrs: { name: 'description', content: description } },
      { tag: 'link', attrs: { rel: 'canonical', href: 'https://strikezone.example/menu' } },
      {
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: 'en', href: 'https://strikezone.example/menu' },
      },
      {
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: 'ar', href: 'https://strikezone.example/ar/menu' },
      },
      {
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: 'x-default', href: 'https://strikezone.example/menu' },
      },
      { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
      { tag: 'meta', attrs: { property: 'og:site_name', content: 'Strike Zone' } },
      { tag: 'meta', attrs: { property: 'og:title', content: 'Cafe Menu | Strike Zone' } },
      { tag: 'meta', attrs: { property: 'og:description', content: description } },
      { tag: 'meta', attrs: { property: 'og:url', content: 'https://strikezone.example/menu' } },
      { tag: 'meta', attrs: { property: 'og:locale', content: 'en_US' } },
      { tag: 'meta', attrs: { property: 'og:locale:alternate', content: 'ar_PS' } },
      { tag: 'meta', attrs: { property: 'og:image', content: image } },
      { tag: 'meta', attrs: { property: 'og:image:width', content: '1200' } },
      { tag: 'meta', attrs: { property: 'og:image:height', content: '630' } },
      { tag: 'meta', attrs: { property: 'og:image:alt', content: imageAlt } },
      { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
      { tag: 'meta', attrs: { name: 'twitter:title', content: 'Cafe Menu | Strike Zone' } },
      { tag: 'meta', attrs: { name: 'twitter:description', content: description } },
      { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
      { tag: 'meta', attrs: { name: 'twitter:image:alt', content: imageAlt } },
    ]);
  });

  it('gives the home page the site title and the bare site address, slash or no slash', () => {
    const html = (url: string) =>
      renderHeadTags(headTags({ i18n, locale: 'en', path: '/', siteUrl: url, seo: pageSeo.home }));
    expect(html(`${siteUrl}/`)).toBe(html(siteUrl));
    const head = parseHead(html(`${siteUrl}/`));
    expect(head.querySelector('title')?.textContent).toBe('Strike Zone: Bowling, VR and Cafe');
    expect(attr(head, 'link[rel="canonical"]', 'href')).toBe('https://strikezone.example/');
    expect(attr(head, 'link[hreflang="ar"]', 'href')).toBe('https://strikezone.example/ar');
  });

  it('writes an Arabic page in Arabic, at its /ar address, with the Arabic share image', async () => {
    await activateLocale('ar');
    const html = renderHeadTags(
      headTags({ i18n, locale: 'ar', path: '/faq', siteUrl, seo: pageSeo.faq }),
    );
    const head = parseHead(html);
    expect(head.querySelector('title')?.textContent).toBe('الأسئلة الشائعة | Strike Zone');
    expect(attr(head, 'meta[name="description"]')).toMatch(/^إجابات عن أكثر ما يسأل عنه زوار/);
    expect(attr(head, 'link[rel="canonical"]', 'href')).toBe('https://strikezone.example/ar/faq');
    expect(
      [...head.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['en', 'https://strikezone.example/faq'],
      ['ar', 'https://strikezone.example/ar/faq'],
      ['x-default', 'https://strikezone.example/faq'],
    ]);
    expect(attr(head, 'meta[property="og:url"]')).toBe('https://strikezone.example/ar/faq');
    expect(attr(head, 'meta[property="og:locale"]')).toBe('ar_PS');
    expect(attr(head, 'meta[property="og:locale:alternate"]')).toBe('en_US');
    expect(attr(head, 'meta[property="og:image"]')).toBe(
      'https://strikezone.example/og/share-ar.png',
    );
    expect(attr(head, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(attr(head, 'meta[name="twitter:title"]')).toBe('الأسئلة الشائعة | Strike Zone');
    expect(attr(head, 'meta[name="twitter:image"]')).toBe(
      'https://strikezone.example/og/share-ar.png',
    );
  });

  it('escapes a title and description holding <, &, " and \' in the HTML', () => {
    const text = `Tom & "Jerry's" <b>Lanes</b>`;
    const html = renderHeadTags(
      headTags({
        i18n,
        locale: 'en',
        path: '/menu',
        siteUrl,
        seo: {
          title: { id: 'test.title', message: text },
          description: { id: 'test.d', message: text },
          index: true,
        },
      }),
    );
    expect(html).toContain(
      '<title>Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;Lanes&lt;/b&gt; | Strike Zone</title>',
    );
    expect(html).not.toContain('<b>');
    const head = parseHead(html);
    expect(head.querySelectorAll('b')).toHaveLength(0);
    expect(head.querySelector('title')?.textContent).toBe(`${text} | Strike Zone`);
    expect(attr(head, 'meta[name="description"]')).toBe(text);
    expect(attr(head, 'meta[property="og:title"]')).toBe(`${text} | Strike Zone`);
  });

  it('keeps pages that are not for search engines out: no canonical, alternates or og:url', () => {
    for (const seo of [pageSeo.notFound, pageSeo.manageBooking, pageSeo.bookingComing]) {
      const head = parseHead(
        renderHeadTags(headTags({ i18n, locale: 'en', path: '/booking/manage/abc', siteUrl, seo })),
      );
      expect(head.querySelector('link[rel="canonical"]')).toBeNull();
      expect(head.querySelector('link[rel="alternate"]')).toBeNull();
      expect(head.querySelector('meta[property="og:url"]')).toBeNull();
      expect(attr(head, 'meta[name="robots"]')).toBe('noindex, nofollow');
      expect(head.querySelector('title')).not.toBeNull();
    }
  });

  it('sends no referrer from the pages behind a booking link, and only from there', () => {
    const referrer = (seo: (typeof pageSeo)[keyof typeof pageSeo]) =>
      headTags({ i18n, locale: 'en', path: '/x', siteUrl, seo }).filter(
        (tag) => tag.tag === 'meta' && tag.attrs.name === 'referrer',
      );
    for (const seo of [pageSeo.manageBooking, pageSeo.bookingComing]) {
      expect(referrer(seo)).toEqual([
        { tag: 'meta', attrs: { name: 'referrer', content: 'no-referrer' } },
      ]);
    }
    expect(referrer(pageSeo.notFound)).toEqual([]);
    expect(referrer(pageSeo.home)).toEqual([]);
  });

  it('adds the venue JSON-LD script last, and only when asked', () => {
    const input = { i18n, locale: 'en', path: '/', siteUrl, seo: pageSeo.home } as const;
    expect(headTags(input).some((tag) => tag.tag === 'script')).toBe(false);
    const tags = headTags({ ...input, jsonLd: { hours: null, address } });
    expect(tags.at(-1)).toMatchObject({ tag: 'script', attrs: { type: 'application/ld+json' } });
    expect(tags.slice(0, -1)).toEqual(headTags(input));
  });
});

const hours = { schedule: defaultSchedule, today: '2026-11-21' };
/** The manager's address as the build read it (venue_contacts.address, in the page's language). */
const address = '2 Main Street, Al-Masyoun, Ramallah, Palestine';

describe('venueJsonLd', () => {
  it('describes the venue as an entertainment business, and reads back from the rendered HTML', () => {
    const head = parseHead(
      renderHeadTags(
        headTags({
          i18n,
          locale: 'en',
          path: '/',
          siteUrl,
          seo: pageSeo.home,
          jsonLd: { hours, address },
        }),
      ),
    );
    const scripts = head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]?.textContent ?? '');
    expect(data).toEqual(venueJsonLd({ i18n, locale: 'en', siteUrl, hours, address }));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EntertainmentBusiness',
      name: 'Strike Zone',
      url: 'https://strikezone.example/',
      telephone: '+97022950000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: address,
        addressLocality: 'Ramallah',
        addressCountry: 'Palestine',
      },
      priceRange: '30-80 ILS',
      currenciesAccepted: 'ILS',
      image: 'https://strikezone.example/og/share-en.png',
      sameAs: [
        'https://www.instagram.com/strikezone',
        'https://www.facebook.com/strikezone',
        'https://www.tiktok.com/@strikezone',
      ],
    });
    expect(data.geo).toBeUndefined();
    const days = data.openingHoursSpecification.flatMap(
      (spec: { dayOfWeek: string[]; opens: string; closes: string }) => {
        expect(spec).toMatchObject({ opens: '15:00', closes: '23:00' });
        return spec.dayOfWeek;
      },
    );
    expect(new Set(days)).toEqual(
      new Set(
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
          (day) => `https://schema.org/${day}`,
        ),
      ),
    );
  });

  it('carries the hours of the schedule: each set of weekly hours, then the special periods and closures ahead', () => {
    const late = { opensAt: '15:00', closesAt: '01:00' };
    const schedule: Schedule = {
      ...defaultSchedule,
      weekly: { ...defaultSchedule.weekly, 1: null, 5: late, 6: late },
      special: [
        {
          firstDay: '2026-11-01',
          lastDay: '2026-11-10',
          opensAt: '12:00',
          closesAt: '20:00',
          name: { en: 'Past' },
        },
        {
          firstDay: '2027-02-08',
          lastDay: '2027-03-09',
          opensAt: '20:00',
          closesAt: '02:00',
          name: { en: 'Ramadan' },
        },
      ],
      closures: [
        { day: '2027-03-10', fromTime: null, toTime: null, reason: { en: 'Eid' } },
        { day: '2026-12-05', fromTime: '18:00', toTime: '20:00', reason: { en: 'Event' } },
      ],
    };
    const data = venueJsonLd({
      i18n,
      locale: 'en',
      siteUrl,
      hours: { schedule, today: '2026-11-21' },
      address,
    });
    const day = (name: string) => `https://schema.org/${name}`;
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Sunday'].map(day),
        opens: '15:00',
        closes: '23:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Friday', 'Saturday'].map(day),
        opens: '15:00',
        closes: '01:00',
      },
    ]);
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '20:00',
        closes: '02:00',
        validFrom: '2027-02-08',
        validThrough: '2027-03-09',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2027-03-10',
        validThrough: '2027-03-10',
      },
    ]);
    // Unread hours are left out rather than guessed.
    const unread = venueJsonLd({ i18n, locale: 'en', siteUrl, hours: null, address });
    expect(unread.openingHoursSpecification).toBeUndefined();
  });

  it('describes the Arabic site in Arabic, at /ar', async () => {
    await activateLocale('ar');
    const arabicAddress = '14 شارع الإرسال، المصيون، رام الله، فلسطين';
    const data = venueJsonLd({ i18n, locale: 'ar', siteUrl, hours, address: arabicAddress });
    expect(data.url).toBe('https://strikezone.example/ar');
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: arabicAddress,
      addressLocality: 'Ramallah',
      addressCountry: 'Palestine',
    });
    expect(data.description).toMatch(/^Strike Zone في رام الله/);
    expect(data.image).toBe('https://strikezone.example/og/share-ar.png');
  });

  it('cannot be broken out of by a </script> or <!-- in a text', () => {
    const hostile = { text: '</script><script>alert(1)</script><!-- & \u2028' };
    const html = renderHeadTags([
      { tag: 'script', attrs: { type: 'application/ld+json' }, text: scriptJson(hostile) },
    ]);
    const head = parseHead(html);
    expect(head.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(head.querySelector('script')?.textContent ?? '')).toEqual(hostile);
    expect(() =>
      renderHeadTags([{ tag: 'script', attrs: {}, text: '{"a":"</script>"}' }]),
    ).toThrow();
  });
});

describe('the share images', () => {
  it.each(locales)('share-%s.png exists and is 1200x630', (locale) => {
    const file = join(import.meta.dirname, `../../public/og/share-${locale}.png`);
    const png = readFileSync(file);
    // The PNG signature, then the IHDR chunk: its length, its type, then width and height.
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});
