import { keepScreenshot, screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile } from './support.ts';

const browser = browserForFile();
const shotsDir = screenshotFolder('site-arabic');

async function alternates(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        new URL(link.getAttribute('href') ?? '', document.baseURI).pathname,
      ]),
    ),
  );
}

const htmlLocale = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

describe('the Arabic site', () => {
  it('serves /ar right-to-left with hreflang links, and the switcher keeps the page both ways', async () => {
    const page = await browser.open('/ar/offers');
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await nav.getByRole('link', { name: 'العروض' }).waitFor();
    expect(await htmlLocale(page)).toEqual(['ar', 'rtl']);
    expect(await alternates(page)).toEqual({
      en: '/offers',
      ar: '/ar/offers',
      'x-default': '/offers',
    });

    await nav.getByRole('link', { name: 'English' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Offers' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/offers');
    expect(await htmlLocale(page)).toEqual(['en', 'ltr']);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'العربية' })
      .click();
    await nav.getByRole('link', { name: 'العروض' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/ar/offers');
    expect(await htmlLocale(page)).toEqual(['ar', 'rtl']);
    await page.context().close();
  });

  it('sends an Arabic browser to /ar on its first visit only, and remembers a switch to English', async () => {
    const page = await browser.open('/', { locale: 'ar-PS' });
    await page.getByRole('heading', { level: 1, name: 'أهلًا بكم في Strike Zone' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/ar');

    await page
      .getByRole('navigation', { name: 'التنقل الرئيسي' })
      .getByRole('link', { name: 'English' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Strike Zone' }).waitFor();

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Strike Zone' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('keeps an English browser on the English pages', async () => {
    const page = await browser.open('/menu', { locale: 'en-GB' });
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/menu');
    expect(await htmlLocale(page)).toEqual(['en', 'ltr']);
    await page.context().close();
  });

  it('lays out the Arabic home page mirrored at phone and desktop widths', async () => {
    const shots: string[] = [];
    for (const width of [390, 1440]) {
      const page = await browser.open('/ar', { viewport: { width, height: 900 } });
      const title = page.getByRole('heading', { level: 1, name: 'أهلًا بكم في Strike Zone' });
      await title.waitFor();
      // The brand sits at the right end of the navbar, the menu (or the links) to its left.
      const brand = await page
        .getByRole('link', { name: /Strike Zone/ })
        .first()
        .boundingBox();
      expect(brand && brand.x + brand.width > width * 0.6).toBe(true);
      // The hero's text starts at the right: its right edge is nearer the page's right edge.
      const heading = await title.boundingBox();
      expect(heading && width - (heading.x + heading.width) <= heading.x + 1).toBe(true);
      const book = page.getByRole('link', { name: 'احجزوا جلستكم' });
      expect(await book.getAttribute('href')).toBe('/ar/booking');
      const path = `${shotsDir}/home-${width}.png`;
      await keepScreenshot(page, { path, fullPage: true });
      shots.push(path);
      await page.context().close();
    }
    console.info(shots.join('\n'));
  });
});
