import { join } from 'node:path';
import { keepScreenshot, screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile } from './support.ts';

const browser = browserForFile();

/** The hero's badge: the clock's mark and the hours beside it. */
const heroBadge = (page: Page) => page.locator('main section p').filter({ hasText: ':' }).first();

describe('the home page against the seeded stack', () => {
  it.each([
    { path: '/', today: /^Today: /, width: 390 },
    { path: '/', today: /^Today: /, width: 1440 },
    { path: '/ar', today: /^اليوم: /, width: 390 },
    { path: '/ar', today: /^اليوم: /, width: 1440 },
  ])(
    "$path's hero badge keeps its place when today's hours replace the weekly ones ($width px)",
    async ({ path, today, width }) => {
      const viewport = { width, height: 900 };
      const prerendered = await browser.open(path, { viewport, javaScriptEnabled: false });
      const before = await heroBadge(prerendered).boundingBox();
      await prerendered.context().close();

      // Any day's line will do: what is checked is that the swap moves nothing.
      const live = await browser.open(path, { viewport, clock: new Date('2026-12-01T10:00:00Z') });
      const badge = heroBadge(live);
      await badge.getByText(today).waitFor();
      const after = await badge.boundingBox();
      expect(before).not.toBeNull();
      expect(after?.x).toBeCloseTo(before?.x ?? Number.NaN, 0);
      expect(after?.width).toBeCloseTo(before?.width ?? Number.NaN, 0);
      expect(after?.height).toBeCloseTo(before?.height ?? Number.NaN, 0);
      const name = `hero-${path === '/' ? 'en' : 'ar'}-${width}.png`;
      await keepScreenshot(live, { path: join(screenshotFolder('site-home'), name) });
      await live.context().close();
    },
  );

  it("shows what bowling and VR cost on their cards, from the venue's price list", async () => {
    const page = await browser.open('/');
    const cards = page
      .getByRole('region', { name: 'Three zones, one epic night' })
      .getByRole('listitem');
    // The migration's starting prices, which the manager edits in the back-office.
    await cards
      .filter({ hasText: 'Bowling Lanes' })
      .getByText('25 ILS per game per person')
      .waitFor();
    await cards.filter({ hasText: 'VR Zone' }).getByText('35 ILS per session').waitFor();
    expect(await cards.filter({ hasText: 'Cafe' }).textContent()).not.toContain('ILS');
    await page.context().close();
  });

  it('loads a zone image only once the card scrolls into view', async () => {
    const page = await browser.open('/');
    const image = page.getByRole('img', { name: 'VR zone' });
    await image.waitFor({ state: 'attached' });
    expect(await image.getAttribute('src')).toBeNull();

    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="VR zone"]');
      return img?.complete && img.naturalWidth > 0;
    });
    expect(await image.getAttribute('src')).toMatch(/zone-media\/vr\/main\.jpg$/);
    await page.context().close();
  });

  it("falls back to the bundled zone image when a zone's image fails to load", async () => {
    const page = await browser.open('/faq');
    await page.route('**/zone-media/bowling/main.jpg', (route) => route.abort());
    await page.goto('/');
    const image = page.getByRole('img', { name: 'Bowling lanes' });
    await image.scrollIntoViewIfNeeded();

    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="Bowling lanes"]');
      // The bundled image (inlined by the build) instead of the blocked one.
      const src = img?.getAttribute('src') ?? 'bowling/main.jpg';
      return !src.includes('bowling/main.jpg') && img?.complete && img.naturalWidth > 0;
    });
    await page.context().close();
  });

  it('browses a zone gallery with the keyboard and closes it with Escape', async () => {
    const page = await browser.open('/');
    const explore = page.getByRole('button', { name: 'Explore VR Zone' });
    await explore.click();
    const gallery = page.getByRole('dialog', { name: 'VR Zone Gallery' });
    // Its code arrives on first open; focus moves to its close button then.
    await gallery.getByRole('button', { name: 'Close gallery' }).waitFor();

    expect(await gallery.getByRole('tab').allTextContents()).toEqual(['Images (2)', 'Videos (0)']);
    await gallery.getByText('1 / 2').waitFor();
    await page.keyboard.press('ArrowRight');
    await gallery.getByText('2 / 2').waitFor();
    await gallery.getByRole('img', { name: 'Headsets' }).waitFor();

    await gallery.getByRole('tab', { name: 'Videos (0)' }).click();
    await gallery.getByText('No videos for the VR Zone yet. Check back soon!').waitFor();

    await page.keyboard.press('Escape');
    await gallery.waitFor({ state: 'detached' });
    expect(await explore.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
