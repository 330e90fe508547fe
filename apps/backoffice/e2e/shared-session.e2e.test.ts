import { describe, expect, it } from 'vitest';
import { appUrls, browserForFile, seedStaff, signInOnPage } from './support.ts';

// Staff sign in on the back-office; the site shares that session (a cookie: the two builds run on
// 127.0.0.1 on different ports, and cookies ignore ports, as on one parent domain in production).

const browser = browserForFile();

describe('one staff session for the back-office and the site', () => {
  it('shows Logout on the site after signing in on the back-office; Logout there signs out of both', async () => {
    const backOffice = await browser.open('/admin');
    const site = await backOffice.context().newPage();
    await site.goto(`${appUrls.site}/offers`);
    const siteNav = site.getByRole('navigation', { name: 'Main' });
    await siteNav.getByRole('link', { name: 'Offers' }).waitFor();
    expect(await siteNav.getByRole('button', { name: 'Logout' }).count()).toBe(0);

    await signInOnPage(backOffice, seedStaff.reception);
    await site.reload();
    await siteNav.getByRole('button', { name: 'Logout' }).click();

    await site.waitForURL(`${appUrls.site}/`);
    await siteNav.getByRole('button', { name: 'Logout' }).waitFor({ state: 'detached' });
    await backOffice.reload();
    await backOffice.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(new URL(backOffice.url()).pathname).toBe('/admin');
    await backOffice.context().close();
  });
});
