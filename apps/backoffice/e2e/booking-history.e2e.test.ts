import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { addDays, isSlotPast, venueToday } from '@venue/domain/clock';
import { slotStarts, venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations, settleAnimations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, openSignedIn, seedStaff, shootPage, stack } from './support.ts';

// A phone booking, approved, in the latest slot of today that has started on the venue's clock
// (before the day's first slot starts, yesterday's last one), so reception can record who came.
// A reception account of its own works in Arabic, so the seed's accounts keep their language.
const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-history');
const arabicAccount = { email: `history-ar-${run}@example.com`, password: 'history-arabic-1' };
const customer = `Omar Haddad ${run}`;
const now = new Date();
const today = venueToday(now, venueTimeZone);
const startedToday = slotStarts.filter((time) => isSlotPast(today, time, now, venueTimeZone));
const slot =
  startedToday.length > 0
    ? { date: today, time: startedToday[startedToday.length - 1] as string }
    : { date: addDays(today, -1), time: slotStarts[slotStarts.length - 1] as string };
let userId = '';

beforeAll(async () => {
  const admin = serviceClient(stack);
  const { data, error } = await admin.auth.admin.createUser({
    ...arabicAccount,
    email_confirm: true,
  });
  if (error || !data.user)
    throw new Error(`Could not create ${arabicAccount.email}: ${error?.message}`);
  userId = data.user.id;
  const staff = await admin.from('staff').insert({
    id: userId,
    name: 'سلمى يوسف',
    email: arabicAccount.email,
    role: 'reception',
    locale: 'ar',
  });
  if (staff.error) throw new Error(staff.error.message);
  const booking = await admin.from('bookings').insert({
    name: customer,
    phone: '+970591234567',
    email: null,
    people: 3,
    rounds: 1,
    ...slot,
    status: 'approved',
    approved_at: now.toISOString(),
    source: 'phone',
  });
  if (booking.error) throw new Error(booking.error.message);
});

afterAll(async () => {
  const admin = serviceClient(stack);
  await admin.from('bookings').delete().eq('name', customer);
  if (userId) await admin.auth.admin.deleteUser(userId);
});

/** Chooses a status filter by its label (the radio itself is hidden under it). */
async function chooseFilter(page: Page, name: string) {
  await page
    .getByRole('radiogroup', { name: /^(Status|الحالة)$/ })
    .locator('label', { hasText: name })
    .click();
  expect(await page.getByRole('radio', { name }).isChecked()).toBe(true);
}

/** The status filter row wraps inside a phone's width: every choice whole and inside the row. */
async function expectFilterInside(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await settleAnimations(page);
  const filter = page.getByRole('radiogroup', { name: /^(Status|الحالة)$/ });
  const row = await filter.boundingBox();
  if (!row) throw new Error('The status filter is not laid out');
  expect(row.x).toBeGreaterThanOrEqual(0);
  expect(row.x + row.width).toBeLessThanOrEqual(width);
  for (const label of await filter.locator('label').all()) {
    const choice = await label.boundingBox();
    if (!choice) throw new Error('A status choice is not laid out');
    expect(choice.x).toBeGreaterThanOrEqual(row.x - 0.5);
    expect(choice.x + choice.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

describe("arrivals and a booking's history", () => {
  it('reception marks the arrival, filters the arrived, and reads the history', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/jana');
    await page.getByRole('heading', { level: 1, name: 'Bookings Management' }).waitFor();
    await page.getByLabel('Search bookings').fill(run);
    const card = page.getByRole('article', { name: customer });
    await card.waitFor();
    await card.getByText('Phone', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Arrived' }).click();
    await page.getByText(`${customer} marked as arrived.`).waitFor();
    await card.getByText('Arrived', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Clear' }).waitFor();
    expect(await card.getByRole('button', { name: 'Arrived' }).count()).toBe(0);

    await chooseFilter(page, 'No-show (0)');
    await page.getByText('No bookings found.').waitFor();
    await chooseFilter(page, 'Arrived (1)');
    await card.waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await expectFilterInside(page, 390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shootPage(page, shotsDir, 'desk-arrived-en');

    await card.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: `History of the booking of ${customer}` });
    const items = dialog.getByRole('listitem');
    await items.filter({ hasText: 'Marked arrived' }).waitFor();
    const texts = await items.allTextContents();
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(/^Booking created \(Phone\)System · /);
    expect(texts[1]).toMatch(/^Approved, lane \dSystem · /);
    expect(texts[2]).toMatch(/^Marked arrivedRami Nasser · /);
    const layout = await checkDialogAtWidths(page, dialog, { name: 'history-en', shotsDir });
    expect(layout.problems).toEqual({});
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  }, 120_000);

  it('in Arabic: the arrived filter, the history right to left, no serious axe violation', async () => {
    const page = await openSignedIn(browser, arabicAccount, '/admin/jana');
    await page.getByRole('heading', { level: 1, name: 'إدارة الحجوزات' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByLabel('البحث في الحجوزات').fill(run);
    const card = page.getByRole('article', { name: customer });
    await card.waitFor();
    await chooseFilter(page, 'حضر (1)');
    await card.getByText('الهاتف', { exact: true }).waitFor();
    await card.getByText('حضر', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'مسح' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectFilterInside(page, 390);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'desk-arrived-ar');

    await card.getByRole('button', { name: 'السجل' }).click();
    const dialog = page.getByRole('dialog', { name: `سجل حجز ${customer}` });
    const items = dialog.getByRole('listitem');
    await items.filter({ hasText: 'سُجّل الحضور' }).waitFor();
    const texts = await items.allTextContents();
    expect(texts[0]).toMatch(/^تم إنشاء الحجز \(الهاتف\)النظام · /);
    expect(texts[1]).toMatch(/^مقبول، المسار \dالنظام · /);
    expect(texts[2]).toMatch(/^سُجّل الحضورRami Nasser · /);
    // Mirrored: the timeline's line and bullets on the right of the text.
    const bullet = await dialog.locator('.mantine-Timeline-itemBullet').first().boundingBox();
    const title = await dialog.locator('.mantine-Timeline-itemTitle').first().boundingBox();
    if (!bullet || !title) throw new Error('The timeline is not laid out');
    expect(bullet.x).toBeGreaterThan(title.x + title.width - 1);
    await settleAnimations(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const layout = await checkDialogAtWidths(page, dialog, { name: 'history-ar', shotsDir });
    expect(layout.problems).toEqual({});
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().close();
  });
});
