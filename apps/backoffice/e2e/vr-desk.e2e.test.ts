import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import type { VenueClient } from '@venue/data/client';
import { getBookingStations } from '@venue/data/vr/get-booking-stations';
import { requestVrBooking } from '@venue/data/vr/request-vr-booking';
import { addDays, venueToday } from '@venue/domain/clock';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations } from '@venue/test-kit/axe';
import { anonClient, serviceClient } from '@venue/test-kit/clients';
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

// Reception runs VR from the desk (issue 32): the filter by kind shows the VR requests alone;
// approving one holds its stations, which its card then shows; a party's card shows its VR
// sessions and, once approved, their start. In English and (an account of its own) Arabic. Days
// 97 and 98 from the venue's today belong to this file.
const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-vr-desk');
const today = venueToday(new Date(), venueTimeZone);
const customers = {
  vr: `Yara Saleh ${run}`,
  unconfirmed: `سامي حداد ${run}`,
  party: `Omar Khalil ${run}`,
  phoneVr: `Hadi Nasser ${run}`,
};
const arabicReception = ownArabicReception('vr-desk', run, 'ليلى ناصر');
let vrId = '';

beforeAll(async () => {
  await arabicReception.create();
  const visitor = anonClient(stack) as unknown as VenueClient;
  const requested = await requestVrBooking(visitor, {
    name: customers.vr,
    phone: '0591234567',
    email: `vr-${run}@example.com`,
    players: 3,
    sessions: 2,
    date: addDays(today, 97),
    time: '18:20',
    ageConfirmed: true,
  });
  vrId = requested.id;
  const admin = serviceClient(stack);
  const blaze = await admin
    .from('birthday_packages')
    .select('id, price, duration')
    .eq('title->>en', 'Blaze')
    .single();
  if (blaze.error) throw new Error(blaze.error.message);
  // A phone request whose customer did not confirm the age, and a Blaze party with one VR session;
  // every row names every column, as PostgREST fills the missing ones with null.
  const inserted = await admin.from('bookings').insert([
    {
      name: customers.unconfirmed,
      phone: '+970597654321',
      email: null,
      date: addDays(today, 98),
      time: '19:00',
      type: 'vr',
      people: 2,
      rounds: 1,
      duration: 20,
      bundle_price: 35,
      bundle_id: null,
      bundle_name: null,
      source: 'phone',
    },
    {
      name: customers.party,
      phone: '+970591112233',
      email: null,
      date: addDays(today, 98),
      time: '17:00',
      type: 'birthday',
      bundle_id: blaze.data.id,
      bundle_name: 'Blaze',
      bundle_price: blaze.data.price,
      duration: blaze.data.duration,
      people: 12,
      rounds: 1,
      source: 'website',
    },
  ]);
  if (inserted.error) throw new Error(inserted.error.message);
});

afterAll(async () => {
  await serviceClient(stack).from('bookings').delete().in('name', Object.values(customers));
  await arabicReception.remove();
});

/** Chooses a kind by its label (the radio itself is hidden under it). */
async function chooseKind(page: Page, group: string, name: string) {
  await page.getByRole('radiogroup', { name: group }).locator('label', { hasText: name }).click();
  expect(await page.getByRole('radio', { name, exact: true }).isChecked()).toBe(true);
}

/** Opens "New booking" and chooses VR (the radio itself is hidden under its label). */
async function openVrDialog(page: Page, name: string, vr: string): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('radiogroup').first().locator('label', { hasText: vr }).click();
  return dialog;
}

