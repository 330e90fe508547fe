import { seriousAxeViolations } from '@venue/test-kit/axe';
import { describe, expect, it } from 'vitest';
import { browserForFile, openSignedIn, seedStaff } from './support.ts';

const browser = browserForFile();

describe('the back-office has no serious accessibility violations', () => {
  it('on the sign-in page', async () => {
    const page = await browser.open('/admin');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['/admin/dashboard', 'Admin Dashboard'],
    ['/admin/calendar', 'Reception Calendar'],
    ['/admin/jana', "Jana's Dashboard"],
    ['/admin/manage-users', 'Manage Users'],
    ['/admin/media-management', 'Media Management'],
    ['/admin/settings', 'Settings'],
  ])('on %s', async (path, heading) => {
    const page = await openSignedIn(browser, seedStaff.jana, path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
