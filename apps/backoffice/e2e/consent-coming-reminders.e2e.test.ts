import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { addDays, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations, settleAnimations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import { keepPicturesAtSizes, screenshotFolder } from '@venue/test-kit/screenshots';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserForFile,
  createStaffAccount,
  openSignedIn,
  ownArabicReception,
  seedStaff,
  shootPage,
  stack,
} from './support.ts';

// Reception asks a caller's consent to WhatsApp messages in "New booking", sees "Coming ✓" on a
// booking whose customer answered a reminder, and the manager sets the reminders' hours: each in
// English and Arabic, without a serious accessibility violation, inside the page at a phone's
// width. Day 99 from the venue's today belongs to this file; accounts in Arabic are its own.

const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-consent-coming');
const day = addDays(venueToday(new Date(), venueTimeZone), 99);
const customer = `Coming Customer ${run}`;
const arabicReception = ownArabicReception('consent-coming', run, 'رنا عودة');
const arabicManager = {
  email: `consent-coming-jana-ar-${run}@example.com`,
  password: 'consent-coming-jana-1',
};
let arabicManagerId = '';

beforeAll(async () => {
  await arabicReception.create();
  arabicManagerId = await createStaffAccount({
    ...arabicManager,
    name: 'جنى حداد',
    role: 'jana',
    locale: 'ar',
  });
  // A booking approved on the phone whose customer answered a reminder "I'm coming".
  const { error } = await serviceClient(stack).from('bookings').insert({
    name: customer,
    phone: '+970591234567',
    people: 4,
    rounds: 2,
    date: day,
    time: '17:15',
    source: 'phone',
    status: 'approved',
    approved_at: new Date().toISOString(),
    confirmed_at: new Date().toISOString(),
  });
  if (error) throw new Error(error.message);
});

afterAll(async () => {
  const admin = serviceClient(stack);
  await admin.from('bookings').delete().eq('name', customer);
  await arabicReception.remove();
  if (arabicManagerId) await admin.auth.admin.deleteUser(arabicManagerId);
});

/** The page's content keeps to the width of a phone: nothing sticks out sideways (named when it does). */
async function expectInsidePhoneWidth(page: Page, element: Locator) {
  await page.setViewportSize({ width: 390, height: 900 });
  await settleAnimations(page);
  // The page's own content (the app's header and off-screen menu are the shell's).
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((node) => {
        const box = node.getBoundingClientRect();
        return box.width > 0 && (box.right > 391 || box.left < -1);
      })
      .slice(0, 5)
      .map((node) => `${node.tagName}.${node.className}: ${node.textContent?.slice(0, 40)}`),
  );
  expect(outside).toEqual([]);
  expect(await element.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens "New booking" on the desk, ticks the consent and checks the dialog at every width. */
async function consentInNewBooking(page: Page, names: { button: string; consent: RegExp }) {
  const dialog = page.getByRole('dialog', { name: names.button });
  await page.getByRole('button', { name: names.button, exact: true }).click();
  await dialog.waitFor();
  const consent = dialog.getByRole('checkbox', { name: names.consent });
  expect(await consent.isChecked()).toBe(false);
  await consent.check();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const name = `new-booking-consent-${await page.evaluate(() => document.documentElement.lang)}`;
  await shootPage(page, shotsDir, name);
  const { problems } = await checkDialogAtWidths(page, dialog, { name, shotsDir });
  expect(problems).toEqual({});
  await page.context().close();
}

/** Finds the customer's card on the desk and checks its "Coming" badge. */
async function comingOnDesk(page: Page, search: string, badge: string, meaning: string) {
  await page.getByLabel(search).fill(customer);
  const card = page.getByRole('article', { name: customer });
  const coming = card.getByTitle(meaning);
  await coming.waitFor();
  expect(await coming.textContent()).toBe(badge);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectInsidePhoneWidth(page, coming.locator('.mantine-Badge-label'));
  const lang = await page.evaluate(() => document.documentElement.lang);
  await shootPage(page, shotsDir, `desk-coming-${lang}`);
  await page.context().close();
}

/** The manager's "Reminders" card on Settings, with its hours as saved. */
async function remindersOnSettings(page: Page, region: string, firstHours: RegExp) {
  const card = page.getByRole('region', { name: region });
  await card.getByRole('textbox', { name: firstHours }).waitFor();
  expect(await card.getByRole('textbox', { name: firstHours }).inputValue()).toBe('24');
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectInsidePhoneWidth(page, card);
  const lang = await page.evaluate(() => document.documentElement.lang);
  // The whole page at both widths: the card is below the fold of a desktop's screen.
  await keepPicturesAtSizes(page, `${shotsDir}/settings-reminders-${lang}`, {
    fullPage: () => true,
  });
  await page.context().close();
}

describe('consent, "Coming" and the reminders in English', () => {
  it('"New booking" asks for the consent under the phone, unticked', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/jana');
    await page.getByRole('heading', { level: 1, name: 'Bookings Management' }).waitFor();
    await consentInNewBooking(page, {
      button: 'New booking',
      consent: /^The customer agrees to messages about this booking on WhatsApp/,
    });
  });

  it('the desk shows "Coming ✓" on the booking whose customer answered the reminder', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/jana');
    await comingOnDesk(page, 'Search bookings', 'Coming ✓', "Answered the reminder: I'm coming");
  });

  it('the manager sees the "Reminders" card on Settings', async () => {
    const page = await openSignedIn(browser, seedStaff.jana, '/admin/settings');
    await remindersOnSettings(page, 'Reminders', /^First reminder: hours before the visit/);
  });
});

describe('consent, "Coming" and the reminders in Arabic', () => {
  it('"New booking" asks for the consent in Arabic', async () => {
    const page = await openSignedIn(browser, arabicReception.account, '/admin/jana');
    await page.getByRole('heading', { level: 1, name: 'إدارة الحجوزات' }).waitFor();
    await consentInNewBooking(page, {
      button: 'حجز جديد',
      consent: /^يوافق الزبون على تلقي رسائل عن هذا الحجز على واتساب/,
    });
  });

  it('the Arabic desk shows "سيحضر ✓"', async () => {
    const page = await openSignedIn(browser, arabicReception.account, '/admin/jana');
    await comingOnDesk(page, 'البحث في الحجوزات', 'سيحضر ✓', 'ردّ على التذكير: سأحضر');
  });

  it('the Arabic manager sees the "Reminders" card', async () => {
    const page = await openSignedIn(browser, arabicManager, '/admin/settings');
    await remindersOnSettings(page, 'التذكيرات', /^التذكير الأول: عدد الساعات قبل الزيارة/);
  });
});
