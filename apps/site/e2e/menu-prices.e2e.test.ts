import { seriousAxeViolations } from '@venue/test-kit/axe';
import { keepScreenshot, screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile } from './support.ts';

const browser = browserForFile();

const shotsDir = screenshotFolder('site-menu');

/** The seeded menu item's card (the looping carousel repeats slides: the first copy). */
const card = (page: Page, name: string) =>
  page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();

/** The names of the carousel's own slides (without the loop's copies), in order. */
const slideNames = (page: Page) =>
  page
    .locator('.swiper-slide:not(.swiper-slide-duplicate) h2')
    .evaluateAll((headings) => headings.map((heading) => heading.textContent));

describe("the cafe menu's prices and categories against the seeded stack", () => {
  it.each([390, 1440])(
    'English, %i px: prices in ILS, descriptions, chips that filter, no serious accessibility violation',
    async (width) => {
      const page = await browser.open('/menu', { viewport: { width, height: 900 } });
      await card(page, 'Espresso').waitFor();
      await page.waitForLoadState('networkidle');

      const espresso = card(page, 'Espresso');
      expect(await espresso.locator('bdi').textContent()).toBe('8 ILS');
      expect(await espresso.getByText('A short, strong single shot.').isVisible()).toBe(true);
      expect(await card(page, 'Chocolate Brownie').locator('bdi').textContent()).toBe('15.50 ILS');
      const chips = page.getByRole('group', { name: 'Menu categories' });
      expect(await chips.getByRole('button').allTextContents()).toEqual([
        'All',
        'Drinks',
        'Food',
        'Sweets',
        'Sharing plates',
      ]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: `${shotsDir}/menu-en-${width}.png`, fullPage: true });

      await chips.getByRole('button', { name: 'Drinks' }).click();
      expect(await slideNames(page)).toEqual([
        'Espresso',
        'Cappuccino',
        'Fresh Lemonade',
        'Iced Latte',
      ]);
      await chips.getByRole('button', { name: 'Sharing plates' }).click();
      expect(await slideNames(page)).toEqual(['Nachos Platter', 'Popcorn Bucket']);
      expect(await card(page, 'Popcorn Bucket').locator('bdi').textContent()).toBe('10 ILS');
      await page.context().close();
    },
  );

  it.each([390, 1440])(
    'Arabic, %i px: prices as "8 ₪" isolated left to right, chips in Arabic, own ones as typed',
    async (width) => {
      const page = await browser.open('/ar/menu', { viewport: { width, height: 900 } });
      await card(page, 'Espresso').waitFor();
      await page.waitForLoadState('networkidle');

      const price = card(page, 'Espresso').locator('bdi');
      expect(await price.getAttribute('dir')).toBe('ltr');
      expect((await price.textContent())?.replace(/[\u2066-\u2069]/g, '')).toBe('8\u00a0₪');
      const chips = page.getByRole('group', { name: 'فئات القائمة' });
      expect(await chips.getByRole('button').allTextContents()).toEqual([
        'الكل',
        'المشروبات',
        'المأكولات',
        'الحلويات',
        'Sharing plates',
      ]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: `${shotsDir}/menu-ar-${width}.png`, fullPage: true });

      await chips.getByRole('button', { name: 'الحلويات' }).click();
      expect(await slideNames(page)).toEqual(['Chocolate Brownie']);
      await page.context().close();
    },
  );
});
