import { venueAddress } from '@venue/domain/venue';
import { seriousAxeViolations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, createStaffAccount, openSignedIn, shootPage, stack } from './support.ts';

// The manager writes the venue's address in Settings, a tab per language. Managers of this test's
// own (one working in English, one in Arabic); the address is put back as the seed has it after
// the save, so the site and the e-mails of other tests keep reading it.

const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-settings');
const english = { email: `address-en-${run}@example.com`, password: 'address-english-1' };
const arabic = { email: `address-ar-${run}@example.com`, password: 'address-arabic-1' };
const seeded = { en: venueAddress('en'), ar: venueAddress('ar') };
const ids: string[] = [];

async function restoreAddress() {
  const { error } = await serviceClient(stack)
    .from('venue_contacts')
    .update({ address: seeded })
    .eq('id', true);
  if (error) throw new Error(error.message);
}

beforeAll(async () => {
  ids.push(await createStaffAccount({ ...english, name: 'Address Manager', role: 'jana' }));
  ids.push(
    await createStaffAccount({ ...arabic, name: 'مديرة العنوان', role: 'jana', locale: 'ar' }),
  );
});

afterAll(async () => {
  await restoreAddress();
  for (const id of ids) await serviceClient(stack).auth.admin.deleteUser(id);
});

describe("settings: the venue's address", () => {
  it('the manager saves it in English only, and the Arabic tab and the section say Arabic is missing', async () => {
    const page = await openSignedIn(browser, english, '/admin/settings');
    const section = page.getByRole('region', { name: 'Venue address' });
    const field = section.getByRole('textbox', { name: 'Address' });
    expect(await field.inputValue()).toBe(seeded.en);
    await section.getByRole('tab', { name: 'العربية' }).click();
    expect(await field.inputValue()).toBe(seeded.ar);
    try {
      await field.fill('');
      await section.getByRole('tab', { name: /English/ }).click();
      await field.fill('2 Main Street, Al-Masyoun, Ramallah');
      await section.getByRole('button', { name: 'Save address' }).click();
      await page.getByText('Address saved.').waitFor();
      await section.getByText('Needs Arabic').waitFor();
      await section
        .getByRole('tab', { name: /العربية/ })
        .getByText('Missing')
        .waitFor();
      const { data } = await serviceClient(stack).from('venue_contacts').select('address').single();
      expect(data?.address).toEqual({ en: '2 Main Street, Al-Masyoun, Ramallah' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await section.scrollIntoViewIfNeeded();
      await shootPage(page, shotsDir, 'venue-address-en');
    } finally {
      await restoreAddress();
    }
    await page.context().close();
  });

  it('in Arabic, her language first, an address in no language is refused before it is sent', async () => {
    const page = await openSignedIn(browser, arabic, '/admin/settings');
    const section = page.getByRole('region', { name: 'عنوان المكان' });
    await expect
      .poll(() => section.getByRole('tab', { selected: true }).textContent(), { timeout: 15_000 })
      .toBe('العربية');
    const field = section.getByRole('textbox', { name: 'العنوان' });
    expect(await field.inputValue()).toBe(seeded.ar);
    await field.fill('');
    await section.getByRole('tab', { name: /English/ }).click();
    await field.fill('');
    await section.getByRole('button', { name: 'حفظ العنوان' }).click();
    await section.getByText('يُرجى إدخال العنوان بلغة واحدة على الأقل').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await shootPage(page, shotsDir, 'venue-address-ar');
    const { data } = await serviceClient(stack).from('venue_contacts').select('address').single();
    expect(data?.address).toEqual(seeded);
    await page.context().close();
  });
});
