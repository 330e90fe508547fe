import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { seriousAxeViolations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserForFile,
  createStaffAccount,
  openSignedIn,
  seedStaff,
  shootPage,
  stack,
} from './support.ts';

// The manager working in Arabic over her own pages: the staff accounts, the zones' media and her
// settings, each without a serious accessibility violation, and the staff dialogs laid out inside
// their boxes right to left. A manager account of this test's own, saved in Arabic, so the seed's
// manager keeps her language for the other tests.

const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-staff');
const manager = {
  name: `جنى حداد ${run}`,
  email: `jana-ar-${run}@example.com`,
  password: 'jana-arabic-1',
};
let managerId = '';

beforeAll(async () => {
  managerId = await createStaffAccount({ ...manager, role: 'jana', locale: 'ar' });
});

afterAll(async () => {
  if (managerId) await serviceClient(stack).auth.admin.deleteUser(managerId);
});

/** Opens a page as the Arabic manager and waits for its Arabic heading. */
async function openInArabic(path: string, heading: string): Promise<Page> {
  const page = await openSignedIn(browser, manager, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(
    await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
  ).toEqual(['ar', 'rtl']);
  await page.waitForLoadState('networkidle');
  return page;
}

async function expectLaidOut(page: Page, dialog: Locator, name: string) {
  const { problems } = await checkDialogAtWidths(page, dialog, { name, shotsDir });
  expect(problems).toEqual({});
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("the manager's pages in Arabic", () => {
  it('manage users: Arabic cards and role badges, no serious axe violation; the edit and set password dialogs laid out right to left', async () => {
    const page = await openInArabic('/admin/manage-users', 'إدارة المستخدمين');
    const card = page.getByRole('listitem', { name: seedStaff.reception.name });
    await card.getByText('موظف استقبال').waitFor();
    await page.getByRole('listitem', { name: manager.name }).getByText('(أنت)').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'manage-users-ar');

    await card.getByRole('button', { name: `تعديل ${seedStaff.reception.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'تعديل المستخدم' });
    await edit.waitFor();
    await edit.getByRole('textbox', { name: /الاسم الكامل/ }).fill('');
    await edit.getByRole('button', { name: 'حفظ' }).click();
    await edit.getByText('الاسم مطلوب').waitFor();
    await edit.getByText('لا يمكن تغيير البريد الإلكتروني').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectLaidOut(page, edit, 'edit-user-ar');
    await edit.getByRole('button', { name: 'إلغاء' }).click();
    await edit.waitFor({ state: 'detached' });

    await card
      .getByRole('button', { name: `تعيين كلمة المرور لـ ${seedStaff.reception.name}` })
      .click();
    const setPassword = page.getByRole('dialog', { name: 'تعيين كلمة المرور' });
    await setPassword.waitFor();
    await setPassword.getByLabel(/^كلمة المرور الجديدة/).fill('abc');
    await setPassword.getByRole('button', { name: 'تعيين كلمة المرور' }).click();
    await setPassword.getByText('يجب ألا تقل كلمة المرور عن 10 أحرف').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectLaidOut(page, setPassword, 'set-password-ar');
    await setPassword.getByRole('button', { name: 'إلغاء' }).click();
    await setPassword.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('add user: the Arabic form refuses an empty submission in Arabic, with the role information beside it', async () => {
    const page = await openInArabic('/admin/add-user', 'إضافة مستخدم');
    await page.getByRole('heading', { name: 'معلومات الأدوار' }).waitFor();
    await page.getByRole('button', { name: 'إنشاء المستخدم' }).click();
    await page.getByText('الدور مطلوب').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'add-user-ar');
    await page.context().close();
  });

  it('media management: Arabic zones, sections and tabs, no serious axe violation', async () => {
    const page = await openInArabic('/admin/media-management', 'إدارة الوسائط');
    await page.getByRole('region', { name: 'الصورة الرئيسية (البولينغ)' }).waitFor();
    await page.getByRole('tab', { name: /^الصور \(\d+\)$/ }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'media-ar');
    await page.context().close();
  });

  it('settings: the change password form refuses a mismatch in Arabic, no serious axe violation', async () => {
    const page = await openInArabic('/admin/settings', 'الإعدادات');
    await page.getByLabel(/^كلمة المرور الحالية/).fill(manager.password);
    await page.getByLabel(/^كلمة المرور الجديدة/).fill('new-password-1');
    await page.getByLabel(/^تأكيد كلمة المرور الجديدة/).fill('new-password-2');
    await page.getByRole('button', { name: 'تحديث كلمة المرور' }).click();
    await page.getByText('كلمتا المرور الجديدتان غير متطابقتين!').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'settings-ar');
    await page.context().close();
  });
});
