import { formatOpeningHours, timesInAnotherForm } from '@venue/domain/format';
import { seriousAxeViolations } from '@venue/test-kit/axe';
import { describe, expect, it } from 'vitest';
import { browserForFile } from './support.ts';

const browser = browserForFile();

describe('the site shell', () => {
  it('keeps the navbar transparent over the home hero until the page scrolls past 50 px', async () => {
    const page = await browser.open('/');
    const header = page.getByRole('banner');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Strike Zone' }).waitFor();
    expect(await header.getAttribute('data-appearance')).toBe('transparent');
    const background = () =>
      header.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');

    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForFunction(() => {
      const header = document.querySelector('header');
      return (
        header?.getAttribute('data-appearance') === 'solid' &&
        getComputedStyle(header).backgroundColor !== 'rgba(0, 0, 0, 0)'
      );
    });
    await page.context().close();
  });

  it('opens FAQ from the desktop "Support" dropdown', async () => {
    const page = await browser.open('/offers');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'FAQ' }).isVisible()).toBe(false);

    await nav.getByRole('button', { name: 'Support' }).click();
    await nav.getByRole('link', { name: 'FAQ' }).click();

    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/faq');
    expect(await page.getByRole('banner').getAttribute('data-appearance')).toBe('solid');
    await page.context().close();
  });

  it('on a phone, hides the links behind a hamburger whose menu lists Feedback and FAQ directly', async () => {
    const page = await browser.open('/', { viewport: { width: 390, height: 844 } });
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Cafe' })
        .isVisible(),
    ).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Cafe',
      'Offers',
      'Book Now',
      'Feedback',
      'FAQ',
      'العربية',
    ]);
    await menu.getByRole('link', { name: 'Cafe' }).click();

    await page.getByRole('heading', { level: 1, name: 'Our Cafe Menu' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('shows contact details, opening hours and three social links in the footer', async () => {
    const page = await browser.open('/faq');
    const footer = page.getByRole('contentinfo');

    const footerText = (await footer.textContent()) ?? '';
    expect(footerText).toContain(`Open daily ${formatOpeningHours()}`);
    expect(timesInAnotherForm(footerText)).toEqual([]);
    expect(await footer.getByRole('link', { name: '+970 2 295 0000' }).getAttribute('href')).toBe(
      'tel:+97022950000',
    );
    expect(await footer.getByRole('link', { name: /Strike Zone on / }).count()).toBe(3);
    await page.context().close();
  });

  it.each([
    '/',
    '/menu',
    '/offers',
    '/booking',
    '/feedback',
    '/birthday-packages',
    '/faq',
    '/no-such-page',
  ])('has no serious accessibility violations on %s', async (path) => {
    const page = await browser.open(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
