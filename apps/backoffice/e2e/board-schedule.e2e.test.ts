import type { SupabaseClient } from '@supabase/supabase-js';
import { addDays, slotInstant, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations } from '@venue/test-kit/axe';
import { signedInClient } from '@venue/test-kit/clients';
import { keepPicturesAtSizes, screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, openSignedIn, ownArabicReception, seedStaff, stack } from './support.ts';

// The lane board follows the schedule the manager keeps. Days 93 and 94 from the venue's today
// belong to this file: on day 93 a private event closes 18:00 to 19:30 and lane 4 is blocked
// 19:30 to 21:00; day 94 is closed all day. The manager writes both through the REST API as
// herself (her policies decide), and reception reads them on the board in English and Arabic.
const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-board-schedule');
const today = venueToday(new Date(), venueTimeZone);
const day = addDays(today, 93);
const closedDay = addDays(today, 94);
const event = { en: `Private event ${run}`, ar: `مناسبة خاصة ${run}` };
const repair = { en: `Pinsetter repair ${run}`, ar: `إصلاح آلة الأقماع ${run}` };
const training = { en: `Staff training ${run}`, ar: `تدريب الموظفين ${run}` };
const arabicReception = ownArabicReception('board-schedule', run, 'سلمى عودة');
let jana: SupabaseClient;

beforeAll(async () => {
  await arabicReception.create();
  jana = await signedInClient(stack, seedStaff.jana.email, seedStaff.jana.password);
  const closures = await jana.from('closures').insert([
    { day, from_time: '18:00', to_time: '19:30', reason: event },
    { day: closedDay, from_time: null, to_time: null, reason: training },
  ]);
  if (closures.error) throw new Error(closures.error.message);
  const block = await jana.from('lane_blocks').insert({
    lanes: [4],
    starts_at: slotInstant(day, '19:30', venueTimeZone).toISOString(),
    ends_at: slotInstant(day, '21:00', venueTimeZone).toISOString(),
    reason: repair,
  });
  if (block.error) throw new Error(block.error.message);
});

afterAll(async () => {
  await jana?.from('closures').delete().in('day', [day, closedDay]);
  await jana?.from('lane_blocks').delete().eq('reason->>en', repair.en);
  await arabicReception.remove();
});

/** Pictures at a phone's and a desktop's width; the page is handed back at a desktop's. */
async function shoot(page: Page, name: string) {
  await keepPicturesAtSizes(page, `${shotsDir}/${name}`, {
    sizes: [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ],
    after: { width: 1440, height: 900 },
  });
}

describe('the lane board follows the schedule', () => {
  it('shows reception the closed slots and the blocked lane with their reasons, and a day closed all day', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, `/admin/board?date=${day}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    const board = page.getByTestId('lane-board');
    const closed = page.getByTestId('board-closed-18:00');
    await closed.waitFor();
    expect(await closed.textContent()).toBe(`Closed: ${event.en}`);
    const blocked = page.getByTestId('board-blocked-4-19:30');
    expect(await blocked.textContent()).toContain('Blocked');
    expect(await blocked.textContent()).toContain(repair.en);
    // The block covers lane 4's 19:30 and 20:15 cells, not a booking's button.
    expect(await blocked.getByRole('button').count()).toBe(0);
    // The column's heading comes first; the block names its lane again for screen readers.
    const lane4 = await board.getByText('Lane 4', { exact: true }).first().boundingBox();
    const blockBox = await blocked.boundingBox();
    const at1930 = await page.getByTestId('board-time-19:30').boundingBox();
    const at2100 = await page.getByTestId('board-time-21:00').boundingBox();
    if (!lane4 || !blockBox || !at1930 || !at2100) throw new Error('The board is not laid out');
    expect(blockBox.x).toBeLessThan(lane4.x + lane4.width / 2);
    expect(blockBox.x + blockBox.width).toBeGreaterThan(lane4.x + lane4.width / 2);
    expect(Math.abs(blockBox.y - at1930.y)).toBeLessThan(2);
    expect(blockBox.y + blockBox.height).toBeLessThanOrEqual(at2100.y);
    // Closed slots and the blocked lane take no booking; the lanes and slots beside them do.
    for (const name of ['New booking on lane 1 at 18:00', 'New booking on lane 4 at 19:30']) {
      expect(await board.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    await board.getByRole('button', { name: 'New booking on lane 3 at 19:30' }).waitFor();
    await board.getByRole('button', { name: 'New booking on lane 4 at 21:00' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'board-closures-en');

    // The next day is closed all day: it says so, and there is no grid to book in.
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.waitForURL((url) => url.search === `?date=${closedDay}`);
    const status = page.getByTestId('board-closed-day').getByRole('status');
    await status.getByText(`Closed: ${training.en}`).waitFor();
    expect(await page.getByTestId('lane-board').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'board-closed-day-en');

    // The desk's "New booking" offers day 93's open slots with its lanes, none of the closed
    // ones, and says why day 94 has none.
    await page.goto(`${new URL(page.url()).origin}/admin/jana`);
    await page.getByRole('button', { name: 'New booking', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await dialog.getByLabel('Date').fill(day);
    const slots = dialog.getByLabel('Time slot');
    // Lane 4 is blocked at 19:30: five lanes open, none taken.
    await slots.locator('option[value="19:30"]', { hasText: '19:30 · 0/5 lanes taken' }).waitFor({
      state: 'attached',
    });
    expect(await slots.locator('option[value="18:00"]').count()).toBe(0);
    expect(await slots.locator('option[value="18:45"]').count()).toBe(0);
    await dialog.getByLabel('Date').fill(closedDay);
    await dialog.getByTestId('new-booking-closed').getByText(`Closed: ${training.en}`).waitFor();
    expect(await dialog.getByLabel('Time slot').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  }, 120_000);

  it('shows them in Arabic, right to left, each reason in Arabic', async () => {
    const page = await openSignedIn(browser, arabicReception.account, `/admin/board?date=${day}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('heading', { level: 1, name: 'المسارات والواقع الافتراضي' }).waitFor();
    const closed = page.getByTestId('board-closed-18:00');
    await closed.getByText(event.ar).waitFor();
    expect(await closed.textContent()).toBe(`مغلق: ${event.ar}`);
    const blocked = page.getByTestId('board-blocked-4-19:30');
    expect(await blocked.textContent()).toContain('خارج الخدمة');
    expect(await blocked.textContent()).toContain(repair.ar);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'board-closures-ar');

    await page.goto(`${new URL(page.url()).origin}/admin/board?date=${closedDay}`);
    await page
      .getByTestId('board-closed-day')
      .getByRole('status')
      .getByText(`مغلق: ${training.ar}`)
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'board-closed-day-ar');
    await page.close();
  }, 120_000);
});
