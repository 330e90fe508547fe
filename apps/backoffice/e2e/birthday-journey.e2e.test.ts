import { addDays, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { pickBookingDay } from '@venue/test-kit/booking-calendar';
import { screenshotsDir } from '@venue/test-kit/screenshots';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrls, browserForFile, openSignedIn, seedStaff, stack } from './support.ts';

// A birthday from the site's packages page to the desk: the package card's button opens the form
// with the package chosen, the visitor sets the real guest count and sees the total and deposit,
// writes notes and a local phone number, and reception's card shows what was asked for.

const browser = browserForFile();
const db = new pg.Client(stack.dbUrl);
const run = Math.random().toString(36).slice(2, 8);
const shots = screenshotsDir;

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

/** Pictures of a screen at a phone's and a laptop's width, when a folder is given. */
async function screenshotAtBothWidths(page: Page, name: string, target?: Locator, height = 900) {
  if (!shots) return;
  const original = page.viewportSize();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height });
    const path = `${shots}/${name}-${width}.png`;
    await (target ? target.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  if (original) await page.setViewportSize(original);
}

/** Picks `date` in the booking form's calendar, moving on month by month. */
async function pickDate(page: Page, date: string) {
  await pickBookingDay(page, date);
}

describe('a birthday party from the packages page to the desk', () => {
  it('books Blaze for 18 guests with notes and a local number; the desk card shows package, guests and total', async () => {
    const name = `Sami Party ${run}`;
    const localPhone = `059${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const date = addDays(venueToday(new Date(), venueTimeZone), 45);

    const site = await browser.open(`${appUrls.site}/birthday-packages`);
    await screenshotAtBothWidths(
      site,
      'birthday-packages',
      site.getByRole('region', { name: 'Packages' }),
    );
    await site.getByRole('link', { name: 'Book Blaze' }).click();
    await site.waitForURL(/\/booking\?type=birthday&package=blaze$/);

    expect(
      await site
        .getByRole('button', { name: 'Birthday Package', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // The guest count appears once the linked package is chosen.
    const guests = site.getByRole('spinbutton', { name: 'Number of Guests' });
    await guests.waitFor();
    expect(
      await site.getByRole('button', { name: 'Choose Blaze' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // The package's minimum, never its maximum: the party's size is typed or stepped up.
    expect(await guests.inputValue()).toBe('11');

    await site.getByLabel('Full Name').fill(name);
    await site.getByLabel('Email').fill(`sami-${run}@example.com`);
    await site.getByLabel('WhatsApp Number').fill(localPhone);
    await guests.fill('18');
    const estimate = site.getByRole('definition').filter({ hasText: '18 guests × 70 ILS' });
    expect(await estimate.textContent()).toContain('1,260 ILS');
    expect(
      await site.getByRole('definition').filter({ hasText: 'secure the party' }).textContent(),
    ).toContain('200 ILS');
    await site
      .getByRole('textbox', { name: 'Notes (optional)' })
      .fill('Sami turns 8\nChocolate cake, no nuts');

    const submit = site.getByRole('button', { name: 'Book Birthday Package' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await site.getByText('Choose a time').isVisible()).toBe(true);
    await screenshotAtBothWidths(site, 'book-button-missing-time', submit.locator('..'));
    await pickDate(site, date);
    await site.getByRole('button', { name: '16:30', exact: true }).click();
    expect(await site.getByText('Choose a time').count()).toBe(0);
    await screenshotAtBothWidths(site, 'booking-form-birthday', site.locator('form').first());
    await submit.click();

    const dialog = site.getByRole('dialog', { name: 'Birthday Request Received!' });
    await dialog.waitFor();
    const summary = await dialog.textContent();
    for (const detail of ['Blaze', '18', '1,260 ILS', '200 ILS', 'Chocolate cake, no nuts']) {
      expect(summary).toContain(detail);
    }
    expect(summary).not.toContain('Rounds');
    // Tall enough for the whole summary: on a short phone the dialog scrolls.
    await screenshotAtBothWidths(site, 'confirmation-birthday', dialog, 1300);

    const { rows } = await db.query(
      `select phone, people, type, bundle_name, bundle_price::float as price, customer_notes, notes
       from public.bookings where name = $1`,
      [name],
    );
    expect(rows).toEqual([
      {
        phone: `+970${localPhone.slice(1)}`,
        people: 18,
        type: 'birthday',
        bundle_name: 'Blaze',
        price: 70,
        customer_notes: 'Sami turns 8\nChocolate cake, no nuts',
        notes: '',
      },
    ]);
    await site.context().close();

    const desk = await openSignedIn(browser, seedStaff.reception, '/admin/jana');
    await desk.getByRole('heading', { level: 1, name: 'Bookings Management' }).waitFor();
    await desk.getByLabel('Search bookings').fill(name);
    const card = desk.getByRole('article', { name });
    await card.waitFor();
    const text = await card.textContent();
    expect(text).toContain('Package: Blaze · Guests: 18');
    expect(text).toContain('Estimated total: 1,260 ILS (18 guests × 70 ILS)');
    expect(text).toContain('Deposit: 200 ILS');
    expect(text).toContain('Customer notes: Sami turns 8');
    expect(text).toContain(`Phone: +970${localPhone.slice(1)}`);
    expect(text).not.toContain('Rounds');
    await screenshotAtBothWidths(desk, 'desk-card-birthday', card);
    await desk.context().close();
  });
});
