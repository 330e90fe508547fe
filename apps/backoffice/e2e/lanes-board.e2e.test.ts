import { moveBookingLanes } from '@venue/data/bookings/move-booking-lanes';
import { addDays, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations } from '@venue/test-kit/axe';
import { serviceClient, signedInClient } from '@venue/test-kit/clients';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserForFile,
  openSignedIn,
  ownArabicReception,
  seedStaff,
  shootPage,
  stack,
} from './support.ts';

// A group of 12 takes two lanes: the lane board draws it across both, its card names them, and
// reception moves it to another run of two with the card's control; a group on lanes apart is
// drawn in each and named once. Day 87 from the venue's
// today belongs to this file (other files use other days). A reception account of its own works
// in Arabic.
const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-lanes-board');
const day = addDays(venueToday(new Date(), venueTimeZone), 87);
const group = `Lane Group ${run}`;
const couple = `Lane Couple ${run}`;
const split = `Split Group ${run}`;
const arabic = ownArabicReception('lanes-board', run, 'ريم حداد');

beforeAll(async () => {
  await arabic.create();
  // Approved in one insert, in order: the group of 12 takes the lowest run, lanes 1–2, and the
  // couple lane 3 of the 18:00 slot.
  const { error } = await serviceClient(stack)
    .from('bookings')
    .insert(
      [
        { name: group, people: 12, time: '18:00' },
        { name: couple, people: 2, time: '18:00' },
        { name: split, people: 12, time: '20:15' },
      ].map((booking) => ({
        ...booking,
        phone: '+970591000987',
        email: null,
        rounds: 1,
        date: day,
        source: 'phone' as const,
        status: 'approved' as const,
        approved_at: new Date().toISOString(),
      })),
    );
  if (error) throw new Error(error.message);
  // Reception puts the 20:15 group on lanes 2 and 5, as an approval does when no run is free.
  const found = await serviceClient(stack).from('bookings').select('id').eq('name', split).single();
  if (found.error) throw new Error(found.error.message);
  const reception = await signedInClient(
    stack,
    seedStaff.reception.email,
    seedStaff.reception.password,
  );
  await moveBookingLanes(reception, found.data.id, [2, 5]);
});

afterAll(async () => {
  await serviceClient(stack).from('bookings').delete().eq('date', day).like('name', `%${run}`);
  await arabic.remove();
});

/** The board's heading of a lane ("Lane 2", "المسار 2"). */
function laneHead(page: Page, name: string): Locator {
  return page.getByTestId('lane-board').getByText(name, { exact: true });
}

/** Whether `booking` covers the columns of the `first` and `last` lane headings, and no more. */
async function spans(booking: Locator, first: Locator, last: Locator): Promise<boolean> {
  const [box, from, to] = await Promise.all([
    booking.boundingBox(),
    first.boundingBox(),
    last.boundingBox(),
  ]);
  if (!box || !from || !to) throw new Error('The board is not laid out');
  const left = Math.min(from.x, to.x);
  const right = Math.max(from.x + from.width, to.x + to.width);
  return Math.abs(box.x - left) < 4 && Math.abs(box.x + box.width - right) < 4;
}

describe('a group on two lanes on the lane board', () => {
  it('draws the group of 12 across lanes 1–2, named once, with neither lane offered', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, `/admin/board?date=${day}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    const board = page.getByTestId('lane-board');
    // One button, heard as "… Lanes 1–2 at 18:00".
    const booking = board.getByRole('button', {
      name: new RegExp(`^${group}.*Lanes 1–2 at 18:00$`),
    });
    await booking.waitFor();
    expect(await board.getByRole('button', { name: new RegExp(group) }).count()).toBe(1);
    expect(await booking.textContent()).toContain('Lanes 1–2');
    expect(await spans(booking, laneHead(page, 'Lane 1'), laneHead(page, 'Lane 2'))).toBe(true);
    for (const lane of [1, 2, 3]) {
      const name = `New booking on lane ${lane} at 18:00`;
      expect(await board.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    await board.getByRole('button', { name: 'New booking on lane 4 at 18:00' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'board-en');
    await page.close();
  }, 120_000);

  it('reception moves the group to lanes 4–5 from its card, and the board follows', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, `/admin/board?date=${day}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page
      .getByTestId('lane-board')
      .getByRole('button', { name: new RegExp(group) })
      .click();
    const card = page
      .getByRole('dialog', { name: 'Booking' })
      .getByRole('article', { name: group });
    await card.getByText('Lanes: 1–2').waitFor();
    await card
      .getByRole('combobox', { name: 'Move to lanes' })
      .selectOption({ label: 'Lanes 4–5' });
    await page.getByText(`${group} moved to lanes 4–5.`).waitFor();
    await card.getByText('Lanes: 4–5').waitFor();
    expect(await card.getByRole('alert').count()).toBe(0);
    await shootPage(page, shotsDir, 'card-en');
    await page.keyboard.press('Escape');
    const booking = page.getByTestId('lane-board').getByRole('button', { name: new RegExp(group) });
    await booking.getByText('Lanes 4–5', { exact: true }).waitFor();
    expect(await spans(booking, laneHead(page, 'Lane 4'), laneHead(page, 'Lane 5'))).toBe(true);
    await page.close();
  }, 120_000);

  it('draws a group on lanes 2 and 5 in each lane, one button for the keyboard and screen readers, each opening its card', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, `/admin/board?date=${day}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    const board = page.getByTestId('lane-board');
    const named = board.getByRole('button', {
      name: new RegExp(`^${split}.*Lanes 2, 5 at 20:15$`),
    });
    await named.waitFor();
    expect(await board.getByRole('button', { name: new RegExp(split) }).count()).toBe(1);
    const pieces = board.getByTestId('board-booking').filter({ hasText: split });
    expect(await pieces.count()).toBe(2);
    expect(await spans(pieces.nth(0), laneHead(page, 'Lane 2'), laneHead(page, 'Lane 2'))).toBe(
      true,
    );
    expect(await spans(pieces.nth(1), laneHead(page, 'Lane 5'), laneHead(page, 'Lane 5'))).toBe(
      true,
    );
    for (const lane of [2, 5]) {
      const name = `New booking on lane ${lane} at 20:15`;
      expect(await board.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await pieces.nth(1).click();
    const card = page
      .getByRole('dialog', { name: 'Booking' })
      .getByRole('article', { name: split });
    await card.getByText('Lanes: 2, 5').waitFor();
    await page.close();
  }, 120_000);

  it('in Arabic: the group drawn right to left across its two lanes, its card naming them', async () => {
    const page = await openSignedIn(browser, arabic.account, `/admin/board?date=${day}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('heading', { level: 1, name: 'المسارات والواقع الافتراضي' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const booking = page.getByTestId('lane-board').getByRole('button', { name: new RegExp(group) });
    await booking.waitFor();
    const text = (await booking.textContent()) ?? '';
    const [, first, last] = /المساران (\d) و(\d)/.exec(text) ?? [];
    if (!first || !last) throw new Error(`No run of two lanes in "${text}"`);
    expect(
      await spans(booking, laneHead(page, `المسار ${first}`), laneHead(page, `المسار ${last}`)),
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'board-ar');

    await booking.click();
    const card = page.getByRole('dialog', { name: 'الحجز' }).getByRole('article', { name: group });
    await card.getByText(`المساران: ${first} و${last}`).waitFor();
    await card.getByRole('combobox', { name: 'النقل إلى مسارات' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'card-ar');
    await page.close();
  }, 120_000);
});
