import { mkdirSync, writeFileSync } from 'node:fs';
import { addDays, venueToday } from '@venue/domain/clock';
import { formatLongDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations, settleAnimations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import { downloadedFile } from '@venue/test-kit/e2e-browser';
import { keepScreenshot, screenshotFolder, screenshotsDir } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserForFile,
  createStaffAccount,
  openSignedIn,
  seedStaff,
  shootPage,
  stack,
} from './support.ts';

// Day 71 from the venue's today belongs to this file, with day 72 for a booking of another day. A
// reception account of its own works in Arabic, so the seed's accounts keep their language.
const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-print');
const today = venueToday(new Date(), venueTimeZone);
const day = addDays(today, 71);
const otherDay = addDays(today, 72);
const arabic = {
  name: 'رامي ناصر',
  email: `print-${run}@example.com`,
  password: 'print-export-1',
  role: 'reception',
  locale: 'ar',
} as const;
const customers = {
  early: `سامي خليل ${run}`,
  late: `Lina, "Saleh" ${run}`,
  birthday: `Reem Odeh ${run}`,
  otherDay: `Karim Nasser ${run}`,
  turnedDown: `Rami Awad ${run}`,
};
// The A4 page's content width (210 mm less two 12 mm margins) at 96 dpi.
const a4ContentWidthPx = (186 / 25.4) * 96;
let userId = '';

beforeAll(async () => {
  userId = await createStaffAccount(arabic);
  // One insert of several rows: every row names every column, as PostgREST fills the missing ones
  // with null rather than their defaults.
  const common = {
    phone: '+970591234567',
    email: null,
    date: day,
    status: 'approved' as const,
    type: 'regular' as const,
    duration: 45,
    bundle_name: null,
    bundle_price: null,
    customer_notes: '',
    approved_at: new Date().toISOString(),
  };
  const { error } = await serviceClient(stack)
    .from('bookings')
    .insert([
      { ...common, name: customers.late, people: 2, rounds: 1, time: '21:45' },
      { ...common, name: customers.early, people: 4, rounds: 2, time: '15:00' },
      {
        ...common,
        name: customers.birthday,
        phone: '+970597654321',
        people: 15,
        rounds: 1,
        time: '16:30',
        type: 'birthday',
        bundle_name: 'Blaze',
        bundle_price: 70,
        duration: 90,
        status: 'pending',
        approved_at: null,
      },
      { ...common, name: customers.otherDay, people: 3, rounds: 3, time: '18:00', date: otherDay },
      {
        ...common,
        name: customers.turnedDown,
        people: 6,
        rounds: 1,
        time: '15:00',
        status: 'rejected',
        approved_at: null,
        rejected_at: new Date().toISOString(),
        rejection_reason: 'Full',
      },
    ]);
  if (error) throw new Error(error.message);
  // A staff note and a customer note on the party.
  const notes = await serviceClient(stack)
    .from('bookings')
    .update({ notes: 'Balloons ordered', customer_notes: 'Cake at five' })
    .eq('name', customers.birthday);
  if (notes.error) throw new Error(notes.error.message);
});

afterAll(async () => {
  const admin = serviceClient(stack);
  await admin.from('bookings').delete().like('name', `%${run}`);
  if (userId) await admin.auth.admin.deleteUser(userId);
});

/**
 * In print media: the header and navigation are gone, the sheet's table fits the A4 content width,
 * the Print button is hidden; the page goes to a PDF and a screenshot of its A4 width.
 */
