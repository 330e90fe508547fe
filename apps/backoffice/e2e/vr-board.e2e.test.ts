import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations, settleAnimations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import { keepPicturesAtSizes } from '@venue/test-kit/screenshots';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardJourney,
  deleteRunBookings,
  insertApprovedWalkIn,
  openSignedIn,
  seedStaff,
  stack,
} from './support.ts';

// Reception runs the VR zone from the board (issue 32). Day 131 from the venue's today belongs to
// this file: a VR walk-in seated from a session's "Free" cell, and one the full session refuses.
// The arrival is marked on a VR booking in yesterday's 20:20 session, which has started on the
// database's clock whatever the hour; the pages' clock is set inside it (20:30 yesterday), so the
// board shows its "Now" rows there, the lanes' and the VR zone's, and every axe check sees them.
const { browser, shotsDir, run, day, started, pageClock, arabicReception } = boardJourney(
  'vr-board',
  {
    shots: 'backoffice-vr-board',
    dayOffset: 131,
    startedAt: '20:20',
    clockAt: '20:30',
  },
);
const walkIn = `Rami Walkin ${run}`;
const player = `Sami Player ${run}`;

beforeAll(async () => {
  await arabicReception.create();
  // Two players for one session: the stations trigger holds the lowest free ones.
  await insertApprovedWalkIn({
    name: player,
    type: 'vr',
    people: 2,
    duration: 20,
    // The VR price per player and session when it was booked.
    bundle_price: 35,
    ...started,
  });
});

afterAll(async () => {
  await deleteRunBookings(run);
  await arabicReception.remove();
});

/** Pictures of the page at a phone's and a desktop's width, handed back at a desktop's. */
async function shoot(page: Page, name: string) {
  await keepPicturesAtSizes(page, `${shotsDir}/${name}`, {
    sizes: [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ],
    after: { width: 1440, height: 900 },
  });
}

