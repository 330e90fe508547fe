import { seriousAxeViolations } from '@venue/test-kit/axe';
import { keepPicturesAtSizes, screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, untilCarouselStill, untilLive } from './support.ts';

const browser = browserForFile();
const shotsDir = screenshotFolder('site-arabic-pages');

const htmlLocale = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** The left and right edges of the carousel's frame and of its active and next slides. */
function carouselEdges(page: Page) {
  return page.evaluate(() => {
    const edges = (selector: string) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? { left: Math.round(box.left), right: Math.round(box.right) } : null;
    };
    return {
      frame: edges('.swiper'),
      active: edges('.swiper-slide-active'),
      next: edges('.swiper-slide-next'),
    };
  });
}

describe('the Arabic pages', () => {
  it.each([
    ['/ar/menu', 'قائمة مقهانا'],
    ['/ar/offers', 'عروض الولاء'],
    ['/ar/feedback', 'آراء الزوار'],
    ['/ar/birthday-packages', 'باقات أعياد الميلاد'],
    ['/ar/faq', 'الأسئلة الشائعة'],
    ['/ar/does-not-exist', 'عذرًا! الصفحة غير موجودة'],
  ])(
    'serves %s right-to-left in Arabic with no serious accessibility violation',
    async (path, heading) => {
      const page = await browser.open(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');

      expect(await htmlLocale(page)).toEqual(['ar', 'rtl']);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );

  it("/ar/birthday-packages shows each package's Arabic title and items, none as an English fallback", async () => {
    const page = await browser.open('/ar/birthday-packages');
    const spark = page.getByRole('heading', { level: 2, name: 'Spark' });
    await spark.waitFor();
    // The seed's Arabic title (the brand name, in Latin letters in Arabic too): an English
    // fallback would carry lang="en".
    expect(await spark.locator('[lang]').count()).toBe(0);
    const card = page.getByRole('listitem').filter({ has: spark });
    expect(await card.getByText('جلسة واقع افتراضي واحدة').isVisible()).toBe(true);
    expect(await card.getByText('1 VR session').count()).toBe(0);
    await keepPicturesAtSizes(page, `${shotsDir}/birthday-packages-ar`);
    await page.context().close();
  });

  it('runs the menu carousel right to left: the next item waits on the left and slides in from there', async () => {
    const page = await browser.open('/ar/menu', {
      viewport: { width: 390, height: 900 },
      reducedMotion: 'no-preference',
    });
    await page.clock.install();
    await page.reload();
    // The menu is in the prerendered page; the carousel runs once the page is live.
    await untilLive(page);
    // The page's clock stands still from here, so autoplay (every 3 s) cannot move a slide
    // before the first measure however slowly a busy machine gets there; 500 ms of it let the
    // carousel start.
    await page.clock.pauseAt(Date.now() + 1_000);
    // A phone opens on the list by category; the carousel is a tap away.
    await page.getByRole('button', { name: 'عرض متحرك' }).click();
    await page.getByRole('heading', { name: 'إسبريسو' }).first().waitFor();
    await page.clock.runFor(500);

    const before = await carouselEdges(page);
    expect(before.active?.right).toBe(before.frame?.right);
    expect(before.next?.right).toBeLessThanOrEqual(before.active?.left ?? 0);
    const first = await page.locator('.swiper-slide-active h2').textContent();

    await page.clock.runFor(3_000);
    await untilCarouselStill(page);
    expect(await page.locator('.swiper-slide-active h2').textContent()).not.toBe(first);
    const after = await carouselEdges(page);
    expect(after.active?.right).toBe(before.frame?.right);
    expect(await page.getByRole('button', { name: 'إيقاف العرض المتحرك' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('uses Noto Sans Arabic on Arabic pages only', async () => {
    const arabic = await browser.open('/ar/faq');
    await arabic.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' }).waitFor();
    await arabic.evaluate(() => document.fonts.ready);
    expect(
      await arabic.evaluate(() =>
        [...document.fonts].some(
          (font) => font.family.includes('Noto Sans Arabic') && font.status === 'loaded',
        ),
      ),
    ).toBe(true);
    await arabic.context().close();

    const english = await browser.open('/faq');
    const fontRequests: string[] = [];
    english.on('request', (request) => {
      if (/noto-sans-arabic|arabic-.*\.css/.test(request.url())) fontRequests.push(request.url());
    });
    await english.reload();
    await english.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    await english.waitForLoadState('networkidle');
    expect(fontRequests).toEqual([]);
    expect(
      await english.evaluate(() => getComputedStyle(document.body).fontFamily.includes('Noto')),
    ).toBe(false);
    await english.context().close();
  });

  it('paints a first visit in the device font, fetches Noto Sans Arabic once live, and uses it from the next page', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto('/ar');
    await untilLive(page);
    await page.waitForFunction(() => localStorage.getItem('venue.arabicFont') === '1');
    const first = await page.evaluate(() => ({
      marked: document.documentElement.hasAttribute('data-arabic-font'),
      font: getComputedStyle(document.body).fontFamily,
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      fontStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('noto-sans-arabic'))
        .map((entry) => entry.startTime),
    }));
    expect(first.marked).toBe(false);
    expect(first.font.startsWith('"Noto Sans Arabic Fallback"')).toBe(true);
    expect(first.fontStarts).toHaveLength(2);
    // Not one byte of it before the first paint.
    for (const start of first.fontStarts) expect(start).toBeGreaterThan(first.paintedAt);

    await page.goto('/ar/faq');
    await untilLive(page);
    const next = await page.evaluate(() => ({
      marked: document.documentElement.hasAttribute('data-arabic-font'),
      font: getComputedStyle(document.body).fontFamily,
      ready: document.fonts.check('1em "Noto Sans Arabic"', 'ع'),
    }));
    expect(next).toEqual({
      marked: true,
      font: expect.stringMatching(/^"Noto Sans Arabic", "Noto Sans Arabic Fallback"/),
      ready: true,
    });
    await page.context().close();
  });
});