async function expectPrintable(page: Page, name: string, printLabel: string) {
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await settleAnimations(page);
  expect(await page.getByRole('banner').isVisible()).toBe(false);
  expect(await page.getByRole('navigation').isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: printLabel }).isVisible()).toBe(false);
  const table = await page.getByRole('table').boundingBox();
  if (!table) throw new Error('The table is not laid out');
  expect(table.width).toBeGreaterThan(400);
  expect(table.width).toBeLessThanOrEqual(a4ContentWidthPx);
  // No row is cut by the sheet's edge: every cell lies inside the table.
  for (const cell of await page.getByRole('cell').all()) {
    const box = await cell.boundingBox();
    if (!box) throw new Error('A cell is not laid out');
    expect(box.x).toBeGreaterThanOrEqual(table.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(table.x + table.width + 0.5);
  }
  const rowBreaks = await page
    .getByRole('row')
    .first()
    .evaluate((row) => getComputedStyle(row).breakInside);
  expect(rowBreaks).toBe('avoid');
  // The sheet prints: Chromium lays it out as an A4 PDF, kept with the pictures when they are.
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  if (screenshotsDir) {
    mkdirSync(shotsDir, { recursive: true });
    writeFileSync(`${shotsDir}/${name}.pdf`, pdf);
  }
  await keepScreenshot(page, { path: `${shotsDir}/${name}-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Exports the desk's current filter and hands back the file's name and text. */
async function exportCsv(page: Page, label: string) {
  return downloadedFile(page, () => page.getByRole('button', { name: label }).click());
}

/** Chooses a status filter by its label (the radio itself is hidden under it). */
async function chooseFilter(page: Page, name: RegExp) {
  await page
    .getByRole('radiogroup', { name: /^(Status|الحالة)$/ })
    .locator('label', { hasText: name })
    .click();
  expect(await page.getByRole('radio', { name }).isChecked()).toBe(true);
}

describe('printing a day', () => {
  it("reception prints the day: the bookings it expects, slot by slot, with notes and the party's totals, fitting A4 without the app's frame", async () => {
    const page = await openSignedIn(browser, seedStaff.reception, `/admin/print/${day}`);
    await page.getByRole('heading', { level: 1, name: formatLongDate(day) }).waitFor();
    await page.getByText('Strike Zone', { exact: true }).first().waitFor();
    const table = page.getByRole('table');
    await table.getByRole('cell', { name: customers.late }).waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Lane',
      'Name',
      'Reference',
      'People',
      'Rounds or package',
      'Phone',
      'Status',
      '✓Coming',
      'Notes',
    ]);
    // One group of rows per slot, headed by its start; the rejected booking is not on the sheet.
    const slots = table.locator('tbody');
    expect(await slots.count()).toBe(3);
    expect(await table.getByRole('rowheader').allTextContents()).toEqual([
      '15:00',
      '16:30',
      '21:45',
    ]);
    const sheet = (await table.allTextContents()).join();
    expect(sheet).toContain(customers.early);
    expect(sheet).not.toContain(customers.turnedDown);
    expect(sheet).not.toContain(customers.otherDay);
    const party = slots.nth(1).getByRole('row').nth(1);
    const partyText = await party.textContent();
    expect(partyText).toContain('Blaze');
    expect(partyText).toContain('Estimated total: 1,050 ILS');
    expect(partyText).toContain('Deposit: 200 ILS');
    expect(partyText).toContain('PENDING');
    expect(partyText).toContain('Staff: Balloons ordered');
    expect(partyText).toContain('Customer: Cake at five');
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'print-day-en');
    // On a phone the sheet scrolls inside its own box: the page and its Print button stay in view.
    await page.setViewportSize({ width: 390, height: 800 });
    const print = await page.getByRole('button', { name: 'Print' }).boundingBox();
    expect((print?.x ?? -1) >= 0 && (print?.x ?? 0) + (print?.width ?? 0) <= 390).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectPrintable(page, 'print-day-en', 'Print');
    await page.context().close();
  });

  it('the calendar and the desk link to the print view of their day', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/calendar');
    await page.getByRole('heading', { name: 'Reception Calendar' }).waitFor();
    await page.waitForLoadState('networkidle');
    await shootPage(page, shotsDir, 'calendar-print-day-en');
    await page.getByRole('link', { name: 'Print day' }).click();
    await page.waitForURL(`**/admin/print/${today}`);
    await page.getByRole('heading', { level: 1, name: formatLongDate(today) }).waitFor();
    await page.goto('/admin/jana');
    await page.getByRole('heading', { level: 1, name: 'Bookings Management' }).waitFor();
    expect(await page.getByRole('link', { name: 'Print day' }).getAttribute('href')).toBe(
      `/admin/print/${today}`,
    );
    // The desk prints the day it is searching for.
    await page.getByLabel('Search bookings').fill(day);
    await page.waitForFunction(
      (href) => document.querySelector(`a[href="${href}"]`) !== null,
      `/admin/print/${day}`,
    );
    await page.context().close();
  });

  it('in Arabic: right to left, Arabic headings and day, and it prints on A4 the same', async () => {
    const page = await openSignedIn(browser, arabic, `/admin/print/${day}`);
    await page.getByRole('heading', { level: 1, name: formatLongDate(day, 'ar') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const table = page.getByRole('table');
    await table.getByRole('cell', { name: customers.early }).waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'المسار',
      'الاسم',
      'رقم الحجز',
      'الأشخاص',
      'الجولات أو الباقة',
      'الهاتف',
      'الحالة',
      '✓سيحضر',
      'الملاحظات',
    ]);
    expect(await table.getByRole('rowheader').allTextContents()).toEqual([
      '15:00',
      '16:30',
      '21:45',
    ]);
    const partyText = await table.locator('tbody').nth(1).getByRole('row').nth(1).textContent();
    expect(partyText).toContain('المجموع التقديري: ');
    expect(partyText).toContain('ملاحظة الزبون: Cake at five');
    // The first column reads on the right.
    const lane = await table.getByRole('columnheader', { name: 'المسار' }).boundingBox();
    const notes = await table.getByRole('columnheader', { name: 'الملاحظات' }).boundingBox();
    expect(lane?.x).toBeGreaterThan(notes?.x ?? Number.POSITIVE_INFINITY);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'print-day-ar');
    await expectPrintable(page, 'print-day-ar', 'طباعة');
    await page.context().close();
  });
});

/** A CSV record's first field: the booking's reference. */
const reference = /^SZ-[0-9A-Z]{4,6},/;

describe('exporting the desk as CSV', () => {
  it("downloads every booking of the desk's filter and search, escaped, with a byte order mark", async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/jana');
    await page.getByLabel('Search bookings').fill(run);
    await page.getByRole('article', { name: customers.birthday }).waitFor();
    await chooseFilter(page, /^Approved \(3\)$/);
    await page.getByRole('article', { name: customers.birthday }).waitFor({ state: 'detached' });
    const { fileName, text } = await exportCsv(page, 'Export CSV');
    expect(fileName).toBe(`bookings-${today}.csv`);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Date,Time,Kind,Name,Phone,Email,People,Rounds,Package,VR sessions,Lane,Stations,Status,Attendance,Source,Staff notes,Customer notes,Created',
    );
    expect(lines.slice(1, -1).every((line) => reference.test(line))).toBe(true);
    const records = lines.slice(1, -1).map((line) => line.replace(reference, ''));
    expect(records).toHaveLength(3);
    expect(records.join('\n')).not.toContain(customers.birthday);
    expect(
      records.some((line) => line.startsWith(`${day},15:00,Bowling,${customers.early},`)),
    ).toBe(true);
    expect(
      records.some((line) =>
        line.startsWith(`${day},21:45,Bowling,"Lina, ""Saleh"" ${run}",'+970591234567,,2,1,,`),
      ),
    ).toBe(true);
    expect(records.some((line) => line.startsWith(`${otherDay},18:00,`))).toBe(true);
    expect(lines.at(-1)).toBe('');
    await page.context().close();
  });

  it('in Arabic: the header and values in Arabic', async () => {
    const page = await openSignedIn(browser, arabic, '/admin/jana');
    await page.getByLabel('البحث في الحجوزات').fill(run);
    await page.getByRole('article', { name: customers.birthday }).waitFor();
    await chooseFilter(page, /^قيد الانتظار \(1\)$/);
    await page.getByRole('article', { name: customers.early }).waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    await shootPage(page, shotsDir, 'desk-export-ar');
    const { fileName, text } = await exportCsv(page, 'تصدير CSV');
    expect(fileName).toBe(`bookings-${today}.csv`);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'رقم الحجز,التاريخ,الوقت,النوع,الاسم,الهاتف,البريد الإلكتروني,الأشخاص,الجولات,الباقة,جلسات الواقع الافتراضي,المسار,المحطات,الحالة,الحضور,المصدر,ملاحظات الموظفين,ملاحظات الزبون,تاريخ الإنشاء',
    );
    expect(lines).toHaveLength(3);
    expect(
      lines[1]
        ?.replace(reference, '')
        .startsWith(
          `${day},16:30,عيد ميلاد,${customers.birthday},'+970597654321,,15,,Blaze,,,,قيد الانتظار,,الموقع الإلكتروني,Balloons ordered,Cake at five,`,
        ),
    ).toBe(true);
    await page.context().close();
  });
});
