import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { addDays, venueToday } from '@venue/domain/clock';
import { formatLongDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations, settleAnimations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, openSignedIn, seedStaff, shootPage, stack } from './support.ts';

// Day 52 from the venue's today belongs to this file. A reception account of its own works in
// Arabic, so the seed's accounts keep their language.
const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-calendar');
const account = { email: `arabic-calendar-${run}@example.com`, password: 'arabic-calendar-1' };
const today = venueToday(new Date(), venueTimeZone);
const day = addDays(today, 52);
const monthsAhead =
  Number(day.slice(0, 4)) * 12 +
  Number(day.slice(5, 7)) -
  (Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)));
const customers = {
  regular: `سامي خليل ${run}`,
  approved: `Lina Saleh ${run}`,
  birthday: `ريم عودة ${run}`,
};
let userId = '';

beforeAll(async () => {
  const admin = serviceClient(stack);
  const { data, error } = await admin.auth.admin.createUser({ ...account, email_confirm: true });
  if (error || !data.user) throw new Error(`Could not create ${account.email}: ${error?.message}`);
  userId = data.user.id;
  const staff = await admin.from('staff').insert({
    id: userId,
    name: 'رامي ناصر',
    email: account.email,
    role: 'reception',
    locale: 'ar',
  });
  if (staff.error) throw new Error(staff.error.message);
  // One insert of several rows: every row names every column, as PostgREST fills the missing ones
  // with null rather than their defaults.
  const common = {
    phone: '+970591234567',
    date: day,
    status: 'pending' as const,
    type: 'regular' as const,
    duration: 45,
    bundle_name: null,
    bundle_price: null,
    customer_notes: '',
    approved_at: null,
  };
  const bookings = await admin.from('bookings').insert([
    { ...common, name: customers.regular, email: null, people: 4, rounds: 2, time: '16:30' },
    {
      ...common,
      name: customers.approved,
      email: `lina-${run}@example.com`,
      people: 2,
      rounds: 1,
      time: '18:00',
      status: 'approved',
      approved_at: new Date().toISOString(),
    },
    {
      ...common,
      name: customers.birthday,
      email: `reem-${run}@example.com`,
      people: 18,
      rounds: 1,
      time: '15:00',
      type: 'birthday',
      bundle_name: 'Blaze',
      bundle_price: 70,
      duration: 90,
      customer_notes: 'كعكة شوكولاتة، بلا مكسرات',
    },
  ]);
  if (bookings.error) throw new Error(bookings.error.message);
});

