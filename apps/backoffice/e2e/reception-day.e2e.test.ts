import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { requestBooking } from '@venue/data/bookings/request-booking';
import type { VenueClient } from '@venue/data/client';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations, settleAnimations } from '@venue/test-kit/axe';
import { anonClient } from '@venue/test-kit/clients';
import { keepPicturesAtSizes } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardJourney,
  deleteRunBookings,
  insertApprovedWalkIn,
  openSignedIn,
  seedStaff,
  stack,
} from './support.ts';

// Reception's day on the lane board (issue 14). Day 77 from the venue's today belongs to this
// file: a phone booking taken from a free cell, and a visitor's request that arrives without a
// reload. The arrival is marked on a booking in yesterday's 20:15 slot, which has started on the
// database's clock whatever the hour; the pages' clock is set inside that slot (20:20 yesterday),
// so the board shows its "Now" row there and every axe check sees it.
const { browser, shotsDir, run, day, started, pageClock, arabicReception } = boardJourney('board', {
  shots: 'backoffice-board',
  dayOffset: 77,
  startedAt: '20:15',
  clockAt: '20:20',
});
const caller = `Omar Caller ${run}`;
const visitor = `Lina Visitor ${run}`;
const arrival = `Sami Arrival ${run}`;
/**
 * How long an open page may take to show a new request: the pulse is read every 5 seconds
 * (live-bookings.test.tsx checks that on fake timers); a busy machine may need longer.
 */
const untilPolled = 30_000;

beforeAll(async () => {
  await arabicReception.create();
  await insertApprovedWalkIn({ name: arrival, people: 3, ...started });
});

afterAll(async () => {
  await deleteRunBookings(run);
  await arabicReception.remove();
});

