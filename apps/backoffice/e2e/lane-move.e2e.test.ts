import { addDays, venueToday } from '@venue/domain/clock';
import { formatLongDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
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

// Reception moves a booking to another lane from its card: a lane taken in its slot is refused,
// a free one is taken, and the history says so; the calendar's day list shows the new lane with
// the booking's source. Day 66 from the venue's today belongs to this file (other files use other
// days). A reception account of its own works in Arabic.
const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-lane-move');
const today = venueToday(new Date(), venueTimeZone);
const day = addDays(today, 66);
const monthsAhead =
  Number(day.slice(0, 4)) * 12 +
  Number(day.slice(5, 7)) -
  (Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)));
const mover = `Lane Mover ${run}`;
const holder = `Lane Holder ${run}`;
const arabic = ownArabicReception('lane-move', run, 'سلمى يوسف');

beforeAll(async () => {
  await arabic.create();
  // One insert: the mover takes lane 1, the holder lane 2 of the 18:00 slot.
  const { error } = await serviceClient(stack)
    .from('bookings')
    .insert(
      [
        { name: mover, source: 'phone' as const },
        { name: holder, source: 'walk_in' as const },
      ].map((booking) => ({
        ...booking,
        phone: '+970591112224',
        email: null,
        people: 4,
        rounds: 1,
        date: day,
        time: '18:00',
        status: 'approved' as const,
        approved_at: new Date().toISOString(),
      })),
    );
  if (error) throw new Error(error.message);
});

afterAll(async () => {
  await serviceClient(stack).from('bookings').delete().eq('date', day).like('name', `%${run}`);
  await arabic.remove();
});

async function openCard(page: Page, searchLabel: string) {
  await page.getByLabel(searchLabel).fill(run);
  const card = page.getByRole('article', { name: mover });
  await card.waitFor();
  return card;
}

async function openDay(page: Page, nextMonth: string, locale: 'en' | 'ar') {
  for (let i = 0; i < monthsAhead; i++) {
    await page.getByRole('button', { name: nextMonth }).click();
  }
  await page.getByRole('button', { name: new RegExp(`^${formatLongDate(day, locale)}`) }).click();
  await page.getByRole('heading', { name: formatLongDate(day, locale) }).waitFor();
}

describe('moving a booking to another lane', () => {
  it('reception is refused a taken lane, moves to a free one, and reads it in the history and the calendar', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/jana');
    const card = await openCard(page, 'Search bookings');
    await card.getByText('Lane: 1').waitFor();
    const control = card.getByRole('combobox', { name: 'Move to lane' });

    await control.selectOption({ label: 'Lane 2' });
    await card
      .getByRole('alert')
      .getByText('Lane 2 is taken at 18:00 by another booking.')
      .waitFor();
    await card.getByText('Lane: 1').waitFor();
    await shootPage(page, shotsDir, 'card-refused-en');

    await control.selectOption({ label: 'Lane 5' });
    await page.getByText(`${mover} moved to lane 5.`).waitFor();
    await card.getByText('Lane: 5').waitFor();
    expect(await card.getByRole('alert').count()).toBe(0);
    await shootPage(page, shotsDir, 'card-en');

    await card.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: `History of the booking of ${mover}` });
    const moved = dialog.getByRole('listitem').filter({ hasText: 'Moved from lane 1 to lane 5' });
    await moved.waitFor();
    expect(await moved.textContent()).toMatch(/^Moved from lane 1 to lane 5Rami Nasser · /);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Reception Calendar' }).first().click();
    await page.getByRole('heading', { name: 'Reception Calendar' }).waitFor();
    await openDay(page, 'Next month', 'en');
    const row = page.getByRole('row', { name: new RegExp(mover) });
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(5)).toEqual(['Phone', '5', 'APPROVED']);
    const holderCells = await page
      .getByRole('row', { name: new RegExp(holder) })
      .getByRole('cell')
      .allTextContents();
    expect(holderCells.slice(5)).toEqual(['Walk-in', '2', 'APPROVED']);
    await shootPage(page, shotsDir, 'calendar-day-en');
    await page.context().close();
  });

  it('in Arabic: the refusal in Arabic, the card and the calendar right to left, no serious axe violation', async () => {
    const page = await openSignedIn(browser, arabic.account, '/admin/jana');
    await page.getByRole('heading', { level: 1, name: 'إدارة الحجوزات' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const card = await openCard(page, 'البحث في الحجوزات');
    await card.getByText('المسار: 5').waitFor();
    await card
      .getByRole('combobox', { name: 'النقل إلى مسار' })
      .selectOption({ label: 'المسار 2' });
    await card.getByRole('alert').getByText('المسار 2 مشغول بحجز آخر الساعة 18:00.').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'card-refused-ar');

    await card.getByRole('button', { name: 'السجل' }).click();
    const dialog = page.getByRole('dialog', { name: `سجل حجز ${mover}` });
    await dialog
      .getByRole('listitem')
      .filter({ hasText: 'نُقل من المسار 1 إلى المسار 5' })
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'تقويم الاستقبال' }).first().click();
    await page.getByRole('heading', { name: 'تقويم الاستقبال' }).waitFor();
    await openDay(page, 'الشهر التالي', 'ar');
    const cells = await page
      .getByRole('row', { name: new RegExp(mover) })
      .getByRole('cell')
      .allTextContents();
    expect(cells.slice(5, 7)).toEqual(['الهاتف', '5']);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'calendar-day-ar');
    await page.context().close();
  });
});
