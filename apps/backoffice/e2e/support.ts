import { addDays, venueToday, wallClockInstant } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { serviceClient } from '@venue/test-kit/clients';
import { browserForFile, type PageOptions } from '@venue/test-kit/e2e-browser';
import { e2eWorld } from '@venue/test-kit/e2e-world';
import { keepPicturesAtSizes, screenshotFolder } from '@venue/test-kit/screenshots';
import type { TestStack } from '@venue/test-kit/test-stack';
import type { Page } from 'playwright-core';
import { sessionCookies } from './session-cookies.ts';

export { browserForFile };

const world = e2eWorld();
/** This file's stack (its worker's own; see e2eWorld). */
export const stack: TestStack = world.stack;
export const appUrl: string = world.appUrl;
/** Every app served for this file's stack, by name (`appUrls.site` is the public site). */
export const appUrls: Record<string, string> = world.appUrls as Record<string, string>;

/** The seed's staff accounts (supabase/seed.sql). Tests that change an account use their own. */
export const seedStaff = {
  jana: { email: 'jana@example.com', password: 'jana-demo-123', name: 'Jana Haddad' },
  reception: {
    email: 'reception@example.com',
    password: 'reception-demo-123',
    name: 'Rami Nasser',
  },
} as const;

/**
 * Signs in on the /admin form the page is showing (open '/admin', or a guarded page that sent
 * you there) and waits until the app has left the sign-in page.
 */
export async function signInOnPage(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/admin');
}

/**
 * A fresh page signed in as the account, opened at `path`. The
 * session is made from Node and handed to the page as the apps' own cookies: the journeys here are
 * about what staff do once signed in; signing in on the form is `signInOnPage`'s, and the sign-in,
 * guard, shared-session and staff journeys use it.
 */
export async function openSignedIn(
  browser: ReturnType<typeof browserForFile>,
  account: { email: string; password: string },
  path: string,
  options: PageOptions = {},
): Promise<Page> {
  const page = await browser.newPage(options);
  await page.context().addCookies(await sessionCookies(stack, account, appUrl));
  await page.goto(path);
  return page;
}

/**
 * When `SCREENSHOTS_DIR` asks for pictures, keeps the page at a phone's and a desktop's width (the
 * phone's whole page) as `<shotsDir>/<name>-<width>.png`; the page is handed back at a desk's width.
 */
export async function shootPage(page: Page, shotsDir: string, name: string): Promise<void> {
  await keepPicturesAtSizes(page, `${shotsDir}/${name}`);
}

/**
 * A staff account of a test's own (its auth user and staff row, confirmed, in `locale` if given),
 * so the seed's accounts keep their passwords and languages. Returns its id for deleting the user.
 */
export async function createStaffAccount(account: {
  name: string;
  email: string;
  password: string;
  role: 'jana' | 'reception';
  locale?: 'en' | 'ar';
}): Promise<string> {
  const admin = serviceClient(stack);
  const { data, error } = await admin.auth.admin.createUser({
    email: account.email,
    password: account.password,
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(`Could not create ${account.email}: ${error?.message}`);
  const { name, email, role, locale } = account;
  const inserted = await admin
    .from('staff')
    .insert({ id: data.user.id, name, email, role, ...(locale ? { locale } : {}) });
  if (inserted.error) throw new Error(inserted.error.message);
  return data.user.id;
}

/**
 * A reception account of one test file's own that works in Arabic (so the seed's accounts keep
 * their language): `create` it before the tests, `remove` it after.
 */
export function ownArabicReception(file: string, run: string, name: string) {
  const account = { email: `${file}-ar-${run}@example.com`, password: `${file}-arabic-staff-1` };
  let userId = '';
  return {
    account,
    create: async () => {
      userId = await createStaffAccount({ ...account, name, role: 'reception', locale: 'ar' });
    },
    remove: async () => {
      if (userId) await serviceClient(stack).auth.admin.deleteUser(userId);
    },
  };
}

/**
 * Puts a walk-in booking that reception already approved on the board (a test's arrival, say),
 * as the service role; `fields` name it and place it. Fails the set-up when it is refused.
 */
export async function insertApprovedWalkIn(fields: Record<string, unknown>): Promise<void> {
  const { error } = await serviceClient(stack)
    .from('bookings')
    .insert({
      phone: '+970591234567',
      email: null,
      rounds: 1,
      status: 'approved',
      approved_at: new Date().toISOString(),
      source: 'walk_in',
      ...fields,
    });
  if (error) throw new Error(error.message);
}

/** Deletes the bookings of one run of a file (their names end with its `run`). */
export async function deleteRunBookings(run: string): Promise<void> {
  await serviceClient(stack).from('bookings').delete().like('name', `%${run}`);
}

/**
 * What a journey on the board works with: its browser, the folder of its pictures (`shotsDir`,
 * named `shots`); `run`, which ends the names it makes; its own `day`,
 * `dayOffset` days after the venue's today; a slot of yesterday evening that has begun on the
 * database's clock whatever the hour (`started`, at `startedAt`), with the pages' clock set
 * inside it (`pageClock`, at `clockAt`); and a reception account of its own that works in Arabic.
 */
export function boardJourney(
  file: string,
  {
    shots,
    dayOffset,
    startedAt,
    clockAt,
  }: { shots: string; dayOffset: number; startedAt: string; clockAt: string },
) {
  const run = Math.random().toString(36).slice(2, 8);
  const today = venueToday(new Date(), venueTimeZone);
  const started = { date: addDays(today, -1), time: startedAt };
  return {
    browser: browserForFile(),
    shotsDir: screenshotFolder(shots),
    run,
    day: addDays(today, dayOffset),
    started,
    pageClock: { clock: wallClockInstant(started.date, clockAt, venueTimeZone) },
    arabicReception: ownArabicReception(file, run, 'ريم ناصر'),
  };
}
