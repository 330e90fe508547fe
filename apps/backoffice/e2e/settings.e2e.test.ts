import { serviceClient } from '@venue/test-kit/clients';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, createStaffAccount, openSignedIn, stack } from './support.ts';

const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
// A manager account of this test's own, so the seed's accounts keep their passwords.
const manager = { email: `manager-${run}@example.com`, password: 'first-password-1' };
let userId = '';

beforeAll(async () => {
  userId = await createStaffAccount({ ...manager, name: 'Test Manager', role: 'jana' });
});

afterAll(async () => {
  if (userId) await serviceClient(stack).auth.admin.deleteUser(userId);
});

describe('settings: change password', () => {
  it('refuses a wrong current password with "Current password is incorrect!"', async () => {
    const page = await openSignedIn(browser, manager, '/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel(/^New password/).fill('second-password-2');
    await page.getByLabel('Confirm new password').fill('second-password-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Current password is incorrect!').waitFor();
    await page.context().close();
  });

  it('the manager changes her password and signs in with the new one', async () => {
    const newPassword = 'second-password-2';
    const page = await openSignedIn(browser, manager, '/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByLabel('Current password').fill(manager.password);
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated successfully!').waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await page.getByLabel('Email').fill(manager.email);
    await page.getByLabel('Password').fill(manager.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(/^Login failed: /).waitFor();

    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    await page.context().close();
  });
});
