import { seriousAxeViolations } from '@venue/test-kit/axe';
import { keepScreenshot, screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, untilCarouselStill, untilLive } from './support.ts';

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
      // A phone opens on the list: the carousel is a tap away.
      if (width < 768) await page.getByRole('button', { name: 'Carousel' }).click();
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
    'Arabic, %i px: names, prices as "8 ₪" isolated left to right, chips, her own ones too, in Arabic',
    async (width) => {
      const page = await browser.open('/ar/menu', { viewport: { width, height: 900 } });
      if (width < 768) await page.getByRole('button', { name: 'عرض متحرك' }).click();
      await card(page, 'إسبريسو').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await card(page, 'إسبريسو').getByText('جرعة واحدة قصيرة ومركّزة.').isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('heading', { name: 'Espresso' }).count()).toBe(0);

      const price = card(page, 'إسبريسو').locator('bdi');
      expect(await price.getAttribute('dir')).toBe('ltr');
      expect((await price.textContent())?.replace(/[\u2066-\u2069]/g, '')).toBe('8\u00a0₪');
      const chips = page.getByRole('group', { name: 'فئات القائمة' });
      expect(await chips.getByRole('button').allTextContents()).toEqual([
        'الكل',
        'المشروبات',
        'المأكولات',
        'الحلويات',
        'أطباق للمشاركة',
      ]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: `${shotsDir}/menu-ar-${width}.png`, fullPage: true });

      await chips.getByRole('button', { name: 'الحلويات' }).click();
      expect(await slideNames(page)).toEqual(['براونيز بالشوكولاتة']);
      await page.context().close();
    },
  );

  it.each([
    { path: '/menu', list: 'List', carousel: 'Carousel', drinks: 'Drinks', latte: '16 ILS' },
    {
      path: '/ar/menu',
      list: 'قائمة',
      carousel: 'عرض متحرك',
      drinks: 'المشروبات',
      latte: '16\u00a0₪',
    },
  ])(
    '$path at 390 px opens on the list by category: the latte price shows without a swipe',
    async ({ path, list, carousel, drinks, latte }) => {
      const page = await browser.open(path, { viewport: { width: 390, height: 900 } });
      const views = page.getByRole('group', { name: /Menu view|طريقة عرض القائمة/ });
      // The toggle presses its view once the page is live (the prerendered HTML presses none).
      await views.getByRole('button', { name: list, pressed: true }).waitFor();
      expect(await views.getByRole('button', { name: list }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await page.locator('.swiper').isVisible()).toBe(false);
      const row = page
        .getByRole('region', { name: drinks })
        .getByRole('listitem')
        .filter({ hasText: path.startsWith('/ar') ? 'لاتيه مثلّج' : 'Iced Latte' });
      const price = row.locator('bdi');
      expect(await price.isVisible()).toBe(true);
      expect((await price.textContent())?.replace(/[\u2066-\u2069]/g, '')).toBe(latte);
      // On the first screen or one scroll below it: no swiping through the carousel.
      const box = await price.boundingBox();
      expect(box && box.y + box.height).toBeLessThan(2 * 900);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, {
        path: `${shotsDir}/menu-list${path.startsWith('/ar') ? '-ar' : '-en'}-390.png`,
        fullPage: true,
      });

      await views.getByRole('button', { name: carousel }).click();
      expect(await page.locator('.swiper').isVisible()).toBe(true);
      expect(await row.isVisible()).toBe(false);
      await page.context().close();
    },
  );

  it("a phone fetches none of the pictures of the carousel it hides; a wide screen shows the carousel's first", async () => {
    const phone = await browser.open('/menu', { viewport: { width: 390, height: 900 } });
    const views = phone.getByRole('group', { name: 'Menu view' });
    await views.getByRole('button', { name: 'List', pressed: true }).waitFor();
    await phone.waitForLoadState('networkidle');
    const hidden = await phone
      .locator('.swiper img')
      .evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).currentSrc.slice(0, 40)),
      );
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.filter((source) => !source.startsWith('data:'))).toEqual([]);

    // The visitor picks the carousel: its pictures load then.
    await views.getByRole('button', { name: 'Carousel' }).click();
    await phone.waitForFunction(() => {
      const first = document.querySelector<HTMLImageElement>('.swiper-slide-active img');
      return (
        first?.currentSrc.includes('/menu-images/') && first.complete && first.naturalWidth > 1
      );
    });
    await keepScreenshot(phone, { path: `${shotsDir}/menu-carousel-en-390.png` });
    await phone.context().close();

    const wide = await browser.open('/menu', { viewport: { width: 1440, height: 900 } });
    await wide.waitForFunction(() => {
      const first = document.querySelector<HTMLImageElement>('.swiper img');
      return (
        first?.currentSrc.includes('/menu-images/') && first.complete && first.naturalWidth > 1
      );
    });
    await keepScreenshot(wide, { path: `${shotsDir}/menu-carousel-en-1440.png` });
    await wide.context().close();
  });

  it('the carousel a phone hides stands still, Swiper not started until picked; a wide screen plays it every 3 seconds', async () => {
    /** The menu at `width` px on a page clock that otherwise stands still. */
    async function menuAt(width: number) {
      const page = await browser.open('/faq', {
        viewport: { width, height: 900 },
        reducedMotion: 'no-preference',
      });
      await page.clock.install();
      await page.goto('/menu');
      await untilLive(page);
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.clock.runFor(500);
      return page;
    }

    const phone = await menuAt(390);
    await phone.clock.runFor(10_000);
    // Nothing laid the slides out or moved them: the carousel is the page's own markup.
    expect(await phone.locator('.swiper-initialized').count()).toBe(0);
    expect(await phone.locator('.swiper-wrapper').getAttribute('style')).toBeNull();
    await phone
      .getByRole('group', { name: 'Menu view' })
      .getByRole('button', { name: 'Carousel' })
      .click();
    await phone.locator('.swiper-initialized').waitFor();
    await phone.context().close();

    const wide = await menuAt(1440);
    const first = await wide.locator('.swiper-slide-active h2').textContent();
    await wide.clock.runFor(3_500);
    await untilCarouselStill(wide);
    const then = await wide.locator('.swiper-slide-active h2').textContent();
    await wide.context().close();
    expect(then).not.toBe(first);
  });
});
