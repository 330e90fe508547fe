import { serviceClient } from '@venue/test-kit/clients';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserForFile,
  createStaffAccount,
  openSignedIn,
  seedStaff,
  shootPage,
  stack,
} from './support.ts';

// Staff sign in with a second factor: set up in Settings, asked for at the next sign-in, and
// removed by the manager when a phone is lost. Accounts of this file's own.
const browser = browserForFile();
const shotsDir = screenshotFolder('backoffice-second-factor');
const run = Math.random().toString(36).slice(2, 8);
const member = { email: `factor-${run}@example.com`, password: 'factor-password-1' };
const arabicMember = { email: `factor-ar-${run}@example.com`, password: 'factor-password-2' };
const ids: string[] = [];

beforeAll(async () => {
  ids.push(await createStaffAccount({ ...member, name: 'Sami Khoury', role: 'reception' }));
  ids.push(
    await createStaffAccount({
      ...arabicMember,
      name: 'سامي خوري',
      role: 'reception',
      locale: 'ar',
    }),
  );
});
afterAll(async () => {
  for (const id of ids) await serviceClient(stack).auth.admin.deleteUser(id);
});

const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

/** Types the password on the sign-in form; the code screen then shows on the same address. */
async function signInWithPassword(page: Page, account: { email: string; password: string }) {
  await page.getByLabel(/^(Email|البريد الإلكتروني)$/).fill(account.email);
  await page.getByLabel(/^(Password|كلمة المرور)$/).fill(account.password);
  await page.getByRole('button', { name: /^(Login|تسجيل الدخول)$/ }).click();
}

/** In Settings: sets up an authenticator app from the key the page shows; returns the key. */
async function setUpInSettings(page: Page, shots?: string): Promise<string> {
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const key = (await page.getByLabel('Key').textContent())?.replace(/\s/g, '') ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  if (shots) await shootPage(page, shotsDir, shots);
  await page.getByLabel('Code from your authenticator app').fill(codeOf(key));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await page.getByText('Two-step sign-in is on.').waitFor();
  return key;
}

describe('two-step sign-in', () => {
  it('set up in Settings, then asked for at sign-in: a wrong code opens nothing, the right one does', async () => {
    const page = await openSignedIn(browser, member, '/admin/settings');
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.waitFor();
    const key = await setUpInSettings(page, 'settings-set-up');
    // The status reads "On" once the factors are read again after the set-up.
    await section.getByText('On', { exact: true }).waitFor();
    await shootPage(page, shotsDir, 'settings-on');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await signInWithPassword(page, member);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await shootPage(page, shotsDir, 'code');

    const field = page.getByLabel('Code from your authenticator app');
    await field.fill(codeOf(key) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right. Enter the code your app shows now.').waitFor();
    await shootPage(page, shotsDir, 'code-refused');
    // Typed in Arabic-Indic digits, as a phone set to Arabic types them.
    await field.fill(codeOf(key).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reception Calendar' }).waitFor();
    await page.context().close();
  });

  it('in Arabic, and the manager removes it when the phone is lost: the member is signed out', async () => {
    const page = await openSignedIn(browser, arabicMember, '/admin/settings');
    await page.getByRole('region', { name: 'تسجيل الدخول بخطوتين' }).waitFor();
    await page.getByRole('button', { name: 'إعداد تسجيل الدخول بخطوتين' }).click();
    await page.getByRole('img', { name: 'رمز QR لتطبيق المصادقة' }).waitFor();
    await shootPage(page, shotsDir, 'settings-set-up-ar');
    const key = (await page.getByLabel('المفتاح').textContent())?.replace(/\s/g, '') ?? '';
    await page.getByLabel('الرمز من تطبيق المصادقة').fill(codeOf(key));
    await page.getByRole('button', { name: 'تفعيل تسجيل الدخول بخطوتين' }).click();
    await page.getByText('تسجيل الدخول بخطوتين مفعّل.').waitFor();

    const again = await browser.open('/admin');
    await signInWithPassword(again, arabicMember);
    await again.getByRole('heading', { name: 'تسجيل الدخول بخطوتين' }).waitFor();
    await shootPage(again, shotsDir, 'code-ar');
    await again.context().close();

    const manager = await openSignedIn(browser, seedStaff.jana, '/admin/manage-users');
    const card = manager.getByRole('listitem', { name: 'سامي خوري' });
    await card.getByText('Two-step sign-in on').waitFor();
    await shootPage(manager, shotsDir, 'staff-page');
    await card.getByRole('button', { name: 'Remove two-step sign-in of سامي خوري' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Remove two-step sign-in' });
    await dialog.waitFor();
    await shootPage(manager, shotsDir, 'staff-remove-dialog');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    // The name is isolated from the sentence's direction (U+2068 … U+2069).
    await manager.getByText(/^Two-step sign-in removed for \u2068?سامي خوري\u2069?\.$/).waitFor();
    await card.getByText('Two-step sign-in off').waitFor();
    await manager.context().close();

    // The member's own page loses its session on its next request.
    await page.reload();
    await page.getByRole('heading', { name: /^(دخول الموظفين|Staff sign-in)$/ }).waitFor();
    await page.context().close();
  });
});
