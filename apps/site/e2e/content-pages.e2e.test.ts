import { describe, expect, it } from 'vitest';
import { browserForFile, untilCarouselStill, untilLive } from './support.ts';

const browser = browserForFile();

/** The carousel's autoplay delay (spec section 9). */
const autoplayMs = 3_000;

/** How many carousel slides are wholly inside the carousel's frame. */
function fullyVisibleSlides(page: import('playwright-core').Page) {
  return page.evaluate(() => {
    const frame = document.querySelector('.swiper')?.getBoundingClientRect();
    if (!frame) return 0;
    return Array.from(document.querySelectorAll('.swiper-slide')).filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    }).length;
  });
}

describe('the content pages against the seeded stack', () => {
  it.each([
    [1440, 4],
    [1280, 3],
    [900, 2],
    [390, 1],
  ])('shows the cafe menu %i px wide with %i items per view', async (width, perView) => {
    const page = await browser.open('/menu', { viewport: { width, height: 900 } });
    // A phone opens on the list by category; the carousel is a tap away.
    if (width < 768) {
      await untilLive(page);
      await page.getByRole('button', { name: 'Carousel' }).click();
    }
    await page.getByRole('heading', { name: 'Espresso' }).first().waitFor();

    expect(await fullyVisibleSlides(page)).toBe(perView);
    await page.context().close();
  });

  it('shows menu images, text for items without one, dots, and moves on by itself', async () => {
    const page = await browser.open('/menu', { reducedMotion: 'no-preference' });
    // The page's timers run on a browser clock that stands still until the test moves it.
    await page.clock.install();
    await page.reload();
    // The menu is in the prerendered page; its carousel's controls come with the live page.
    await untilLive(page);
    await page.getByRole('heading', { name: 'Fresh Lemonade' }).first().waitFor();
    await page.clock.pauseAt(Date.now() + 1_000);

    expect(await page.getByText('Lemon & mint').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /Go to slide/ }).count()).toBeGreaterThan(1);
    const activeName = () =>
      page.locator('.swiper-slide-active h2').textContent({ timeout: 5_000 });
    /** Until the slide has finished moving, when the carousel schedules its next move. */
    const slideSettled = () => untilCarouselStill(page);

    const first = await activeName();
    await page.clock.runFor(autoplayMs);
    expect(await activeName()).not.toBe(first);
    await slideSettled();

    await page.getByRole('button', { name: 'Pause carousel' }).click();
    const paused = await activeName();
    await page.clock.runFor(autoplayMs * 3);
    expect(await activeName()).toBe(paused);
    await page.context().close();
  });

  it('stands still for a visitor who asks for reduced motion, and offers "Play carousel"', async () => {
    // The setting is known only once the prerendered page is live, after the carousel started.
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/menu');
    await untilLive(page);
    await page.getByRole('button', { name: 'Play carousel' }).waitFor();
    const activeName = () =>
      page.locator('.swiper-slide-active h2').textContent({ timeout: 5_000 });

    const first = await activeName();
    await page.clock.runFor(autoplayMs * 3);
    expect(await activeName()).toBe(first);

    await page.getByRole('button', { name: 'Play carousel' }).click();
    await page.clock.runFor(autoplayMs);
    expect(await activeName()).not.toBe(first);
    await page.getByRole('button', { name: 'Pause carousel' }).waitFor();
  });

  it("lists the loyalty offers in the manager's order (the seed's: smallest spend first)", async () => {
    const page = await browser.open('/offers');
    const list = page.getByRole('list', { name: 'Spend and earn' });
    await list.getByRole('listitem').first().waitFor();

    expect(await list.getByRole('listitem').allTextContents()).toEqual([
      'Spend100 ILSGet10 points',
      'Spend250 ILSGet30 points',
      'Spend500 ILSGet75 points',
      'Spend1,000 ILSGet180 points',
    ]);
    await page.context().close();
  });

  it('opens one FAQ answer at a time', async () => {
    const page = await browser.open('/faq');
    const first = page.getByRole('button', { name: 'Do I need to book a lane in advance?' });
    const second = page.getByRole('button', { name: 'How long is one bowling session?' });

    await first.click();
    await page.getByText(/Walk-ins are welcome/).waitFor();
    await second.click();
    await page.getByText(/A session is 45 minutes on one lane/).waitFor();

    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await page
      .getByRole('region', { name: 'Do I need to book a lane in advance?' })
      .waitFor({ state: 'detached' });
    // A closed answer stays in the page for readers without scripts, out of sight.
    expect(await page.getByText(/Walk-ins are welcome/).isVisible()).toBe(false);
    await page.context().close();
  });

  it('shows the three birthday packages with their prices per person', async () => {
    const page = await browser.open('/birthday-packages');

    const packages = page.getByRole('region', { name: 'Packages' }).getByRole('heading');
    await packages.first().waitFor();
    expect(await packages.allTextContents()).toEqual(['Spark', 'Blaze', 'Inferno']);
    const text = await page.getByRole('main').textContent();
    for (const price of ['80 ILS', '70 ILS', '60 ILS', '30 ILS per person', '200 ILS']) {
      expect(text).toContain(price);
    }
    await page.context().close();
  });
});
