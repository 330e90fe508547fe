import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile } from './support.ts';

const browser = browserForFile();

async function alternates(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        new URL(link.getAttribute('href') ?? '').pathname,
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
});
