import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { cancelBookingByToken } from '@venue/data/bookings/manage-booking';
import { requestBooking } from '@venue/data/bookings/request-booking';
import type { VenueClient } from '@venue/data/client';
import { addDays, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations } from '@venue/test-kit/axe';
import { anonClient, serviceClient } from '@venue/test-kit/clients';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserForFile,
  openSignedIn,
  ownArabicReception,
  seedStaff,
  shootPage,
  stack,
} from './support.ts';

// A visitor books, reception approves, the visitor cancels with the manage token: reception sees
// the booking under "Cancelled" with its history, in English and (an account of its own) Arabic.
const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-cancelled');
const customer = `Maya Nasser ${run}`;
const arabicReception = ownArabicReception('cancelled', run, 'سلمى يوسف');

beforeAll(async () => {
  await arabicReception.create();
  const visitor = anonClient(stack) as unknown as VenueClient;
  const { id, manageToken } = await requestBooking(visitor, {
    name: customer,
    phone: '0591234567',
    email: `cancel-${run}@example.com`,
    people: 3,
    rounds: 1,
    date: addDays(venueToday(new Date(), venueTimeZone), 2),
    time: '22:30',
    type: 'regular',
  });
  const admin = serviceClient(stack);
  const approved = await admin.from('bookings').update({ status: 'approved' }).eq('id', id);
  if (approved.error) throw new Error(approved.error.message);
  await cancelBookingByToken(visitor, manageToken);
});

afterAll(async () => {
  await serviceClient(stack).from('bookings').delete().eq('name', customer);
  await arabicReception.remove();
});

async function chooseFilter(page: Page, name: string) {
  await page
    .getByRole('radiogroup', { name: /^(Status|الحالة)$/ })
    .locator('label', { hasText: name })
    .click();
  expect(await page.getByRole('radio', { name }).isChecked()).toBe(true);
}

describe('a booking the customer cancelled, on the desk', () => {
  it('reception finds it under Cancelled with its badge, and reads who cancelled it', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/jana');
    await page.getByRole('heading', { level: 1, name: 'Bookings Management' }).waitFor();
    await page.getByLabel('Search bookings').fill(run);
    const card = page.getByRole('article', { name: customer });
    await card.waitFor();
    await chooseFilter(page, 'Cancelled (1)');
    await card.getByText('CANCELLED', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await shootPage(page, shotsDir, 'desk-cancelled-en');
    // On a phone the longest status stays whole beside the name, once the page has laid itself
    // out again for the narrower window (the card's layout follows a media query).
    await page.setViewportSize({ width: 390, height: 900 });
    const label = card.locator('.mantine-Badge-label', { hasText: 'CANCELLED' });
    await expect
      .poll(() => label.evaluate((element) => element.scrollWidth <= element.clientWidth))
      .toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    await card.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: `History of the booking of ${customer}` });
    await dialog.getByRole('listitem').filter({ hasText: 'Cancelled by the customer' }).waitFor();
    const texts = await dialog.getByRole('listitem').allTextContents();
    expect(texts.at(-1)).toMatch(/^Cancelled by the customer, lane \d freedCustomer · /);
    const layout = await checkDialogAtWidths(page, dialog, {
      name: 'history-cancelled-en',
      shotsDir,
    });
    expect(layout.problems).toEqual({});
    await page.context().close();
  });

  it('in Arabic: the filter, the badge and the history entry, no serious axe violation', async () => {
    const page = await openSignedIn(browser, arabicReception.account, '/admin/jana');
    await page.getByRole('heading', { level: 1, name: 'إدارة الحجوزات' }).waitFor();
    await page.getByLabel('البحث في الحجوزات').fill(run);
    const card = page.getByRole('article', { name: customer });
    await card.waitFor();
    await chooseFilter(page, 'ملغى (1)');
    await card.getByText('ملغى', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'desk-cancelled-ar');

    await card.getByRole('button', { name: 'السجل' }).click();
    const dialog = page.getByRole('dialog', { name: `سجل حجز ${customer}` });
    await dialog.getByRole('listitem').filter({ hasText: 'ألغاه الزبون' }).waitFor();
    const texts = await dialog.getByRole('listitem').allTextContents();
    expect(texts.at(-1)).toMatch(/^ألغاه الزبون، وتحرّر المسار \dالزبون · /);
    const layout = await checkDialogAtWidths(page, dialog, {
      name: 'history-cancelled-ar',
      shotsDir,
    });
    expect(layout.problems).toEqual({});
    await page.context().close();
  });
});
