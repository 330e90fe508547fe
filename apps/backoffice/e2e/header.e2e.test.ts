import { describe, expect, it } from 'vitest';
import { appUrl, browserForFile, openSignedIn, seedStaff } from './support.ts';

const browser = browserForFile();

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
});