describe('the desk runs VR', () => {
  it('filters by VR, approves a VR request, and its card shows the stations it holds', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/jana');
    await page.getByLabel('Search bookings').fill(run);
    const party = page.getByRole('article', { name: customers.party });
    await party.waitFor();
    await chooseKind(page, 'Kind', 'VR');
    await party.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name: customers.vr });
    await card.getByText('Players: 3 · VR sessions: 2').waitFor();
    await card.getByText('Minimum age 8 confirmed').waitFor();
    await card.getByText('Needs 3 stations').waitFor();
    const unconfirmed = page.getByRole('article', { name: customers.unconfirmed });
    await unconfirmed.getByText('Age not confirmed — check at the zone').waitFor();

    await card.getByRole('button', { name: 'Approve & Email' }).click();
    await page
      .getByText(/^VR booking approved and confirmation email sent! Stations 1–3 held for /)
      .waitFor();
    await card.getByText('Stations: 1–3').waitFor();
    expect(await getBookingStations(serviceClient(stack) as unknown as VenueClient, vrId)).toEqual({
      stations: [1, 2, 3],
      vrStart: '18:20',
    });
    expect(await card.textContent()).not.toMatch(/Lane/);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'desk-vr-en');

    await chooseKind(page, 'Kind', 'Birthday');
    await party.getByText('VR: 1 session, time set on approval').waitFor();
    await party.getByRole('combobox', { name: 'VR start' }).waitFor();
    await page.waitForLoadState('networkidle');
    await shootPage(page, shotsDir, 'desk-vr-party-en');
    await party.getByRole('button', { name: 'Approve & Email' }).click();
    // Blaze's 90 minutes of bowling end at 18:30: its VR session is the next, at 18:40.
    await party.getByText('VR: 1 session from 18:40').waitFor();
    await party.getByText('Stations: 1–4').waitFor();

    // Moved to another VR session, it keeps its stations where they are free.
    await chooseKind(page, 'Kind', 'VR');
    await card.getByRole('button', { name: 'Edit' }).click();
    const newTime = card.getByRole('combobox', { name: 'New time' });
    await newTime
      .locator('option[value="19:00"]', { hasText: '19:00 · 4 stations left' })
      .waitFor({ state: 'attached' });
    await shootPage(page, shotsDir, 'desk-vr-move-en');
    await newTime.selectOption('19:00');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText(/at 19:00 \(40 min\)$/).waitFor();
    await card.getByText('Stations: 1–3').waitFor();
    await page.context().close();
  });

  it('in Arabic: the kinds, the VR card and its age to check', async () => {
    const page = await openSignedIn(browser, arabicReception.account, '/admin/jana');
    await page.getByLabel('البحث في الحجوزات').fill(run);
    await page.getByRole('article', { name: customers.party }).waitFor();
    await chooseKind(page, 'النوع', 'واقع افتراضي');
    await page.getByRole('article', { name: customers.party }).waitFor({ state: 'detached' });
    const unconfirmed = page.getByRole('article', { name: customers.unconfirmed });
    await unconfirmed.getByText('اللاعبون: 2 · جلسات الواقع الافتراضي: 1').waitFor();
    await unconfirmed.getByText('لم يُؤكَّد العمر — تحقّق منه في منطقة الواقع الافتراضي').waitFor();
    await page
      .getByRole('article', { name: customers.vr })
      .getByText('المحطات: من 1 إلى 3')
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'desk-vr-ar');
    await page.context().close();
  });

  it('reception takes a VR booking by phone: players, a VR session with its stations left, the age asked', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/jana');
    const dialog = await openVrDialog(page, 'New booking', 'VR');
    await dialog.getByLabel('Name').fill(customers.phoneVr);
    await dialog.getByLabel('Phone', { exact: false }).first().fill('059 765 4321');
    await dialog.getByRole('spinbutton', { name: 'Players' }).fill('2');
    const date = addDays(today, 98);
    await dialog.getByLabel('Date').fill(date);
    const sessions = dialog.getByRole('combobox', { name: /First session/ });
    await sessions
      .locator('option[value="20:00"]', { hasText: '20:00 · 4 stations left' })
      .waitFor({ state: 'attached' });
    await sessions.selectOption('20:00');
    await dialog.getByRole('checkbox', { name: /Every player is 8 or older/ }).check();
    const layout = await checkDialogAtWidths(page, dialog, { name: 'new-booking-vr-en', shotsDir });
    expect(layout.problems).toEqual({});
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Create booking' }).click();
    await page
      .getByText(
        `VR booking approved! (No email on file) Stations 1–2 held for ${formatDisplayDate(date, venueTimeZone, 'en')} at 20:00.`,
      )
      .waitFor();
    await page.getByLabel('Search bookings').fill(run);
    const card = page.getByRole('article', { name: customers.phoneVr });
    await card.getByText('Stations: 1–2').waitFor();
    await card.getByText('Minimum age 8 confirmed').waitFor();
    await page.context().close();
  });

  it('in Arabic: the VR fields of "New booking" right to left, inside the dialog', async () => {
    const page = await openSignedIn(browser, arabicReception.account, '/admin/jana');
    const dialog = await openVrDialog(page, 'حجز جديد', 'الواقع الافتراضي');
    await dialog.getByRole('spinbutton', { name: 'اللاعبون' }).waitFor();
    await dialog.getByRole('button', { name: 'إنشاء الحجز' }).click();
    await dialog.getByText('الاسم مطلوب').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const layout = await checkDialogAtWidths(page, dialog, { name: 'new-booking-vr-ar', shotsDir });
    expect(layout.problems).toEqual({});
    await page.context().close();
  });
});
