import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { addDays, venueToday } from '@venue/domain/clock';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserForFile,
  createStaffAccount,
  openSignedIn,
  seedStaff,
  shootPage,
  stack,
} from './support.ts';

// Day 63 from the venue's today belongs to this file. A reception account of its own works in
// Arabic, so the seed's accounts keep their language.
const browser = browserForFile();
const db = new pg.Client(stack.dbUrl);
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-new-booking');
const day = addDays(venueToday(new Date(), venueTimeZone), 63);
const caller = `Phone Caller ${run}`;
const arabicAccount = { email: `new-booking-ar-${run}@example.com`, password: 'new-booking-ar-1' };
let arabicUserId = '';

beforeAll(async () => {
  await db.connect();
  arabicUserId = await createStaffAccount({
    ...arabicAccount,
    name: 'رامي ناصر',
    role: 'reception',
    locale: 'ar',
  });
});

afterAll(async () => {
  const admin = serviceClient(stack);
  await admin.from('bookings').delete().like('name', `%${run}`);
  if (arabicUserId) await admin.auth.admin.deleteUser(arabicUserId);
  await db.end();
});

const shoot = (page: Page, name: string) => shootPage(page, shotsDir, name);

async function openDialog(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

describe('New booking', () => {
  it('reception takes a phone booking approved now: it is on the desk, approved with its lane, and stored as a phone booking', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/jana');
    await page.getByRole('heading', { level: 1, name: 'Bookings Management' }).waitFor();
    await shoot(page, 'desk-en');
    const dialog = await openDialog(page, 'New booking');
    const layout = await checkDialogAtWidths(page, dialog, { name: 'new-booking-en', shotsDir });
    expect(layout.problems).toEqual({});
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByLabel('Name').fill(caller);
    await dialog.getByLabel('Phone', { exact: false }).first().fill('059 123 4567');
    await dialog.getByRole('spinbutton', { name: 'People' }).fill('3');
    await dialog.getByRole('spinbutton', { name: 'Rounds' }).fill('2');
    await dialog.getByLabel('Date').fill(day);
    const slots = dialog.getByLabel('Time slot');
    await slots.locator('option[value="17:15"]', { hasText: '17:15 ·' }).waitFor({
      state: 'attached',
    });
    await slots.selectOption('17:15');
    await dialog.getByRole('switch', { name: /Approve now/ }).check();
    await dialog.getByRole('button', { name: 'Create booking' }).click();

    await page
      .getByText(
        `Booking approved! (No email on file) Lane 1/6 assigned for ${formatDisplayDate(day, venueTimeZone, 'en')} at 17:15.`,
      )
      .waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByLabel('Search bookings').fill(run);
    const card = page.getByRole('article', { name: caller });
    await card.waitFor();
    await card.getByText('APPROVED', { exact: true }).waitFor();
    await card.getByText('Lanes: 1/6').waitFor();
    await card.getByText('Lane: 1', { exact: true }).waitFor();

    const { rows } = await db.query(
      `select status, source, phone, email, people, rounds, time, locale
         from public.bookings where name = $1`,
      [caller],
    );
    expect(rows).toEqual([
      {
        status: 'approved',
        source: 'phone',
        phone: '+970591234567',
        email: null,
        people: 3,
        rounds: 2,
        time: '17:15',
        locale: 'en',
      },
    ]);

    // The calendar offers it on the chosen day too.
    await page.goto('/admin/calendar');
    await page.getByRole('heading', { level: 1, name: 'Reception Calendar' }).waitFor();
    await page.getByRole('button', { name: 'New booking', exact: true }).waitFor();
    await shoot(page, 'calendar-en');
    await page.context().close();
  });

  it('in Arabic on the calendar: the dialog is laid out right to left with no serious axe violation', async () => {
    const page = await openSignedIn(browser, arabicAccount, '/admin/calendar');
    await page.getByRole('heading', { level: 1, name: 'تقويم الاستقبال' }).waitFor();
    await shoot(page, 'calendar-ar');
    const dialog = await openDialog(page, 'حجز جديد');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await dialog.getByLabel('لغة الزبون').waitFor();
    expect(await dialog.getByLabel('لغة الزبون').inputValue()).toBe('ar');
    // A refusal in Arabic beside its field, for the picture and the checks.
    await dialog.getByRole('button', { name: 'إنشاء الحجز' }).click();
    await dialog.getByText('الاسم مطلوب').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const layout = await checkDialogAtWidths(page, dialog, { name: 'new-booking-ar', shotsDir });
    expect(layout.problems).toEqual({});
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/admin/jana');
    await page.getByRole('heading', { level: 1, name: 'إدارة الحجوزات' }).waitFor();
    await page.getByRole('button', { name: 'حجز جديد', exact: true }).waitFor();
    await shoot(page, 'desk-ar');
    await page.context().close();
  });
});
