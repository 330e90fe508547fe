import { seriousAxeViolations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appUrls,
  browserForFile,
  createStaffAccount,
  openSignedIn,
  shootPage,
  stack,
} from './support.ts';

// The manager edits a menu item's price, description and category in English and in Arabic,
// on an item of this test's own (the seed's menu stays as the site's tests read it).

const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-menu');
const english = { email: `menu-en-${run}@example.com`, password: 'menu-prices-en-1' };
const arabic = { email: `menu-ar-${run}@example.com`, password: 'menu-prices-ar-1' };
const itemName = `Sahlab ${run}`;
const users: string[] = [];
let itemId = '';

beforeAll(async () => {
  users.push(
    await createStaffAccount({ ...english, name: 'Jana Menu', role: 'jana', locale: 'en' }),
    await createStaffAccount({ ...arabic, name: 'Jana Menu AR', role: 'jana', locale: 'ar' }),
  );
  const { data, error } = await serviceClient(stack)
    .from('menu_items')
    .insert({
      name: { en: itemName },
      image: 'Warm milk',
      price: 12,
      category: null,
      own_category: { en: 'Winter' },
    })
    .select('id')
    .single();
  if (error || !data) throw new Error(`Could not add ${itemName}: ${error?.message}`);
  itemId = data.id;
});

afterAll(async () => {
  const admin = serviceClient(stack);
  if (itemId) await admin.from('menu_items').delete().eq('id', itemId);
  for (const id of users) await admin.auth.admin.deleteUser(id);
});

/** The Menu tab's words this test uses, in each language. */
const words = {
  en: { search: 'Search menu items', list: 'Menu items', edit: 'Edit', form: 'Edit menu item' },
  ar: {
    search: 'البحث في أصناف القائمة',
    list: 'أصناف القائمة',
    edit: 'تعديل',
    form: 'تعديل الصنف',
  },
} as const;

/**
 * The Menu tab searched down to this test's item, its edit form open. The search applies after a
 * pause and reloads the list, so the item is clicked only once the list shows it alone: a click
 * on the list of before could land while that list is being replaced.
 */
async function openEditForm(page: Page, language: keyof typeof words) {
  const { search, list, edit, form } = words[language];
  await page.getByRole('searchbox', { name: search }).fill(run);
  const items = page.getByRole('list', { name: list }).getByRole('listitem');
  await expect.poll(() => items.count(), { timeout: 30_000 }).toBe(1);
  await items.getByRole('button', { name: `${edit} ${itemName}` }).click();
  const editForm = page.getByRole('form', { name: `${form}: ${itemName}` });
  await editForm.waitFor();
  return editForm;
}

async function storedItem() {
  const { data } = await serviceClient(stack)
    .from('menu_items')
    .select('name, price, description, category, own_category')
    .eq('id', itemId)
    .single();
  return data;
}

describe('Manage Menu: price, description and category', () => {
  it('in English: the form loads them, saves new ones, and the list shows them', async () => {
    const page = await openSignedIn(browser, english, '/admin/jana?tab=menu');
    await page.getByRole('heading', { level: 2, name: 'Manage Menu' }).waitFor();
    const form = await openEditForm(page, 'en');
    const price = form.getByRole('textbox', { name: 'Price (ILS)' });
    expect(await price.inputValue()).toBe('12');
    expect(await form.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('own');
    expect(await form.getByRole('textbox', { name: /Category name/ }).inputValue()).toBe('Winter');

    await price.fill('12.345');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Price can have at most 2 decimals').waitFor();
    await shootPage(page, shotsDir, 'bo-menu-form-en');

    await price.fill('9.75');
    await form.getByRole('combobox', { name: 'Category' }).selectOption('sweets');
    await form.getByRole('textbox', { name: 'Description' }).fill('With cinnamon and nuts.');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Menu item updated successfully!').waitFor();
    const card = page.getByRole('list', { name: 'Menu items' }).getByRole('listitem');
    await card.getByText('9.75 ILS').waitFor();
    expect(await card.getByText('Sweets').isVisible()).toBe(true);
    expect(await storedItem()).toEqual({
      name: { en: itemName },
      price: 9.75,
      description: { en: 'With cinnamon and nuts.' },
      category: 'sweets',
      own_category: null,
    });
    await page.context().close();
  });

  it('in Arabic: the labels, the categories and a refusal in Arabic, no serious accessibility violation', async () => {
    const page = await openSignedIn(browser, arabic, '/admin/jana?tab=menu');
    await page.getByRole('heading', { level: 2, name: 'إدارة القائمة' }).waitFor();
    const form = await openEditForm(page, 'ar');
    const category = form.getByRole('combobox', { name: 'الفئة' });
    expect(await category.locator('option').allTextContents()).toEqual([
      'المشروبات',
      'المأكولات',
      'الحلويات',
      'فئة خاصة',
    ]);
    // Her own language's tab is open first; the English one says what it holds.
    await form.getByRole('tab', { name: 'العربية' }).waitFor();
    expect(await form.getByRole('tab', { name: 'العربية' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await form.getByRole('textbox', { name: 'اسم الصنف' }).fill('سحلب');
    await form.getByRole('textbox', { name: 'السعر (بالشيكل)' }).fill('-1');
    await category.selectOption('own');
    await form.getByRole('button', { name: 'حفظ' }).click();
    await form.getByText('يجب أن يكون السعر بالشيكل بين 0 و1000').waitFor();
    const arabicPanel = form.getByRole('tabpanel', { name: 'العربية' });
    expect(await arabicPanel.getByText('يُرجى إدخال اسم الفئة').isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootPage(page, shotsDir, 'bo-menu-form-ar');
    await page.context().close();
  });
});

describe('Manage Menu: an item in both languages reaches both menus', () => {
  it('the manager adds the Arabic name and description; /ar/menu shows them and /menu the English', async () => {
    const page = await openSignedIn(browser, arabic, '/admin/jana?tab=menu');
    await page.getByRole('heading', { level: 2, name: 'إدارة القائمة' }).waitFor();
    const form = await openEditForm(page, 'ar');
    await form.getByRole('textbox', { name: 'اسم الصنف' }).fill(`سحلب ${run}`);
    await form.getByRole('textbox', { name: 'الوصف' }).fill('بالقرفة والمكسرات.');
    await form.getByRole('textbox', { name: 'السعر (بالشيكل)' }).fill('9.75');
    await form.getByRole('combobox', { name: 'الفئة' }).selectOption('sweets');
    await form.getByRole('button', { name: 'حفظ' }).click();
    await page.getByText('تم تحديث الصنف بنجاح!').waitFor();
    expect(await storedItem()).toMatchObject({
      name: { en: itemName, ar: `سحلب ${run}` },
      description: { ar: 'بالقرفة والمكسرات.' },
    });
    const site = await page.context().newPage();
    await site.goto(`${appUrls.site}/menu`);
    await site.getByRole('heading', { name: itemName }).first().waitFor({ state: 'attached' });
    await site.goto(`${appUrls.site}/ar/menu`);
    const arabicName = site.getByRole('heading', { name: `سحلب ${run}` }).first();
    await arabicName.waitFor({ state: 'attached' });
    expect(await arabicName.getAttribute('lang')).toBeNull();
    await site.getByText('بالقرفة والمكسرات.').first().waitFor({ state: 'attached' });
    await page.context().close();
  });
});
