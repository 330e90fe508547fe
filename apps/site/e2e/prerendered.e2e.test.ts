import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type Faq, listFaqs } from '@venue/data/faqs/list-faqs';
import { listFeedback } from '@venue/data/feedback/list-feedback';
import { listMenuItems } from '@venue/data/menu-items/list-menu-items';
import { listOffers } from '@venue/data/offers/list-offers';
import { formatIls } from '@venue/domain/format';
import { birthdayPackages } from '@venue/domain/pricing';
import { venue, venueAddress } from '@venue/domain/venue';
import { type Locale, localizedPath } from '@venue/i18n/locales';
import { anonClient } from '@venue/test-kit/clients';
import { untilLive } from '@venue/test-kit/e2e-browser';
import { keepScreenshot, screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page, Route } from 'playwright-core';
import { loadEnv } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserForFile, stack } from './support.ts';

const browser = browserForFile();

/** The screenshots of the pages without JavaScript. */
const shotsDir = screenshotFolder('site-prerendered');

/** The site's public origin the build wrote into its URLs, found as `vite.config.ts` finds it. */
const siteUrl = (() => {
  const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
  const env = { ...loadEnv('production', repoRoot, ''), ...process.env };
  return (env.SITE_URL || `http://127.0.0.1:${env.SITE_PORT ?? 5173}`).replace(/\/+$/, '');
})();

/** An absolute URL of the site, as the served build answers it. */
const onServedOrigin = (url: string) => url.replace(siteUrl, appUrl);

type Words = {
  /** The page's h1. */
  h1: string;
  /** One more sentence of the page's own static text. */
  sentence: string;
  /** The <title>. */
  title: string;
};

/** Every public page, with its static words in each language (page components and `ar.po`). */
const routes: { path: string; words: Record<Locale, Words> }[] = [
  {
    path: '/',
    words: {
      en: {
        h1: 'Welcome to Strike Zone',
        sentence: 'Six glowing lanes. One perfect strike.',
        title: 'Strike Zone: Bowling, VR and Cafe',
      },
      ar: {
        h1: 'أهلًا بكم في Strike Zone',
        sentence: 'ستة مسارات مضيئة، ورمية واحدة تُسقط كل الأقماع.',
        title: 'Strike Zone: بولينغ وواقع افتراضي ومقهى',
      },
    },
  },
  {
    path: '/menu',
    words: {
      en: {
        h1: 'Our Cafe Menu',
        sentence:
          'Coffee, snacks and sweet treats to keep the game going, served fresh until closing.',
        title: 'Cafe Menu | Strike Zone',
      },
      ar: {
        h1: 'قائمة مقهانا',
        sentence: 'قهوة ووجبات خفيفة وحلويات تبقيكم في أجواء اللعب، تُقدَّم طازجة حتى موعد الإغلاق.',
        title: 'قائمة المقهى | Strike Zone',
      },
    },
  },
  {
    path: '/offers',
    words: {
      en: {
        h1: 'Loyalty Offers',
        sentence: 'Give your phone number at the counter when you pay.',
        title: 'Loyalty Offers | Strike Zone',
      },
      ar: {
        h1: 'عروض الولاء',
        sentence:
          'كل زيارة إلى Strike Zone تمنحكم نقاطًا. أنفقوا على مسارات البولينغ أو في منطقة الواقع الافتراضي أو في المقهى، واجمعوا النقاط واستبدلوها بألعاب مجانية.',
        title: 'عروض الولاء | Strike Zone',
      },
    },
  },
  {
    path: '/booking',
    words: {
      en: {
        h1: 'Book Now',
        sentence:
          'Pick a bowling session, VR or a birthday package, choose a day and a time, and we will confirm your booking on WhatsApp.',
        title: 'Book Now | Strike Zone',
      },
      ar: {
        h1: 'احجزوا الآن',
        sentence:
          'اختاروا جلسة بولينغ أو واقعًا افتراضيًا أو باقة عيد ميلاد، ثم حدّدوا اليوم والوقت، وسنؤكد حجزكم عبر واتساب.',
        title: 'احجزوا الآن | Strike Zone',
      },
    },
  },
  {
    path: '/feedback',
    words: {
      en: {
        h1: 'Feedback',
        sentence: 'Tell us how your visit went and see what other players say about Strike Zone.',
        title: 'Feedback | Strike Zone',
      },
      ar: {
        h1: 'آراء الزوار',
        sentence: 'أخبرونا كيف كانت زيارتكم، واطّلعوا على ما يقوله اللاعبون الآخرون عن Strike Zone.',
        title: 'آراء الزوار | Strike Zone',
      },
    },
  },
  {
    path: '/birthday-packages',
    words: {
      en: {
        h1: 'Birthday Packages',
        sentence:
          'Bowling, virtual reality and a party table for the birthday star and their crew. Pick the package that fits your group; we take care of the rest.',
        title: 'Birthday Packages | Strike Zone',
      },
      ar: {
        h1: 'باقات أعياد الميلاد',
        sentence:
          'بولينغ وواقع افتراضي وطاولة احتفال لصاحب عيد الميلاد وأصدقائه. اختاروا الباقة التي تناسب مجموعتكم، ونحن نتولى الباقي.',
        title: 'باقات أعياد الميلاد | Strike Zone',
      },
    },
  },
  {
    path: '/faq',
    words: {
      en: {
        h1: 'Frequently Asked Questions',
        sentence: 'Everything you need to know before your visit.',
        title: 'FAQ | Strike Zone',
      },
      ar: {
        h1: 'الأسئلة الشائعة',
        sentence: 'كل ما تحتاجون إلى معرفته قبل زيارتكم.',
        title: 'الأسئلة الشائعة | Strike Zone',
      },
    },
  },
];