/** At a phone's width the page itself does not scroll sideways: the sections scroll inside. */
async function expectNoSidewaysPage(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await settleAnimations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const section = await page.getByTestId('vr-section').boundingBox();
  if (!section) throw new Error('The VR zone is not laid out');
  expect(section.x).toBeGreaterThanOrEqual(0);
  expect(section.x + section.width).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Fills the walk-in dialog: the customer, the players and sessions, the ages asked. */
async function fillWalkIn(dialog: Locator, name: string, players: string, sessions: string) {
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Phone').fill('059 123 4567');
  await dialog.getByRole('spinbutton', { name: 'Players' }).fill(players);
  await dialog.getByRole('spinbutton', { name: 'Sessions' }).fill(sessions);
  await dialog.getByRole('checkbox', { name: /^Every player is 8 or older/ }).check();
}

describe("reception's VR zone on the board", () => {
  it('seats a VR walk-in with its stations held, refuses a full session, marks a VR arrival and prints the zone', async () => {
    const page = await openSignedIn(
      browser,
      seedStaff.reception,
      `/admin/board?date=${day}`,
      pageClock,
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('heading', { level: 2, name: 'VR zone' }).waitFor();
    const vr = page.getByTestId('vr-board');

    // On a desktop the VR zone sits beside the lanes, not below them.
    const lanesBox = await page.getByTestId('lane-board').boundingBox();
    const vrBox = await vr.boundingBox();
    if (!lanesBox || !vrBox) throw new Error('The board is not laid out');
    expect(vrBox.x).toBeGreaterThanOrEqual(lanesBox.x + lanesBox.width);
    expect(Math.abs(vrBox.y - lanesBox.y)).toBeLessThan(80);

    // Three players for two sessions from 17:20, seated at once.
    await vr.getByRole('button', { name: 'VR walk-in at 17:20: 4 free' }).click();
    const dialog = page.getByRole('dialog', { name: 'VR walk-in' });
    expect(await dialog.getByRole('combobox', { name: 'First session' }).inputValue()).toBe(
      '17:20',
    );
    await fillWalkIn(dialog, walkIn, '3', '2');
    const layout = await checkDialogAtWidths(page, dialog, { name: 'vr-walk-in-en', shotsDir });
    expect(layout.problems).toEqual({});
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole('button', { name: 'Seat walk-in' }).click();
    await page.getByText(`${walkIn} is seated in the VR zone from 17:20.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // On the board once, over stations 1–3 and the 17:20 and 17:40 sessions.
    const tile = vr.getByRole('button', { name: new RegExp(walkIn) });
    await tile.waitFor();
    expect(await tile.textContent()).toContain('3 players · 2 sessions');
    expect(await tile.getAttribute('data-stations')).toBe('1 2 3');
    const tileBox = await tile.boundingBox();
    const first = await page.getByTestId('vr-time-17:20').boundingBox();
    const after = await page.getByTestId('vr-time-18:00').boundingBox();
    if (!tileBox || !first || !after) throw new Error('The walk-in is not laid out');
    expect(Math.abs(tileBox.y - first.y)).toBeLessThan(2);
    expect(tileBox.y + tileBox.height).toBeLessThanOrEqual(after.y);
    await page.getByTestId('vr-left-17:40').getByText('1 free').waitFor();

    // Approved, its stations held in both sessions, as the database has it.
    const admin = serviceClient(stack);
    const saved = await admin
      .from('bookings')
      .select('id, status, type, source, people, rounds, time, age_confirmed_at')
      .eq('name', walkIn)
      .single();
    if (saved.error) throw new Error(saved.error.message);
    expect(saved.data).toMatchObject({
      status: 'approved',
      type: 'vr',
      source: 'walk_in',
      people: 3,
      rounds: 2,
      time: '17:20',
    });
    expect(saved.data.age_confirmed_at).not.toBeNull();
    const holds = await admin
      .from('vr_station_holds')
      .select('date, session_start, station')
      .eq('booking_id', saved.data.id)
      .order('session_start')
      .order('station');
    expect(holds.data).toEqual(
      ['17:20', '17:40'].flatMap((session) =>
        [1, 2, 3].map((station) => ({ date: day, session_start: session, station })),
      ),
    );

    // Two more players do not fit the 17:40 session: refused in words, nothing held.
    await vr.getByRole('button', { name: 'VR walk-in at 17:40: 1 free' }).click();
    await fillWalkIn(dialog, `Late Pair ${run}`, '2', '1');
    await dialog.getByRole('button', { name: 'Seat walk-in' }).click();
    await dialog
      .getByRole('alert')
      .getByText(
        `Not enough VR stations are free on ${formatDisplayDate(day, venueTimeZone, 'en')} at 17:40: 1 of 4 left, 2 needed.`,
      )
      .waitFor();
    const refused = await admin.from('bookings').select('id').eq('name', `Late Pair ${run}`);
    expect(refused.data).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectNoSidewaysPage(page);
    await shoot(page, 'board-vr-en');

    // The arrival, on the day of a session under way: "Now" on both sections, axe clean.
    await page.getByLabel('Date').fill(started.date);
    await page.waitForURL((url) => url.search === `?date=${started.date}`);
    // The board may still show the day before while the chosen day loads: wait for the mark.
    const nowRow = page.getByTestId(`vr-time-${started.time}`);
    await nowRow.and(page.locator('[aria-current="time"]')).waitFor();
    expect(await nowRow.textContent()).toContain('Now');
    await vr.getByRole('button', { name: new RegExp(player) }).click();
    const card = page.getByRole('dialog', { name: 'Booking' });
    await card.getByRole('button', { name: 'Arrived' }).click();
    await page.getByText(`${player} marked as arrived.`).waitFor();
    await page.keyboard.press('Escape');
    await vr
      .getByRole('button', { name: new RegExp(player) })
      .getByText('Arrived', { exact: true })
      .waitFor();
    const marked = await admin.from('bookings').select('attendance').eq('name', player).single();
    expect(marked.data?.attendance).toBe('arrived');
    expect(await page.locator('[aria-current="time"]').count()).toBe(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectNoSidewaysPage(page);
    await shoot(page, 'board-vr-now-en');

    // The day's sheet lists the VR zone with the player's stations.
    await page.getByRole('link', { name: 'Print day' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/print/${started.date}`);
    const sheet = page.getByTestId('print-vr-table');
    const row = sheet.getByRole('row', { name: new RegExp(player) });
    await row.waitFor();
    expect(await row.getByRole('cell').first().textContent()).toBe('1–2');
    await shoot(page, 'print-vr-en');
    await page.close();
  }, 180_000);

  it('reads right to left in Arabic: the VR zone, its walk-in dialog and its "Now" row', async () => {
    const page = await openSignedIn(
      browser,
      arabicReception.account,
      `/admin/board?date=${started.date}`,
      pageClock,
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('heading', { level: 2, name: 'منطقة الواقع الافتراضي' }).waitFor();
    const vr = page.getByTestId('vr-board');
    await vr.getByRole('button', { name: new RegExp(player) }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // Station 1 on the right, as lane 1 is.
    const one = await vr.getByText('المحطة 1', { exact: true }).boundingBox();
    const four = await vr.getByText('المحطة 4', { exact: true }).boundingBox();
    if (!one || !four) throw new Error('The stations are not laid out');
    expect(one.x).toBeGreaterThan(four.x);
    expect(await page.getByTestId(`vr-time-${started.time}`).getAttribute('aria-current')).toBe(
      'time',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectNoSidewaysPage(page);
    await shoot(page, 'board-vr-ar');

    await vr.getByRole('button', { name: /^حضور مباشر للواقع الافتراضي الساعة ⁦21:00⁩/ }).click();
    const dialog = page.getByRole('dialog', { name: 'حضور مباشر للواقع الافتراضي' });
    await dialog.getByRole('button', { name: 'سجّل الحضور المباشر' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const layout = await checkDialogAtWidths(page, dialog, { name: 'vr-walk-in-ar', shotsDir });
    expect(layout.problems).toEqual({});
    await page.keyboard.press('Escape');

    // The day's sheet in Arabic: the VR zone headed in Arabic, the stations in its words.
    await page.goto(`${new URL(page.url()).origin}/admin/print/${started.date}`);
    await page.getByRole('heading', { level: 2, name: 'منطقة الواقع الافتراضي' }).waitFor();
    const row = page.getByTestId('print-vr-table').getByRole('row', { name: new RegExp(player) });
    expect(await row.getByRole('cell').first().textContent()).toBe('1 و2');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'print-vr-ar');
    await page.close();
  }, 120_000);
});
