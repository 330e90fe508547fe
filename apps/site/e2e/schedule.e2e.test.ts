import { seriousAxeViolations } from '@venue/test-kit/axe';
import { keepPicturesAtSizes, screenshotFolder } from '@venue/test-kit/screenshots';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, dayOfNextMonth, fillContact, pickDate, stack } from './support.ts';

// The booking page follows the schedule the manager keeps: a closed day is disabled with its
// reason, a special period's hours run past midnight, and the grid offers that night's slots.
// The days (3 to 5 of next month) are this file's own.

const browser = browserForFile();
const shotsDir = screenshotFolder('site-schedule');
let db: pg.Client;

const eid = dayOfNextMonth(3);
const lateNight = dayOfNextMonth(4);
const lastLateNight = dayOfNextMonth(5);

beforeAll(async () => {
  db = new pg.Client(stack.dbUrl);
  await db.connect();
  await db.query(
    `insert into public.closures (day, reason) values ($1, '{"en": "Eid al-Fitr", "ar": "عيد الفطر"}')`,
    [eid],
  );
  await db.query(
    `insert into public.special_hours (first_day, last_day, opens_at, closes_at, name)
     values ($1, $2, '20:00', '02:00', '{"en": "Late nights", "ar": "سهرات"}')`,
    [lateNight, lastLateNight],
  );
});

afterAll(async () => {
  await db?.query('delete from public.closures where day = $1', [eid]);
  await db?.query('delete from public.special_hours where first_day = $1', [lateNight]);
  await db?.end();
});

async function openBooking(path: string, heading: string) {
  const page = await browser.open(path, { viewport: { width: 1280, height: 900 } });
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return page;
}

/** The notes under the shown month, one per line. */
async function monthNotes(page: Page): Promise<string[]> {
  return page
    .getByRole('group', { name: /^(Date|التاريخ)$/ })
    .getByRole('listitem')
    .allTextContents();
}

/** The times the slot grid lists. */
async function slotTimes(page: Page): Promise<string[]> {
  return page
    .getByRole('group', { name: /Time|الوقت/ })
    .getByRole('button')
    .allTextContents();
}

describe('the booking calendar on the schedule', () => {
  it('disables a closed day with its reason and offers a late night past midnight, in English', async () => {
    const page = await openBooking('/booking', 'Book Now');
    await pickDate(page, lateNight);
    const closed = page.getByRole('button', { name: /, closed$/ });
    expect(await closed.getAttribute('data-date')).toBe(eid);
    expect(await closed.isDisabled()).toBe(true);
    const notes = await monthNotes(page);
    expect(notes).toContainEqual(expect.stringMatching(/: closed, Eid al-Fitr$/));
    expect(notes).toContainEqual(
      expect.stringMatching(/^Late nights \(.+\): open 20:00 to 02:00$/),
    );
    expect(await page.getByText('Late nights: open 20:00 to 02:00').count()).toBe(1);
    expect(await slotTimes(page)).toEqual([
      '20:00',
      '20:45',
      '21:30',
      '22:15',
      '23:00',
      '23:45',
      '00:30',
      '01:15',
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepPicturesAtSizes(page, `${shotsDir}/booking-late-night-en`);

    await fillContact(page, {
      name: 'Rami Khoury',
      email: 'rami.late@example.com',
      phone: '+970591000931',
    });
    await page.getByRole('button', { name: '00:30', exact: true }).click();
    await page.getByRole('button', { name: 'Book Regular' }).click();
    await page.getByRole('dialog', { name: 'Booking Request Received!' }).waitFor();
    const { rows } = await db.query(
      `select to_char(date, 'YYYY-MM-DD') as date, time, status from public.bookings where email = 'rami.late@example.com'`,
    );
    expect(rows).toEqual([{ date: lateNight, time: '00:30', status: 'pending' }]);
    await page.context().close();
  });

  it('says the same in Arabic, right to left, the reasons in Arabic', async () => {
    const page = await openBooking('/ar/booking', 'احجزوا الآن');
    await pickDate(page, lateNight, 'الشهر التالي', 'ar');
    const closed = page.getByRole('button', { name: /، مغلق$/ });
    expect(await closed.getAttribute('data-date')).toBe(eid);
    expect(await closed.isDisabled()).toBe(true);
    const notes = await monthNotes(page);
    expect(notes).toContainEqual(expect.stringMatching(/: مغلق، عيد الفطر$/));
    expect(notes).toContainEqual(expect.stringMatching(/^سهرات \(.+\): نفتح من 20:00 إلى 02:00$/));
    expect(await page.getByText('سهرات: نفتح من 20:00 إلى 02:00').count()).toBe(1);
    expect(await slotTimes(page)).toContain('00:30');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepPicturesAtSizes(page, `${shotsDir}/booking-late-night-ar`);
    await page.context().close();
  });
});