/** What every page shares, in each language: the navigation's name and links, the footer. */
const shell: Record<Locale, { nav: string; cafe: string; footerHeading: string }> = {
  en: { nav: 'Main', cafe: 'Cafe', footerHeading: 'Visit us' },
  ar: { nav: 'التنقل الرئيسي', cafe: 'المقهى', footerHeading: 'زورونا' },
};

const notFound: Record<Locale, Words> = {
  en: {
    h1: 'Oops! Page Not Found',
    sentence: 'The page you are looking for does not exist or has moved.',
    title: 'Page Not Found | Strike Zone',
  },
  ar: {
    h1: 'عذرًا! الصفحة غير موجودة',
    sentence: 'الصفحة المطلوبة غير موجودة أو نُقلت إلى مكان آخر.',
    title: 'الصفحة غير موجودة | Strike Zone',
  },
};

const manageShell: Record<Locale, Omit<Words, 'title'>> = {
  en: { h1: 'Your booking', sentence: 'Loading your booking...' },
  ar: { h1: 'حجزكم', sentence: 'جارٍ تحميل حجزكم...' },
};

const locales: Locale[] = ['en', 'ar'];
const everyPage = routes.flatMap((route) =>
  locales.map((locale) => ({
    ...route,
    locale,
    url: localizedPath(locale, route.path),
    own: route.words[locale],
  })),
);

/** A token no booking has. */
const randomToken = () => crypto.randomUUID().replaceAll('-', '');

/** jsdom (the component tests' document), typed for what this file uses of it. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

/** The served HTML of `path`, parsed without running any script. */
async function fetchPage(path: string) {
  const response = await fetch(`${appUrl}${path}`);
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  return { response, html, document };
}

/** The page's head, as a search engine or a link preview reads it. */
function headOf(document: Document) {
  const all = (selector: string) => [...document.head.querySelectorAll(selector)];
  return {
    titles: all('title').map((title) => title.textContent),
    descriptions: all('meta[name="description"]').map((meta) => meta.getAttribute('content')),
    canonicals: all('link[rel="canonical"]').map((link) => link.getAttribute('href')),
    alternates: all('link[rel="alternate"]').map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    ),
    robots: all('meta[name="robots"]').map((meta) => meta.getAttribute('content')),
  };
}