/** The board fits the viewport's width: no sideways scroll of the page or of the board. */
async function expectBoardFits(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await settleAnimations(page);
  const board = await page.getByTestId('lane-board').boundingBox();
  if (!board) throw new Error('The board is not laid out');
  expect(board.x).toBeGreaterThanOrEqual(0);
  expect(board.x + board.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  const region = page.locator('[role="region"]:has([data-testid="lane-board"])');
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

/** The x of a lane's column header's middle. */
async function laneCentre(page: Page, name: string): Promise<number> {
  const box = await page.getByTestId('lane-board').getByText(name, { exact: true }).boundingBox();
  if (!box) throw new Error(`${name} is not laid out`);
  return box.x + box.width / 2;
}

/** Screenshots at a phone's, a laptop's and a desktop's width. */
async function shoot(page: Page, name: string) {
  await keepPicturesAtSizes(page, `${shotsDir}/${name}`, {
    sizes: [
      { width: 390, height: 844 },
      { width: 1024, height: 768 },
      { width: 1366, height: 768 },
      { width: 1440, height: 900 },
    ],
    after: { width: 1366, height: 768 },
  });
}

describe("reception's day on the lane board", () => {
  it('takes a phone booking, sees it on its lane, hears of a request, marks an arrival and prints', async () => {
    const page = await openSignedIn(
      browser,
      seedStaff.reception,
      `/admin/board?date=${day}`,
      pageClock,
    );
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('heading', { level: 1, name: 'Lanes and VR' }).waitFor();
    const board = page.getByTestId('lane-board');
    await board.getByRole('button', { name: 'New booking on lane 3 at 17:15' }).waitFor();

    // A phone booking from lane 3's free cell, approved by default, on lane 3.
    await board.getByRole('button', { name: 'New booking on lane 3 at 17:15' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await dialog.getByLabel('Name').fill(caller);
    await dialog.getByLabel('Phone', { exact: false }).first().fill('059 123 4567');
    await dialog.getByRole('spinbutton', { name: 'People' }).fill('3');
    await dialog.getByRole('spinbutton', { name: 'Rounds' }).fill('2');
    expect(await dialog.getByLabel('Date').inputValue()).toBe(day);
    expect(await dialog.getByLabel('Time slot').inputValue()).toBe('17:15');
    expect(await dialog.getByRole('combobox', { name: 'Lane' }).inputValue()).toBe('3');
    expect(await dialog.getByRole('switch', { name: /Approve now/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create booking' }).click();
    await page
      .getByText(
        `Booking approved! (No email on file) Lane 3/6 assigned for ${formatDisplayDate(day, venueTimeZone, 'en')} at 17:15.`,
      )
      .waitFor();

    // On the board, in lane 3's column, at 17:15, with its source.
    const tile = board.getByRole('button', { name: new RegExp(caller) });
    await tile.waitFor();
    expect(await tile.getAttribute('aria-label')).toBeNull();
    expect(await tile.textContent()).toContain('3 people · 2 rounds');
    await tile.getByRole('img', { name: 'Phone' }).waitFor();
    const tileBox = await tile.boundingBox();
    const timeBox = await page.getByTestId('board-time-17:15').boundingBox();
    if (!tileBox || !timeBox) throw new Error('The booking is not laid out');
    const lane3 = await laneCentre(page, 'Lane 3');
    expect(tileBox.x).toBeLessThan(lane3);
    expect(tileBox.x + tileBox.width).toBeGreaterThan(lane3);
    expect(Math.abs(tileBox.y - timeBox.y)).toBeLessThan(2);
    expect(await laneCentre(page, 'Lane 1')).toBeLessThan(await laneCentre(page, 'Lane 6'));

    // A visitor's request reaches the open board and the open desk without a reload.
    const desk = await openSignedIn(browser, seedStaff.reception, '/admin/jana', pageClock);
    await desk.getByRole('heading', { level: 1, name: 'Bookings Management' }).waitFor();
    await desk.getByLabel('Search bookings').fill(run);
    const reloads: string[] = [];
    for (const open of [page, desk])
      open.on('framenavigated', (frame) => reloads.push(frame.url()));
    await requestBooking(anonClient(stack) as unknown as VenueClient, {
      name: visitor,
      phone: '0591234567',
      email: `board-${run}@example.com`,
      people: 2,
      rounds: 1,
      date: day,
      time: '19:30',
      type: 'regular',
    });
    await page
      .getByTestId('board-requests-19:30')
      .getByRole('button', { name: new RegExp(visitor) })
      .waitFor({ timeout: untilPolled });
    await desk.getByRole('article', { name: visitor }).waitFor({ timeout: untilPolled });
    expect(reloads).toEqual([]);
    await desk.close();

    // The board fits a laptop and a tablet; axe finds nothing serious.
    await expectBoardFits(page, 1366, 768);
    await expectBoardFits(page, 1024, 768);
    await page.setViewportSize({ width: 1366, height: 768 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'board-en');

    // The arrival, on the day of a slot that has started.
    await page.getByLabel('Date').fill(started.date);
    await page.waitForURL((url) => url.search === `?date=${started.date}`);
    await board.getByRole('button', { name: new RegExp(arrival) }).click();
    const card = page.getByRole('dialog', { name: 'Booking' });
    await card.getByRole('button', { name: 'Arrived' }).click();
    await page.getByText(`${arrival} marked as arrived.`).waitFor();
    await card.getByRole('button', { name: 'Clear' }).waitFor();
    const layout = await checkDialogAtWidths(page, card, { name: 'board-card-en', shotsDir });
    expect(layout.problems).toEqual({});
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.keyboard.press('Escape');
    await board
      .getByRole('button', { name: new RegExp(arrival) })
      .getByText('Arrived', { exact: true })
      .waitFor();
    // The slot under way is marked "Now", takes a walk-in on a free lane, and reads clearly.
    const nowRow = page.getByTestId(`board-time-${started.time}`);
    expect(await nowRow.getAttribute('aria-current')).toBe('time');
    expect(await nowRow.textContent()).toContain('Now');
    await board.getByRole('button', { name: `New booking on lane 6 at ${started.time}` }).waitFor();
    // One slot under way on the lanes; the VR zone beside them marks its own session (20:20).
    expect(await board.locator('[aria-current="time"]').count()).toBe(1);
    expect(await page.getByTestId('vr-time-20:20').getAttribute('aria-current')).toBe('time');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'board-arrived-en');

    // The print view of the day.
    await page.getByRole('link', { name: 'Print day' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/print/${started.date}`);
    await page.getByRole('table').getByText(arrival).waitFor();
    await page.close();
  }, 120_000);

  it('reads right to left in Arabic, lane 1 on the right, fits a laptop, shows the arrival', async () => {
    const page = await openSignedIn(
      browser,
      arabicReception.account,
      `/admin/board?date=${day}`,
      pageClock,
    );
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('heading', { level: 1, name: 'المسارات والواقع الافتراضي' }).waitFor();
    await page
      .getByTestId('lane-board')
      .getByRole('button', { name: new RegExp(caller) })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await laneCentre(page, 'المسار 1')).toBeGreaterThan(await laneCentre(page, 'المسار 6'));
    await expectBoardFits(page, 1366, 768);
    await expectBoardFits(page, 1024, 768);
    await page.setViewportSize({ width: 1366, height: 768 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'board-ar');

    // The day with the arrival: its badge in Arabic, still clear of serious violations.
    await page.getByRole('button', { name: 'اليوم السابق' }).waitFor();
    await page.goto(`${new URL(page.url()).origin}/admin/board?date=${started.date}`);
    const tile = page.getByTestId('lane-board').getByRole('button', { name: new RegExp(arrival) });
    await tile.getByText('حضر', { exact: true }).waitFor();
    expect(await page.getByTestId(`board-time-${started.time}`).getAttribute('aria-current')).toBe(
      'time',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'board-arrived-ar');
    await tile.click();
    const card = page.getByRole('dialog', { name: 'الحجز' });
    await card.getByRole('button', { name: 'السجل' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const layout = await checkDialogAtWidths(page, card, { name: 'board-card-ar', shotsDir });
    expect(layout.problems).toEqual({});
    await page.close();
  });
});
