import { describe, expect, it } from 'vitest';
import { browserForFile, seedStaff, signInOnPage } from './support.ts';

const browser = browserForFile();

describe('guards in the built app', () => {
  it('sends a signed-out visitor of /admin/settings to sign-in, and back there after signing in', async () => {
    const page = await browser.open('/admin/settings');
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await signInOnPage(page, seedStaff.reception);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    await page.context().close();
  });

  it('lets the manager open a manager page and keeps the session across a reload', async () => {
    const page = await browser.open('/admin/manage-users');
    await signInOnPage(page, seedStaff.jana);
    expect(new URL(page.url()).pathname).toBe('/admin/manage-users');
    await page.reload();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/manage-users');
    await page.context().close();
  });
});