/** Checks the navigation and the footer every page carries, in the page's language. */
function expectShell(document: Document, locale: Locale) {
  const nav = document.querySelector(`nav[aria-label="${shell[locale].nav}"]`);
  expect(nav).not.toBeNull();
  const links = [...(nav?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
  for (const path of ['/', '/menu', '/offers', '/feedback', '/faq', '/booking']) {
    expect(links).toContain(localizedPath(locale, path));
  }
  const footer = document.querySelector('footer');
  expect(footer?.textContent).toContain(shell[locale].footerHeading);
  expect(footer?.textContent).toContain(venue.phone.display);
}

/**
 * Checks a served page: its status, its language and direction, its one h1 and one more sentence
 * of its own, and the navigation and footer, in the page's language.
 */
function expectServedPage(
  { response, document }: { response: Response; document: Document },
  { locale, status, words }: { locale: Locale; status: number; words: Omit<Words, 'title'> },
) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(document.documentElement.lang).toBe(locale);
  expect(document.documentElement.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
  const h1s = [...document.querySelectorAll('h1')];
  expect(h1s).toHaveLength(1);
  expect(h1s[0]?.textContent).toContain(words.h1);
  expect(document.getElementById('root')?.textContent).toContain(words.sentence);
  expectShell(document, locale);
}

describe('the HTML as served, before any script', () => {
  it.each(everyPage)('$url answers 200 with its own page, head and shell', async (page) => {
    const served = await fetchPage(page.url);
    expectServedPage(served, { locale: page.locale, status: 200, words: page.own });
    const { document } = served;

    const head = headOf(document);
    expect(head.titles).toEqual([page.own.title]);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]?.length).toBeGreaterThan(40);
    expect(head.canonicals).toEqual([`${siteUrl}${page.url}`]);
    expect(head.alternates).toEqual([
      `en ${siteUrl}${localizedPath('en', page.path)}`,
      `ar ${siteUrl}${localizedPath('ar', page.path)}`,
      `x-default ${siteUrl}${localizedPath('en', page.path)}`,
    ]);
    expect(head.robots).toEqual([]);
  });

  it('/ has the hero title, the main navigation and a "Book Your Session" link to /booking', async () => {
    const { html, document } = await fetchPage('/');
    expect(html).toContain('Welcome to Strike Zone');
    expect(html).toContain('<nav aria-label="Main"');
    const book = [...document.querySelectorAll('a')].find(
      (a) => a.textContent === 'Book Your Session',
    );
    expect(book?.getAttribute('href')).toBe('/booking');
  });

  it.each(locales)(
    'an unknown address answers 404 with the not-found page (%s)',
    async (locale) => {
      const served = await fetchPage(localizedPath(locale, '/no-such-page'));
      expectServedPage(served, { locale, status: 404, words: notFound[locale] });
      const { document } = served;
      const head = headOf(document);
      expect(head.titles).toEqual([notFound[locale].title]);
      expect(head.descriptions).toHaveLength(1);
      expect(head.canonicals).toEqual([]);
      expect(head.robots).toEqual(['noindex, nofollow']);
    },
  );

  it.each(locales)('a manage link answers 200 with the manage page shell (%s)', async (locale) => {
    const served = await fetchPage(localizedPath(locale, `/booking/manage/${randomToken()}`));
    expectServedPage(served, { locale, status: 200, words: manageShell[locale] });
    const { document } = served;
    const head = headOf(document);
    expect(head.titles).toHaveLength(1);
    expect(head.canonicals).toEqual([]);
    expect(head.robots).toEqual(['noindex, nofollow']);
  });

  it.each(locales)(
    'an "I\'m coming" link answers 200 with its own page shell, kept out of search engines (%s)',
    async (locale) => {
      const served = await fetchPage(localizedPath(locale, `/booking/coming/${randomToken()}`));
      // The same loading state as the manage page's, in the same words.
      expectServedPage(served, { locale, status: 200, words: manageShell[locale] });
      expect(served.document.getElementById('root')?.dataset.prerenderedRoute).toBe(
        'bookingComing',
      );
      const head = headOf(served.document);
      expect(head.titles).toHaveLength(1);
      expect(head.canonicals).toEqual([]);
      expect(head.robots).toEqual(['noindex, nofollow']);
      expect(served.document.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe(
        'no-referrer',
      );
    },
  );

  it('serves robots.txt and a sitemap whose 14 URLs all answer 200', async () => {
    const robots = await fetch(`${appUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    const rules = await robots.text();
    expect(rules).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    for (const path of ['/booking/manage/', '/booking/coming/', '/ar/booking/coming/']) {
      expect(rules).toContain(`Disallow: ${path}`);
    }

    const sitemap = await fetch(`${appUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(locs).toHaveLength(14);
    expect(new Set(locs)).toEqual(new Set(everyPage.map((page) => `${siteUrl}${page.url}`)));
    for (const loc of locs) {
      expect((await fetch(onServedOrigin(loc))).status, loc).toBe(200);
    }
  });

  it.each(locales)(
    'carries the venue as an EntertainmentBusiness in JSON-LD (%s)',
    async (locale) => {
      const { document } = await fetchPage(localizedPath(locale, '/menu'));
      const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
      expect(scripts).toHaveLength(1);
      const business = JSON.parse(scripts[0]?.textContent ?? '');
      expect(business['@type']).toBe('EntertainmentBusiness');
      expect(business.name).toBe(venue.name);
      expect(business.telephone).toBe(venue.phone.tel);
      expect(business.address).toMatchObject({
        '@type': 'PostalAddress',
        addressLocality: venue.address.city,
        addressCountry: venue.address.country,
      });
      // The manager's address (venue_contacts.address, seeded with the code's) in the page's language.
      expect(business.address.streetAddress).toBe(venueAddress(locale));
      // The footer says it too, without JavaScript, in the page's language.
      expect(document.querySelector('footer address')?.textContent).toContain(venueAddress(locale));
      expect(business.openingHoursSpecification).toHaveLength(1);
      const [hours] = business.openingHoursSpecification;
      expect(hours.dayOfWeek).toHaveLength(7);
      expect(new Set(hours.dayOfWeek).size).toBe(7);
      expect(hours).toMatchObject({ opens: '15:00', closes: '23:00' });
      expect(business.priceRange).toMatch(/^\d+-\d+ ILS$/);

      const image = document.querySelector('meta[property="og:image"]')?.getAttribute('content');
      expect(image).toBe(`${siteUrl}/og/share-${locale}.png`);
      const picture = await fetch(onServedOrigin(image ?? ''));
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
    },
  );

  it.each(locales)(
    "the FAQ page's HTML holds the stack's questions and answers (%s)",
    async (locale) => {
      const faqs = await listFaqs(anonClient(stack) as never);
      expect(faqs.length).toBeGreaterThan(0);
      const { document } = await fetchPage(localizedPath(locale, '/faq'));
      // The page's own text: the data for the browser's cache (a script) is not read by anyone.
      const text = document.getElementById('root')?.textContent ?? '';
      // Each in the page's language (the seed writes both).
      for (const faq of faqs) {
        expect(text).toContain(faq.question[locale]);
        expect(text).toContain(faq.answer[locale]);
      }
    },
  );

  it.each(locales)(
    "the menu page's HTML holds the stack's item names and descriptions in its language (%s)",
    async (locale) => {
      const items = await listMenuItems(anonClient(stack) as never);
      expect(items.length).toBeGreaterThan(0);
      const { document } = await fetchPage(localizedPath(locale, '/menu'));
      const text = document.getElementById('root')?.textContent ?? '';
      const other = locales.find((code) => code !== locale) as Locale;
      // The seed names every item and describes some in both languages.
      for (const item of items) {
        expect(text).toContain(item.name[locale]);
        expect(text).not.toContain(item.name[other]);
        if (item.description) expect(text).toContain(item.description[locale]);
      }
    },
  );
});

/** The colour's alpha (1 when opaque) and its lightness from 0 to 255. */
function colourOf(css: string): { alpha: number; lightness: number } {
  const [r = 0, g = 0, b = 0, alpha = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return { alpha, lightness: (r + g + b) / 3 };
}

describe('without JavaScript', () => {
  const words = {
    en: {
      book: 'Book Your Session',
      explore: 'Explore the zones',
      zones: 'Three zones, one epic night',
      perPerson: 'per person',
      needsScript: 'Booking online needs JavaScript.',
    },
    ar: {
      book: 'احجزوا جلستكم',
      explore: 'استكشفوا المناطق',
      zones: 'ثلاث مناطق وليلة لا تُنسى',
      perPerson: 'للشخص',
      needsScript: 'يحتاج الحجز عبر الموقع إلى JavaScript.',
    },
  };
  let faqs: Faq[] = [];
  beforeAll(async () => {
    faqs = await listFaqs(anonClient(stack) as never);
  });
  const cases = locales.flatMap((locale) => [390, 1440].map((width) => ({ locale, width })));

  /** The page at `path` with scripts off, and a full-page screenshot of it. */
  async function openWithoutScripts(path: string, locale: Locale, width: number, name: string) {
    const page = await browser.open(localizedPath(locale, path), {
      javaScriptEnabled: false,
      viewport: { width, height: 900 },
      locale: locale === 'ar' ? 'ar' : 'en-US',
    });
    await keepScreenshot(page, {
      path: `${shotsDir}/${name}-${locale}-${width}.png`,
      fullPage: true,
    });
    return page;
  }

  it.each(cases)(
    'the home page reads whole, its title lit ($locale, $width px)',
    async ({ locale, width }) => {
      const page = await openWithoutScripts('/', locale, width, 'home');
      const w = words[locale];
      const h1 = page.getByRole('heading', { level: 1, name: routes[0]?.words[locale].h1 });
      expect(await h1.isVisible()).toBe(true);
      const letter = h1.locator('[aria-hidden="true"] > span').first();
      const colour = colourOf(await letter.evaluate((span) => getComputedStyle(span).color));
      expect(colour.alpha).toBe(1);
      expect(colour.lightness).toBeGreaterThan(200);
      expect(await page.getByRole('link', { name: w.book }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: w.explore }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: w.zones }).isVisible()).toBe(true);
      expect(await page.locator('footer').getByText(venue.phone.display).isVisible()).toBe(true);
      await page.context().close();
    },
  );

  it.each(cases)(
    'the birthday packages show their three prices ($locale, $width px)',
    async ({ locale, width }) => {
      const page = await openWithoutScripts('/birthday-packages', locale, width, 'birthday');
      expect(birthdayPackages).toHaveLength(3);
      for (const tier of birthdayPackages) {
        const card = page
          .locator('li')
          .filter({ has: page.getByRole('heading', { name: tier.title }) });
        expect(await card.isVisible()).toBe(true);
        const price = card.getByText(formatIls(tier.price, locale), { exact: true });
        expect(await price.isVisible()).toBe(true);
        expect(await card.getByText(words[locale].perPerson).isVisible()).toBe(true);
      }
      await page.context().close();
    },
  );

  it.each(cases)(
    'the FAQ shows every question and answer ($locale, $width px)',
    async ({ locale, width }) => {
      const page = await openWithoutScripts('/faq', locale, width, 'faq');
      expect(faqs.length).toBeGreaterThan(0);
      for (const faq of faqs) {
        const [question, answer] = [faq.question[locale], faq.answer[locale]];
        expect(question && answer, 'the seed writes both languages').toBeTruthy();
        expect(await page.getByText(question ?? '', { exact: true }).isVisible()).toBe(true);
        expect(await page.getByText(answer ?? '', { exact: true }).isVisible()).toBe(true);
      }
      await page.context().close();
    },
  );

  it.each(cases)(
    'the offers show every spend level, never a loading line ($locale, $width px)',
    async ({ locale, width }) => {
      const offers = await listOffers(anonClient(stack) as never);
      expect(offers.length).toBeGreaterThan(0);
      const page = await openWithoutScripts('/offers', locale, width, 'offers');
      expect(await page.getByRole('status').count()).toBe(0);
      const list = page.locator('ul[aria-labelledby="offers-title"]');
      expect(await list.getByRole('listitem').count()).toBe(offers.length);
      for (const offer of offers) {
        const spend = list.getByText(formatIls(offer.spend, locale), { exact: true });
        expect(await spend.isVisible()).toBe(true);
      }
      await page.context().close();
    },
  );

  it.each(cases)(
    'the feedback page shows the newest five reviews, never a loading line ($locale, $width px)',
    async ({ locale, width }) => {
      const names = new Set(
        (await listFeedback(anonClient(stack) as never)).map((entry) => entry.name),
      );
      const page = await openWithoutScripts('/feedback', locale, width, 'feedback');
      expect(await page.getByRole('status').count()).toBe(0);
      const reviews = page.getByRole('article');
      expect(await reviews.count()).toBe(5);
      for (const heading of await reviews.getByRole('heading').allTextContents()) {
        expect(names.has(heading.trim()), heading).toBe(true);
      }
      expect(await reviews.first().isVisible()).toBe(true);
      await page.context().close();
    },
  );

  it.each(cases)(
    'the booking page says it needs JavaScript, with the phone ($locale, $width px)',
    async ({ locale, width }) => {
      const page = await openWithoutScripts('/booking', locale, width, 'booking');
      const note = page.locator('form p').filter({ hasText: words[locale].needsScript });
      expect(await note.isVisible()).toBe(true);
      const phone = note.getByRole('link', { name: venue.phone.display });
      expect(await phone.isVisible()).toBe(true);
      expect(await phone.getAttribute('href')).toBe(`tel:${venue.phone.tel}`);
      await page.context().close();
    },
  );
});

/** What the page says on the console and the errors it throws, from the first byte. */
function listenToConsole(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      said.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  return said;
}

type Watch = {
  removedFromRoot: string[];
  removedBelowRoot: string[];
  firstH1: Element | null;
  /** The layout shifts no input caused, added up. */
  shift: number;
  /** Each of them: its size, whether the page was live, and what moved from where to where. */
  shifts: string[];
};

/**
 * Runs in the page before its HTML: keeps the h1 as the parser made it, notes every element
 * removed under `#root` while the page is still prerendered, and adds up the layout shifts that
 * no input caused.
 */
function watchHydration() {
  const watch: Watch = {
    removedFromRoot: [],
    removedBelowRoot: [],
    firstH1: null,
    shift: 0,
    shifts: [],
  };
  const scope = globalThis as unknown as { hydrationWatch: Watch };
  scope.hydrationWatch = watch;
  const label = (node: Node): string =>
    node instanceof Element
      ? `<${node.localName} class="${node.className}">`
      : `${node.parentElement ? label(node.parentElement) : ''}"${node.textContent?.slice(0, 40)}"`;
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') watch.firstH1 = document.querySelector('h1');
  });
  new MutationObserver((mutations) => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute('data-prerendered-route')) return;
    for (const mutation of mutations) {
      if (!root.contains(mutation.target)) continue;
      for (const node of mutation.removedNodes) {
        if (!(node instanceof Element)) continue;
        const list = mutation.target === root ? watch.removedFromRoot : watch.removedBelowRoot;
        list.push(label(node));
      }
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((entries) => {
    type Rect = { x: number; y: number; width: number; height: number };
    const rect = ({ x, y, width, height }: Rect) => `${x},${y} ${width}x${height}`;
    for (const entry of entries.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: Rect; currentRect: Rect }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      watch.shift += entry.value;
      const live = !document.querySelector('[data-prerendered-route]');
      const moved = entry.sources.map(
        (source) =>
          `${source.node ? label(source.node) : '?'} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
      );
      const state = `${live ? 'live' : 'prerendered'}, fonts ${document.fonts.status}`;
      watch.shifts.push(`${entry.value} (${state}): ${moved.join('; ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The watch's findings once two frames have passed (layout shifts arrive with the frames). */
function readWatch(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{
        removedFromRoot: string[];
        removedBelowRoot: string[];
        sameH1: boolean;
        shift: number;
        shifts: string[];
      }>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const { hydrationWatch: watch } = globalThis as unknown as { hydrationWatch: Watch };
            resolve({
              removedFromRoot: watch.removedFromRoot,
              removedBelowRoot: watch.removedBelowRoot,
              sameH1:
                watch.firstH1?.isConnected === true &&
                document.querySelector('h1') === watch.firstH1,
              shift: watch.shift,
              shifts: watch.shifts,
            });
          }),
        );
      }),
  );
}

/** The head's title, description and canonical tags as the live page has them. */
function liveHead(page: Page) {
  return page.evaluate(() => ({
    titles: [...document.head.querySelectorAll('title')].map((title) => title.textContent),
    descriptions: document.head.querySelectorAll('meta[name="description"]').length,
    canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) =>
      link.getAttribute('href'),
    ),
  }));
}

