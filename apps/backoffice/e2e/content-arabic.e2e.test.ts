import { checkDialogAtWidths, screenshotWidths } from '@venue/app-shell/testing/dialog-geometry';
import { seriousAxeViolations, settleAnimations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import { keepScreenshot, screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserForFile, openSignedIn, shootPage, stack } from './support.ts';

// The manager working in Arabic walks every content tab: each reads right to left in Arabic with
// no serious accessibility violation; an edit form and a delete confirmation lay out inside
// their boxes. A manager account of this test's own keeps the seed's manager in English.

const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-content');
const manager = { email: `content-ar-${run}@example.com`, password: 'content-arabic-1' };
let managerId: string | undefined;

const tabs = [
  { value: 'menu', heading: 'إدارة القائمة', list: 'أصناف القائمة' },
  { value: 'feedback', heading: 'إدارة آراء الزوار', list: 'آراء الزوار' },
  { value: 'birthday-packages', heading: 'إدارة باقات أعياد الميلاد', list: 'باقات أعياد الميلاد' },
  { value: 'offers', heading: 'إدارة العروض', list: 'العروض' },
  { value: 'prices', heading: 'إدارة الأسعار', form: 'تعديل الأسعار' },
  { value: 'faqs', heading: 'إدارة الأسئلة الشائعة', list: 'الأسئلة الشائعة' },
] as const;

beforeAll(async () => {
  const admin = serviceClient(stack);
  const { data, error } = await admin.auth.admin.createUser({ ...manager, email_confirm: true });
  if (error || !data.user) throw new Error(`Could not create ${manager.email}: ${error?.message}`);
  managerId = data.user.id;
  const inserted = await admin
    .from('staff')
    .insert({ id: managerId, name: 'Jana Arabic', email: manager.email, role: 'jana' });
  if (inserted.error) throw new Error(inserted.error.message);
  // The manager chooses Arabic in the header's language menu; the staff record keeps it.
  const page = await openSignedIn(browser, manager, '/admin');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await page.getByRole('button', { name: 'تسجيل الخروج' }).waitFor();
  await vi.waitFor(async () => {
    const { data: rows } = await admin
      .from('staff')
      .select('locale')
      .eq('id', managerId ?? '');
    if (rows?.[0]?.locale !== 'ar') throw new Error('The staff record is not in Arabic yet');
  });
  await page.context().close();
});

afterAll(async () => {
  if (managerId) await serviceClient(stack).auth.admin.deleteUser(managerId);
});

async function openTab(value: string, heading: string): Promise<Page> {
  const page = await openSignedIn(browser, manager, `/admin/jana?tab=${value}`);
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
  return page;
}

describe('the content tabs in Arabic', () => {
  for (const tab of tabs) {
    it(`${tab.value}: Arabic, right to left, no serious accessibility violation`, async () => {
      const page = await openTab(tab.value, tab.heading);
      expect(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual(['ar', 'rtl']);
      if ('list' in tab) {
        await page.getByRole('list', { name: tab.list }).getByRole('listitem').first().waitFor();
      } else {
        await page.getByRole('form', { name: tab.form }).waitFor();
      }
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shootPage(page, shotsDir, `${tab.value}-ar`);
      await page.context().close();
    });
  }

  it('an FAQ opens in its Arabic edit form with Save and Cancel inside it', async () => {
    const page = await openTab('faqs', 'إدارة الأسئلة الشائعة');
    const list = page.getByRole('list', { name: 'الأسئلة الشائعة' });
    await list
      .getByRole('button', { name: /^تعديل السؤال الشائع: / })
      .first()
      .click();
    const form = page.getByRole('form', { name: /^تعديل السؤال الشائع: / });
    await form.getByRole('button', { name: 'حفظ' }).waitFor();
    // The English question keeps its own direction (its "?" at its end) in the Arabic form.
    const question = form.getByRole('textbox', { name: /السؤال/ });
    expect(await question.evaluate((input) => getComputedStyle(input).unicodeBidi)).toBe(
      'plaintext',
    );
    for (const width of screenshotWidths) {
      await page.setViewportSize({ width, height: 900 });
      await settleAnimations(page);
      const box = await form.boundingBox();
      for (const name of ['حفظ', 'إلغاء']) {
        const button = await form.getByRole('button', { name }).boundingBox();
        expect(
          button !== null &&
            box !== null &&
            button.x >= box.x - 0.5 &&
            button.x + button.width <= box.x + box.width + 0.5,
        ).toBe(true);
      }
      // Right to left: the form's first button (Save) sits at its right edge.
      const save = await form.getByRole('button', { name: 'حفظ' }).boundingBox();
      const cancel = await form.getByRole('button', { name: 'إلغاء' }).boundingBox();
      expect((save?.x ?? 0) > (cancel?.x ?? 0)).toBe(true);
      await form.scrollIntoViewIfNeeded();
      await keepScreenshot(page, { path: `${shotsDir}/faq-edit-ar-${width}.png` });
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'إلغاء' }).click();
    await page.getByRole('form', { name: 'إضافة سؤال شائع' }).waitFor();
    await page.context().close();
  });

  it("a birthday package's delete confirmation is in Arabic and laid out inside its box; closing it deletes nothing", async () => {
    const page = await openTab('birthday-packages', 'إدارة باقات أعياد الميلاد');
    const list = page.getByRole('list', { name: 'باقات أعياد الميلاد' });
    const rows = list.locator(':scope > li');
    await rows.first().waitFor();
    const before = await rows.count();
    await list.getByRole('button', { name: /^حذف / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'حذف باقة عيد الميلاد' });
    await dialog.waitFor();
    await dialog.getByText(/^هل تريد حذف الباقة /).waitFor();
    const { problems } = await checkDialogAtWidths(page, dialog, {
      name: 'delete-package-ar',
      shotsDir,
    });
    expect(problems).toEqual({});
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(before);
    await page.context().close();
  });
});