afterAll(async () => {
  const admin = serviceClient(stack);
  await admin.from('bookings').delete().like('name', `%${run}`);
  if (userId) await admin.auth.admin.deleteUser(userId);
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('Not laid out');
  return found;
}

/** The status filter row and each of its choices lie inside the page's width, none clipped. */
async function expectStatusFilterInside(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await settleAnimations(page);
  const filter = page.getByRole('radiogroup', { name: /^(Status|الحالة)$/ });
  const row = await box(filter);
  expect(row.x).toBeGreaterThanOrEqual(0);
  expect(row.x + row.width).toBeLessThanOrEqual(width);
  const labels = filter.locator('label');
  // All, the four statuses (pending, approved, rejected, cancelled), arrived and no-show.
  expect(await labels.count()).toBe(7);
  for (const label of await labels.all()) {
    const choice = await box(label);
    expect(choice.x).toBeGreaterThanOrEqual(row.x);
    expect(choice.x + choice.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
    expect(choice.y + choice.height).toBeLessThanOrEqual(row.y + row.height + 0.5);
    // Each label shows whole: nothing cut off by an ellipsis.
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

describe('the calendar, the 404 page and the desk in Arabic', () => {
  it('the calendar reads right to left: mirrored grid and arrows, Arabic dates, the day in Arabic', async () => {
    const page = await openSignedIn(browser, account, '/admin/calendar');
    await page.getByRole('heading', { level: 1, name: 'تقويم الاستقبال' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    for (let month = 0; month < monthsAhead; month += 1) {
      await page.getByRole('button', { name: 'الشهر التالي' }).click();
    }
    await page.getByRole('button', { name: `${formatLongDate(day, 'ar')}، 3 حجوزات` }).click();
    const table = page.getByRole('table');
    await table.getByRole('cell', { name: customers.birthday }).waitFor();
    expect(await table.getByRole('row').count()).toBe(4);
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'الوقت',
      'الاسم',
      'النوع',
      'الأشخاص',
      'الهاتف',
      'مصدر الحجز',
      'المسار',
      'الحالة',
    ]);

    // Mirrored: the previous month on the right, the week starting on the right, the first
    // column of the table on the right.
    const previous = await box(page.getByRole('button', { name: 'الشهر السابق' }));
    const next = await box(page.getByRole('button', { name: 'الشهر التالي' }));
    expect(previous.x).toBeGreaterThan(next.x);
    const arrowTransform = await page
      .getByRole('button', { name: 'الشهر السابق' })
      .locator('svg')
      .evaluate((svg) => getComputedStyle(svg).transform);
    expect(arrowTransform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    const time = await box(table.getByRole('columnheader', { name: 'الوقت' }));
    const status = await box(table.getByRole('columnheader', { name: 'الحالة' }));
    expect(time.x).toBeGreaterThan(status.x);

    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'calendar-ar');
    await page.context().close();
  });

  it('the 404 page in Arabic', async () => {
    const page = await openSignedIn(browser, account, '/admin/calendar');
    await page.goto('/admin/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'عذرًا! الصفحة غير موجودة' }).waitFor();
    await page.getByRole('link', { name: 'العودة إلى تسجيل الدخول' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'not-found-ar');
    await page.context().close();
  });

  it('the Arabic desk: the status filter fits a phone, the rejection and delete dialogs are laid out inside their boxes', async () => {
    const page = await openSignedIn(browser, account, '/admin/jana');
    await page.getByRole('heading', { level: 1, name: 'إدارة الحجوزات' }).waitFor();
    await page.getByLabel('البحث في الحجوزات').fill(run);
    const card = page.getByRole('article', { name: customers.regular });
    await card.waitFor();
    await page.getByRole('article', { name: customers.birthday }).waitFor();
    // The approved booking says which lane it holds.
    await page
      .getByRole('article', { name: customers.approved })
      .getByText('المسار: 1', { exact: true })
      .waitFor();
    await page.waitForLoadState('networkidle');
    await expectStatusFilterInside(page, 390);
    await expectStatusFilterInside(page, 320);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'desk-ar');

    await card.getByRole('button', { name: 'رفض وإرسال بريد' }).click();
    const rejection = page.getByRole('dialog', { name: `رفض حجز ${customers.regular}` });
    await rejection.waitFor();
    // The quick reasons start where the reason box starts: on its right, in Arabic.
    const reasonBox = await box(rejection.getByRole('textbox'));
    const reasons = rejection.getByRole('group', { name: 'أسباب جاهزة' });
    const firstReason = await box(reasons.getByRole('button').first());
    expect(
      Math.abs(firstReason.x + firstReason.width - (reasonBox.x + reasonBox.width)),
    ).toBeLessThan(1);
    await rejection.getByRole('button', { name: 'مشكلة في عدد الأشخاص' }).click();
    // The Arabic reason reads right to left from the box's right edge.
    expect(
      await rejection
        .getByRole('textbox')
        .evaluate((element) => [
          getComputedStyle(element).direction,
          getComputedStyle(element).textAlign,
        ]),
    ).toEqual(['rtl', 'start']);
    const rejectionLayout = await checkDialogAtWidths(page, rejection, {
      name: 'reject-booking-ar',
      shotsDir,
    });
    expect(rejectionLayout.problems).toEqual({});
    await page.setViewportSize({ width: 1280, height: 900 });
    await shootPage(page, shotsDir, 'desk-rejection-ar');
    await rejection.getByRole('button', { name: 'إلغاء' }).click();
    await rejection.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: 'حذف' }).click();
    const confirmation = page.getByRole('dialog', { name: 'حذف الحجز' });
    await confirmation.waitFor();
    const confirmationLayout = await checkDialogAtWidths(page, confirmation, {
      name: 'delete-booking-ar',
      shotsDir,
    });
    expect(confirmationLayout.problems).toEqual({});
    await page.setViewportSize({ width: 1280, height: 900 });
    await confirmation.getByRole('button', { name: 'إلغاء' }).click();
    await confirmation.waitFor({ state: 'detached' });
    await page.context().close();
  }, 120_000);

  it('the English desk: the status filter fits a phone too', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/jana');
    await page.getByRole('heading', { level: 1, name: 'Bookings Management' }).waitFor();
    await page.getByRole('radio', { name: /^All \(\d+\)$/ }).waitFor({ state: 'attached' });
    await expectStatusFilterInside(page, 390);
    await expectStatusFilterInside(page, 320);
    await shootPage(page, shotsDir, 'desk-en');
    await page.context().close();
  });
});