describe('hydration', () => {
  async function openWatched(path: string, locale: Locale) {
    const page = await browser.newPage({ locale: locale === 'ar' ? 'ar' : 'en-US' });
    const said = listenToConsole(page);
    await page.addInitScript(watchHydration);
    await page.goto(path);
    await untilLive(page);
    return { page, said };
  }

  it.each(everyPage)(
    '$url hydrates in place, quietly, and navigates on the client',
    async ({ url, locale, own }) => {
      const { page, said } = await openWatched(url, locale);
      const watch = await readWatch(page);
      expect(watch.removedFromRoot).toEqual([]);
      expect(watch.removedBelowRoot).toEqual([]);
      expect(watch.sameH1).toBe(true);
      expect(await page.locator('h1').first().textContent()).toContain(own.h1);
      expect(await liveHead(page)).toEqual({
        titles: [own.title],
        descriptions: 1,
        canonicals: [`${siteUrl}${url}`],
      });

      const cafeTitle = routes[1]?.words[locale].title ?? '';
      const nav = page.getByRole('navigation', { name: shell[locale].nav });
      await nav.getByRole('link', { name: shell[locale].cafe, exact: true }).click();
      await page.waitForFunction((title) => document.title === title, cafeTitle);
      expect(await liveHead(page)).toEqual({
        titles: [cafeTitle],
        descriptions: 1,
        canonicals: [`${siteUrl}${localizedPath(locale, '/menu')}`],
      });
      expect(said).toEqual([]);
      await page.context().close();
    },
  );

  it.each(locales)('the not-found page hydrates in place, quietly (%s)', async (locale) => {
    const path = localizedPath(locale, '/no-such-page');
    const { page, said } = await openWatched(path, locale);
    const watch = await readWatch(page);
    expect(watch.removedFromRoot).toEqual([]);
    expect(watch.removedBelowRoot).toEqual([]);
    expect(watch.sameH1).toBe(true);
    expect(await liveHead(page)).toEqual({
      titles: [notFound[locale].title],
      descriptions: 1,
      canonicals: [],
    });
    // The language link names this address, not the one the page was built for.
    const other = locale === 'ar' ? 'en' : 'ar';
    expect(await page.locator(`nav a[hreflang="${other}"]`).getAttribute('href')).toBe(
      localizedPath(other, '/no-such-page'),
    );
    // The browser reports the document's own status, which is the point of the page; nothing else.
    expect(said).toEqual([
      `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${appUrl}${path})`,
    ]);
    await page.context().close();
  });

  it.each(locales)('a manage link with an unknown token says so, quietly (%s)', async (locale) => {
    const token = randomToken();
    const { page, said } = await openWatched(
      localizedPath(locale, `/booking/manage/${token}`),
      locale,
    );
    const watch = await readWatch(page);
    expect(watch.removedFromRoot).toEqual([]);
    expect(watch.sameH1).toBe(true);
    const notFoundTitle = { en: 'We could not find this booking', ar: 'لم نعثر على هذا الحجز' };
    await page.getByRole('heading', { level: 1, name: notFoundTitle[locale] }).waitFor();
    const other = locale === 'ar' ? 'en' : 'ar';
    const switchLink = page.locator(`nav a[hreflang="${other}"]`);
    expect(await switchLink.getAttribute('href')).toBe(
      localizedPath(other, `/booking/manage/${token}`),
    );
    const head = await liveHead(page);
    expect(head.titles).toHaveLength(1);
    expect(head.descriptions).toBe(1);
    expect(head.canonicals).toEqual([]);
    // The API answers a token that names no booking with 404, and the browser logs that answer;
    // the page itself says nothing else.
    expect(said).toEqual([
      `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${stack.apiUrl}/rest/v1/rpc/get_booking_by_token)`,
    ]);
    await page.context().close();
  });
});

