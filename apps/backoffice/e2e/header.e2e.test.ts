import { randomUUID } from 'node:crypto';
import { serviceClient } from '@venue/test-kit/clients';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appUrl,
  browserForFile,
  createStaffAccount,
  openSignedIn,
  seedStaff,
  shootPage,
  stack,
} from './support.ts';

const browser = browserForFile();
const shotsDir = screenshotFolder('backoffice-header');

/** A manager of this file's own who works in Arabic (the longest header words). */
const arabicManager = {
  name: 'جنى منصور',
  email: `header-ar-${randomUUID().slice(0, 8)}@example.com`,
  password: 'header-arabic-staff-1',
  role: 'jana' as const,
  locale: 'ar' as const,
};
let arabicManagerId = '';

beforeAll(async () => {
  arabicManagerId = await createStaffAccount(arabicManager);
});

afterAll(async () => {
  if (arabicManagerId) await serviceClient(stack).auth.admin.deleteUser(arabicManagerId);
});

/** Every control of the header lies inside the window, on the header's one row. */
async function headerControlsInside(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const header = page.locator('header');
  const bar = await header.boundingBox();
  const boxes = await header
    .locator('button, a, [role="button"]')
    .evaluateAll((controls) =>
      controls
        .filter((control) => (control as HTMLElement).offsetParent !== null)
        .map((control) => control.getBoundingClientRect().toJSON() as DOMRect),
    );
  expect(boxes.length).toBeGreaterThanOrEqual(3);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
    expect(box.bottom).toBeLessThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
  }
}

describe("the back-office's frame", () => {
  it('has its own favicon', async () => {
    const page = await browser.open('/admin');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const icon = await fetch(new URL(href ?? '', appUrl));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    await page.context().close();
  });

  it('a toast never covers the header: Logout stays uncovered and clickable', async () => {
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel(/^New password/).fill('second-password-2');
    await page.getByLabel('Confirm new password').fill('second-password-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    const toast = page.getByText('Current password is incorrect!');
    await toast.waitFor();
    const logout = await page.getByRole('button', { name: 'Logout' }).boundingBox();
    const notice = await page.locator('.mantine-Notification-root').first().boundingBox();
    expect(logout).not.toBeNull();
    expect(notice).not.toBeNull();
    if (logout && notice) {
      const overlaps =
        notice.x < logout.x + logout.width &&
        logout.x < notice.x + notice.width &&
        notice.y < logout.y + logout.height &&
        logout.y < notice.y + notice.height;
      expect(overlaps).toBe(false);
    }
    await page.context().close();
  });

  it.each([
    ['English', seedStaff.jana, 'Logout', 'Settings', 'en'],
    ['Arabic', arabicManager, 'تسجيل الخروج', 'الإعدادات', 'ar'],
  ])(
    'keeps every control of the header inside a phone and a desktop in %s',
    async (_, account, logout, heading, locale) => {
      const page = await openSignedIn(browser, account, '/admin/settings');
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // On a phone the sign-out button is its mark alone, and still says what it does.
      await page.getByRole('button', { name: logout }).waitFor();
      // The bell loads just after the first screen; the header is measured once it is there.
      await page.getByTestId('new-booking-sound').waitFor();
      await headerControlsInside(page, 390);
      await headerControlsInside(page, 1440);
      await shootPage(page, shotsDir, `header-${locale}`);
      await page.context().close();
    },
  );
});
