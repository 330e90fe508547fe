import { seriousAxeViolations } from '@venue/test-kit/axe';
import { serviceClient } from '@venue/test-kit/clients';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, createStaffAccount, openSignedIn, shootPage, stack } from './support.ts';

// The manager publishes the public site from Settings and reads how it went, in English and in
// Arabic. The world's site preview plays the host: it takes the deploy hook's call (recorded, not
// built, in the browser suites' stacks).

const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-settings');
const english = { email: `publish-en-${run}@example.com`, password: 'publish-english-1' };
const arabic = { email: `publish-ar-${run}@example.com`, password: 'publish-arabic-1' };
const ids: string[] = [];

async function hookCalls(): Promise<unknown[]> {
  return (await fetch(`${stack.sitePreviewUrl}/_preview/builds`)).json();
}

beforeAll(async () => {
  ids.push(await createStaffAccount({ ...english, name: 'Publishing Manager', role: 'jana' }));
  ids.push(
    await createStaffAccount({ ...arabic, name: 'مديرة النشر', role: 'jana', locale: 'ar' }),
  );
});

afterAll(async () => {
  for (const id of ids) await serviceClient(stack).auth.admin.deleteUser(id);
});

describe('settings: publishing the public site', () => {
  it('the manager publishes at once and reads that the host took the build', async () => {
    const page = await openSignedIn(browser, english, '/admin/settings');
    const section = page.getByRole('region', { name: 'Public site' });
    await section.getByRole('button', { name: 'Publish site' }).waitFor();
    const before = (await hookCalls()).length;
    await section.getByRole('button', { name: 'Publish site' }).click();
    await page.getByText('The site is being published.').waitFor();
    await section.getByText('Published', { exact: true }).waitFor();
    await section.getByText(/: the host took the build\.$/).waitFor();
    expect(await hookCalls()).toHaveLength(before + 1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await shootPage(page, shotsDir, 'site-publish-en');
    await page.context().close();
  });

  it('in Arabic, right to left, with the last publish and the changes waiting', async () => {
    // A save since the last publish (the same prices again, so other files read what they
    // expect): the section says since when changes wait.
    const admin = serviceClient(stack);
    const { data: prices } = await admin.from('prices').select('bowling_game_price').single();
    const { error } = await admin
      .from('prices')
      .update({ bowling_game_price: prices?.bowling_game_price })
      .eq('id', true);
    expect(error).toBeNull();
    const page = await openSignedIn(browser, arabic, '/admin/settings');
    const section = page.getByRole('region', { name: 'الموقع العام' });
    await section.getByText('تم النشر', { exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await section.getByText(/^تعديلات بانتظار النشر منذ /).waitFor();
    await section.getByRole('button', { name: 'نشر الموقع' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await shootPage(page, shotsDir, 'site-publish-ar');
    await page.context().close();
  });
});
