import { describe, expect, it } from 'vitest';
import { browserForFile, seedStaff, signInOnPage } from './support.ts';

const browser = browserForFile();

describe('staff sign-in', () => {
  it('shows staff sign-in at /admin', async () => {
    const page = await browser.open('/admin');
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(page.url()).toMatch(/\/admin$/);
    await page.context().close();
  });

  it('says "Login failed: {message}" for a wrong password and stays on /admin', async () => {
    const page = await browser.open('/admin');
    await page.getByLabel('Email').fill(seedStaff.reception.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(/^Login failed: .+/).waitFor();
    expect(await page.getByText(/^Login failed: /).textContent()).toBe(
      'Login failed: Invalid login credentials',
    );
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.context().close();
  });

  it('sends the manager to the dashboard, shows her name, and Logout signs out to /admin', async () => {
    const page = await browser.open('/admin');
    await signInOnPage(page, seedStaff.jana);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    expect(await page.getByTestId('staff-name').textContent()).toBe(seedStaff.jana.name);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    // Signed out for real: a guarded page sends back to sign-in.
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.context().close();
  });
});
