import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { addDays, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { seriousAxeViolations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, shootPage, stack } from './support.ts';

const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-arabic');
// Two reception accounts of this test's own, so the seed's accounts keep their language.
const first = { email: `arabic-a-${run}@example.com`, password: 'arabic-password-1' };
const second = { email: `arabic-b-${run}@example.com`, password: 'arabic-password-2' };
const userIds: string[] = [];
const customer = `Lina Saleh ${run}`;

async function createReception(account: { email: string; password: string }, name: string) {
  const admin = serviceClient(stack);
  const { data, error } = await admin.auth.admin.createUser({ ...account, email_confirm: true });
  if (error || !data.user) throw new Error(`Could not create ${account.email}: ${error?.message}`);
  userIds.push(data.user.id);
  const inserted = await admin
    .from('staff')
    .insert({ id: data.user.id, name, email: account.email, role: 'reception' });
  if (inserted.error) throw new Error(inserted.error.message);
}

async function savedLocaleOf(email: string): Promise<string | undefined> {
  const { data } = await serviceClient(stack).from('staff').select('locale').eq('email', email);
  return data?.[0]?.locale;
}

beforeAll(async () => {
  await createReception(first, 'Rami Arabic');
  await createReception(second, 'Sara English');
  const { error } = await serviceClient(stack)
    .from('bookings')
    .insert({
      name: customer,
      phone: '+970591234567',
      email: `arabic-${run}@example.com`,
      people: 4,
      rounds: 2,
      date: addDays(venueToday(new Date(), venueTimeZone), 46),
      time: '19:30',
      status: 'pending',
    });
  if (error) throw new Error(error.message);
});

afterAll(async () => {
  for (const id of userIds) await serviceClient(stack).auth.admin.deleteUser(id);
});

/** Signs in on the sign-in page in whichever language it shows. */
async function signIn(page: Page, account: { email: string; password: string }, arabic = false) {
  await page.getByLabel(arabic ? 'البريد الإلكتروني' : 'Email').fill(account.email);
  await page.getByLabel(arabic ? 'كلمة المرور' : 'Password').fill(account.password);
  await page.getByRole('button', { name: arabic ? 'تسجيل الدخول' : 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/admin');
}

async function documentLanguage(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
}

const shoot = (page: Page, name: string) => shootPage(page, shotsDir, name);

describe('the back-office in Arabic', () => {
  it("keeps each staff member's language in their record: Arabic stays after a reload and a new browser, another member signs in in English", async () => {
    const page = await browser.open('/admin');
    await signIn(page, first);
    await page.getByRole('heading', { level: 1, name: 'Reception Calendar' }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.getByRole('button', { name: 'تسجيل الخروج' }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect.poll(() => savedLocaleOf(first.email)).toBe('ar');

    await page.reload();
    await page.getByRole('link', { name: 'تقويم الاستقبال' }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });

    // Logout: this browser's sign-in page stays in the last language used here.
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await page.getByRole('heading', { level: 2, name: 'دخول الموظفين' }).waitFor();
    await signIn(page, second, true);
    await page.getByRole('heading', { level: 1, name: 'Reception Calendar' }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await savedLocaleOf(second.email)).toBe('en');
    await page.context().close();

    // A browser that has never seen the back-office: the record brings Arabic back.
    const fresh = await browser.open('/admin');
    await signIn(fresh, first);
    await fresh.getByRole('link', { name: 'تقويم الاستقبال' }).waitFor();
    expect(await documentLanguage(fresh)).toEqual({ lang: 'ar', dir: 'rtl' });
    await fresh.context().close();
  });

  it('shows the sign-in page in Arabic to a browser that prefers Arabic', async () => {
    const page = await browser.open('/admin', { locale: 'ar-PS' });
    await page.getByRole('heading', { level: 2, name: 'دخول الموظفين' }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('button', { name: 'تسجيل الدخول' }).waitFor();
    // The e-mail address and the password are typed left to right on the Arabic page.
    for (const label of ['البريد الإلكتروني', 'كلمة المرور']) {
      const direction = await page
        .getByLabel(label)
        .evaluate((input) => getComputedStyle(input).direction);
      expect(direction, label).toBe('ltr');
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'sign-in-ar');
    await page.context().close();
  });

  it('the Arabic desk has no serious accessibility violation, and its rejection dialog is laid out inside its box', async () => {
    const page = await browser.open('/admin');
    await signIn(page, first);
    await page.goto('/admin/jana');
    await page.getByRole('heading', { level: 1, name: 'إدارة الحجوزات' }).waitFor();
    await page.getByLabel('البحث في الحجوزات').fill(customer);
    const card = page.getByRole('article', { name: customer });
    await card.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'desk-ar');

    await card.getByRole('button', { name: 'رفض وإرسال بريد' }).click();
    const rejection = page.getByRole('dialog', { name: `رفض حجز ${customer}` });
    await rejection.waitFor();
    await rejection.getByRole('button', { name: 'مشكلة في عدد الأشخاص' }).click();
    const { problems } = await checkDialogAtWidths(page, rejection, {
      name: 'reject-booking-ar',
      shotsDir,
    });
    expect(problems).toEqual({});
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'rejection-ar');
    await rejection.getByRole('button', { name: 'إلغاء' }).click();
    await rejection.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
