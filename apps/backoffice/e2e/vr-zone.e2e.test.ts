import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { addDays, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import { keepScreenshot, screenshotFolder } from '@venue/test-kit/screenshots';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, createStaffAccount, openSignedIn, stack } from './support.ts';

// The manager runs the VR zone (issue 32): on the hours page she blocks a VR station and sets
// the stations, and the insights show the VR figures of two seeded VR bookings. The bookings lie
// in the week of Sunday 1 to Saturday 7 March 2133, which no other test touches; the block lies
// 200 days ahead, past the booking horizon. The station count never changes here: the other
// tests count on the seeded 4 while this one runs, so the manager's try to remove a station is
// refused (a booking of this file holds station 4 on Monday 9 March 2133), and her save of the
// count it has goes through.

const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-vr');
const english = { email: `vr-en-${run}@example.com`, password: 'vr-manager-en-1' };
const arabic = { email: `vr-ar-${run}@example.com`, password: 'vr-manager-ar-1' };
const users: string[] = [];
const blockedDay = addDays(venueToday(new Date(), venueTimeZone), 200);
const headset = `Broken headset ${run}`;

beforeAll(async () => {
  users.push(
    await createStaffAccount({ ...english, name: 'Jana VR', role: 'jana', locale: 'en' }),
    await createStaffAccount({ ...arabic, name: 'Jana VR AR', role: 'jana', locale: 'ar' }),
  );
  const vr = (time: string, players: number, sessions: number) => ({
    name: 'Fixture Guest',
    email: 'guest@example.com',
    phone: `+97059${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
    date: '2133-03-02',
    time,
    type: 'vr' as const,
    people: players,
    rounds: sessions,
    duration: sessions * 20,
    bundle_price: 35,
    age_confirmed_at: '2133-02-20T08:00:00Z',
    source: 'phone' as const,
    created_at: '2133-02-20T08:00:00Z',
    status: 'approved' as const,
    approved_at: '2133-02-20T08:00:00Z',
  });
  const { error } = await serviceClient(stack)
    .from('bookings')
    .insert(
      [
        // Monday 2 March: 3 players for 2 sessions who came, 2 players for 1 session who did not.
        { ...vr('15:00', 3, 2), attendance: 'arrived' as const },
        { ...vr('18:00', 2, 1), attendance: 'no_show' as const },
        // Monday 9 March, the week after: four players hold every station, station 4 too.
        { ...vr('16:00', 4, 1), date: '2133-03-09' },
      ],
      { defaultToNull: false },
    );
  if (error) throw new Error(`Could not add the VR bookings: ${error.message}`);
});

afterAll(async () => {
  const admin = serviceClient(stack);
  await admin.from('bookings').delete().gte('date', '2133-03-01').lte('date', '2133-03-09');
  await admin.from('vr_station_blocks').delete().like('reason->>en', `%${run}`);
  for (const id of users) await admin.auth.admin.deleteUser(id);
});

/** A part of a page at a phone's and a desktop's width (`<name>-<width>.png`). */
async function shootRegion(page: Page, region: Locator, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(region, { path: `${shotsDir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Saves a station count in the VR settings form and waits for the saved form to show it. */
async function saveStations(
  page: Page,
  form: Locator,
  labels: Record<string, string>,
  count: string,
) {
  await form.getByLabel(labels.stations as string, { exact: true }).fill(count);
  await form.getByRole('button', { name: labels.save }).click();
  await page
    .getByText(labels.saved as string)
    .last()
    .waitFor();
  await expect
    .poll(() => form.getByLabel(labels.stations as string, { exact: true }).inputValue())
    .toBe(count);
}

/** Picks the seeded week on the insights page and waits until its figures are on screen. */
async function chooseSeededWeek(page: Page, custom: string, from: string, to: string) {
  await page.getByText(custom, { exact: true }).click();
  await page.getByLabel(from, { exact: true }).fill('2133-03-01');
  await page.getByLabel(to, { exact: true }).fill('2133-03-07');
  await page.locator('[data-period="2133-03-01 2133-03-07"][aria-busy="false"]').waitFor();
}

describe('the VR zone', () => {
  it('the manager blocks a VR station, sets the stations and reads the VR insights', async () => {
    const page = await openSignedIn(browser, english, '/admin/hours');
    await page.getByRole('heading', { level: 1, name: 'Hours & closures' }).waitFor();

    const blocks = page.getByRole('region', { name: 'VR station blocks' });
    await blocks.getByRole('button', { name: 'Block VR stations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block VR stations' });
    await dialog.getByRole('checkbox', { name: 'Station 2' }).check();
    await dialog.getByLabel('From day').fill(blockedDay);
    await dialog.getByLabel('From', { exact: true }).fill('15:00');
    await dialog.getByLabel('Until day').fill(blockedDay);
    await dialog.getByLabel(/^Until$/).fill('18:00');
    await dialog.getByLabel('Reason').first().fill(headset);
    const { problems } = await checkDialogAtWidths(page, dialog, {
      name: 'bo-vr-block-en',
      shotsDir,
    });
    expect(problems).toEqual({});
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByText('VR stations blocked.').waitFor();
    await blocks.getByText(headset).waitFor();
    await blocks.getByText('VR station 2', { exact: true }).waitFor();
    const held = await serviceClient(stack)
      .from('vr_station_blocks')
      .select('stations')
      .like('reason->>en', `%${run}`);
    expect(held.data).toEqual([{ stations: [2] }]);

    const settings = page.getByRole('region', { name: 'VR stations and sessions' });
    const form = settings.getByRole('form', { name: 'Edit the VR stations and sessions' });
    const labels = {
      stations: 'VR stations',
      save: 'Save VR stations and sessions',
      saved: 'VR stations and sessions saved.',
    };
    // Three stations would take station 4 from a booking: refused in her words, nothing saved.
    await form.getByLabel(labels.stations, { exact: true }).fill('3');
    await form.getByRole('button', { name: labels.save }).click();
    await page
      .getByText('VR station 4 holds bookings from today on; move them before removing it.')
      .waitFor();
    const kept = await serviceClient(stack).from('vr_settings').select('station_count').single();
    expect(kept.data?.station_count).toBe(4);
    await saveStations(page, form, labels, '4');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Afresh, without the notifications over the sections.
    await page.reload();
    await blocks.getByText('VR station 2', { exact: true }).waitFor();
    await form.getByLabel('VR stations', { exact: true }).waitFor();
    await shootRegion(page, blocks, 'bo-hours-vr-blocks-en');
    await shootRegion(page, settings, 'bo-hours-vr-settings-en');

    await page.getByRole('navigation').getByRole('link', { name: 'Insights' }).click();
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    await chooseSeededWeek(page, 'Custom range', 'From', 'To');
    const vr = page.getByRole('region', { name: 'VR sessions' });
    await vr.getByLabel('VR bookings: 2').waitFor();
    await vr.getByLabel('VR players: 5').waitFor();
    await vr.getByLabel('VR sessions played: 8').waitFor();
    await vr.getByLabel('VR no-show rate: 50%').waitFor();
    await vr.getByLabel('VR revenue estimate: 280 ILS').waitFor();
    const stations = page.getByRole('table', {
      name: 'Share of the VR stations held by weekday and hour',
    });
    // Monday 15:00 holds 3 players in 2 of its 3 sessions: 6 of 12 station-sessions.
    const monday = stations.getByRole('row').filter({ hasText: 'Monday' });
    expect(await monday.getByRole('cell').first().textContent()).toBe('50%');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootRegion(page, vr, 'bo-insights-vr-en');
    await shootRegion(
      page,
      page.getByRole('region', { name: 'VR station occupancy' }),
      'bo-insights-vr-stations-en',
    );
    await page.context().close();
  });

  it('in Arabic: the VR sections of the hours page and the VR insights read right to left', async () => {
    const page = await openSignedIn(browser, arabic, '/admin/hours');
    await page.getByRole('heading', { level: 1, name: 'ساعات العمل والإغلاق' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const blocks = page.getByRole('region', { name: 'محطات الواقع الافتراضي الموقوفة' });
    await blocks.getByText('محطة الواقع الافتراضي 2', { exact: true }).waitFor();
    await blocks.getByRole('button', { name: 'إيقاف محطات واقع افتراضي' }).click();
    const dialog = page.getByRole('dialog', { name: 'إيقاف محطات واقع افتراضي' });
    await dialog.getByRole('checkbox', { name: 'المحطة 3' }).check();
    const { problems } = await checkDialogAtWidths(page, dialog, {
      name: 'bo-vr-block-ar',
      shotsDir,
    });
    expect(problems).toEqual({});
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const settings = page.getByRole('region', { name: 'محطات الواقع الافتراضي وجلساته' });
    await settings.getByLabel('محطات الواقع الافتراضي', { exact: true }).waitFor();
    await shootRegion(page, blocks, 'bo-hours-vr-blocks-ar');
    await shootRegion(page, settings, 'bo-hours-vr-settings-ar');

    await page.goto(new URL('/admin/insights', page.url()).href);
    await page.getByRole('heading', { level: 1, name: 'الإحصاءات' }).waitFor();
    await chooseSeededWeek(page, 'فترة مخصصة', 'من', 'إلى');
    const vr = page.getByRole('region', { name: 'جلسات الواقع الافتراضي' });
    await vr.getByText('1 من 2').waitFor();
    await vr.getByText(/280/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootRegion(page, vr, 'bo-insights-vr-ar');
    await shootRegion(
      page,
      page.getByRole('region', { name: 'إشغال محطات الواقع الافتراضي' }),
      'bo-insights-vr-stations-ar',
    );
    await page.context().close();
  });
});
