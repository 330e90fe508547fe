import { seriousAxeViolations } from '@venue/test-kit/axe';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrls, browserForFile, openSignedIn, seedStaff, shootPage } from './support.ts';

// The manager keeps the site's content: what she adds in the back-office shows on the public site.

const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-content');

/** A small valid PNG (a 1x1 pixel). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function openTab(page: Page, tab: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('heading', { level: 2, name: tab }).waitFor();
}

async function openSite(page: Page, path: string): Promise<Page> {
  const site = await page.context().newPage();
  await site.goto(`${appUrls.site}${path}`);
  return site;
}

describe('the manager maintains the site content', () => {
  it('adds a FAQ and sees it on the site FAQ page', async () => {
    const question = `Can we book the whole venue? (${run})`;
    const answer = 'Yes: call us a week ahead and we will arrange it.';
    const page = await openSignedIn(browser, seedStaff.jana, '/admin/jana');
    await openTab(page, 'Manage FAQs');

    await page.getByRole('button', { name: 'Add FAQ' }).click();
    await page.getByText('Please enter both a question and an answer').first().waitFor();

    await page.getByRole('textbox', { name: 'Question' }).fill(`  ${question}  `);
    await page.getByRole('textbox', { name: 'Answer' }).fill(answer);
    // The Arabic tab says what is still missing there.
    await page
      .getByRole('tab', { name: /العربية/ })
      .getByText('Missing')
      .waitFor();
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    await page.getByText('FAQ added successfully!').waitFor();
    await page.getByRole('list', { name: 'FAQs' }).getByText(question, { exact: true }).waitFor();
    expect(
      await page
        .getByRole('list', { name: 'FAQs' })
        .getByRole('listitem')
        .filter({ hasText: question })
        .getByText('Needs Arabic')
        .isVisible(),
    ).toBe(true);

    const site = await openSite(page, '/faq');
    await site.getByRole('button', { name: question }).click();
    await site.getByText(answer).waitFor();
    // On the Arabic page the entry shows in English, marked as English, beside the Arabic ones.
    const arabic = await openSite(page, '/ar/faq');
    const fallback = arabic.getByText(question, { exact: true });
    await fallback.waitFor();
    expect(await fallback.getAttribute('lang')).toBe('en');
    expect(await fallback.getAttribute('dir')).toBe('ltr');
    await arabic.getByRole('button', { name: 'هل يجب حجز مسار مسبقًا؟' }).waitFor();
    expect(await seriousAxeViolations(arabic)).toEqual([]);
    await page.context().close();
  });

  it('adds a birthday package in English and Arabic, a tab each, and sees it on the Arabic packages page', async () => {
    const title = `Comet ${run}`;
    const arabicTitle = `مذنّب ${run}`;
    const page = await openSignedIn(browser, seedStaff.jana, '/admin/jana');
    await openTab(page, 'Manage Birthday Packages');
    const form = page.getByRole('form', { name: 'Add birthday package' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Items' }).fill('1 VR session\nCake table');
    await form.getByRole('textbox', { name: /^Price per person/ }).fill('55');
    await form.getByRole('textbox', { name: /^Max people/ }).fill('12');
    const arabicTab = form.getByRole('tab', { name: /العربية/ });
    await arabicTab.getByText('Missing').waitFor();
    await shootPage(page, shotsDir, 'package-form-en');

    await arabicTab.click();
    await form.getByRole('textbox', { name: 'Title' }).fill(arabicTitle);
    await form
      .getByRole('textbox', { name: 'Items' })
      .fill('جلسة واقع افتراضي واحدة\nطاولة للكعكة');
    expect(await arabicTab.getByText('Missing').count()).toBe(0);
    await shootPage(page, shotsDir, 'package-form-ar');
    await form.getByRole('button', { name: 'Add Package' }).click();
    await page.getByText('Birthday package added successfully!').waitFor();
    const list = page.getByRole('list', { name: 'Birthday packages' });
    const row = list.locator(':scope > li').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByText(/^Needs /).count()).toBe(0);
    await shootPage(page, shotsDir, 'packages-list');

    const site = await openSite(page, '/ar/birthday-packages');
    const heading = site.getByRole('heading', { level: 2, name: arabicTitle });
    await heading.waitFor();
    const card = site.getByRole('listitem').filter({ has: heading });
    await card.getByText('طاولة للكعكة').waitFor();
    expect(await card.getByText('Cake table').count()).toBe(0);
    expect(await seriousAxeViolations(site)).toEqual([]);

    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Birthday package deleted successfully!').waitFor();
    await page.context().close();
  });

  it('adds a menu item with an uploaded image and sees it on the site menu', async () => {
    const name = `Pistachio Latte ${run}`;
    const page = await openSignedIn(browser, seedStaff.jana, '/admin/jana');
    await openTab(page, 'Manage Menu');

    await page.getByRole('textbox', { name: 'Item name' }).fill(name);
    const fileInput = page
      .getByRole('form', { name: 'Add menu item' })
      .locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await page.getByText('Please select an image file').waitFor();

    await fileInput.setInputFiles({
      name: 'pistachio-latte.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await page.getByRole('button', { name: 'Add Menu Item' }).click();
    await page.getByText('Menu item added successfully!').waitFor();

    const card = page.getByRole('list', { name: 'Menu items' }).getByRole('img', { name });
    await card.waitFor();
    const src = await card.getAttribute('src');
    expect(src).toMatch(/\/storage\/v1\/object\/public\/menu-images\/.+pistachio-latte\.png$/);
    const stored = await fetch(src ?? '');
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/png');

    await page.getByRole('searchbox', { name: 'Search menu items' }).fill(run);
    await page.getByText('Showing 1 of 1 menu items').waitFor();

    const site = await openSite(page, '/menu');
    await site.getByRole('heading', { name }).first().waitFor({ state: 'attached' });
    // Named only in English: the Arabic menu shows it in English, marked as English.
    const arabic = await openSite(page, '/ar/menu');
    const fallback = arabic.getByRole('heading', { name }).first();
    await fallback.waitFor({ state: 'attached' });
    expect(await fallback.getAttribute('lang')).toBe('en');
    expect(await fallback.getAttribute('dir')).toBe('ltr');
    await page.context().close();
  });

  it('adds an offer (positive whole numbers only) and sees it on the site offers page', async () => {
    const spend = 700 + Math.floor(Math.random() * 200);
    const get = 300 + Math.floor(Math.random() * 600);
    const page = await openSignedIn(browser, seedStaff.jana, '/admin/jana');
    await openTab(page, 'Manage Offers');

    await page.getByLabel(/Spend/).fill('0');
    await page.getByLabel(/Get/).fill(String(get));
    await page.getByRole('button', { name: 'Add Offer' }).click();
    await page.getByText('Please enter valid positive numbers').waitFor();

    await page.getByLabel(/Spend/).fill(String(spend));
    await page.getByRole('button', { name: 'Add Offer' }).click();
    await page.getByText('Offer added successfully!').waitFor();
    await page
      .getByRole('list', { name: 'Offers' })
      .getByText(`Spend ${spend} ILS → ${get} points`)
      .waitFor();

    const site = await openSite(page, '/offers');
    await site.getByText(`${get} points`).waitFor();
    await page.context().close();
  });

  it('changes the prices and sees them on the site home page and booking page', async () => {
    const page = await openSignedIn(browser, seedStaff.jana, '/admin/jana');
    await openTab(page, 'Manage Prices');
    const bowling = page.getByLabel('Bowling (ILS per game per person)');
    const vr = page.getByLabel('VR (ILS per session)');

    await bowling.fill('22.999');
    await page.getByRole('button', { name: 'Save Prices' }).click();
    await page.getByText('Price can have at most 2 decimals').waitFor();

    await bowling.fill('27.50');
    await vr.fill('40');
    await page.getByRole('button', { name: 'Save Prices' }).click();
    await page.getByText('Prices updated successfully!').waitFor();
    await page.getByText('Now: 27.50 ILS per game per person').waitFor();

    const site = await openSite(page, '/');
    const cards = site
      .getByRole('region', { name: 'Three zones, one epic night' })
      .getByRole('listitem');
    await cards
      .filter({ hasText: 'Bowling Lanes' })
      .getByText('27.50 ILS per game per person')
      .waitFor();
    await cards.filter({ hasText: 'VR Zone' }).getByText('40 ILS per session').waitFor();
    await site.getByRole('link', { name: 'Book Now' }).first().click();
    await site
      .getByRole('complementary', { name: 'Booking Information' })
      .getByText('Bowling costs 27.50 ILS per game per person.')
      .waitFor();
    await page.context().close();
  });
});