/**
 * Opens `path` at 390x800 with the site's scripts held back, scrolls the prerendered page to
 * y=600, then lets the scripts run and waits until the page is live. The page's data requests
 * get no answer, so the page stays as hydration left it (its data parts loading).
 */
async function scrollBeforeScripts(path: string) {
  const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
  await page.addInitScript(watchHydration);
  const unanswered: Route[] = [];
  await page.route(`${stack.apiUrl}/**`, (route) => {
    unanswered.push(route);
  });
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('footer').waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, 600));
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  expect(
    await page.evaluate(() => document.getElementById('root')?.dataset.prerenderedRoute),
  ).toBeTruthy();
  // The page asks for its scripts after its first paint: hold them until they are asked for.
  await expect.poll(() => held.length).toBeGreaterThan(0);

  released = true;
  for (const route of held) await route.continue();
  await untilLive(page);
  return page;
}

describe('while the page comes alive', () => {
  it.each(['/', '/ar', '/menu'])(
    '%s at 390x800 keeps a scroll made before its scripts ran',
    async (path) => {
      const page = await scrollBeforeScripts(path);
      const watch = await readWatch(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(600);
      expect(watch.removedFromRoot).toEqual([]);
      await page.context().close();
    },
  );

  it.each(['/', '/ar', '/menu', '/ar/menu', '/booking'])(
    '%s at 390x800 shifts no layout from the first byte until live',
    async (path) => {
      const page = await scrollBeforeScripts(path);
      const watch = await readWatch(page);
      expect(watch.shift, watch.shifts.join('\n')).toBe(0);
      await page.context().close();
    },
  );
});
