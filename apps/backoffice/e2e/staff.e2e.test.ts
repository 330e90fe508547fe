import { isolate } from '@venue/domain/bidi';
import { serviceClient } from '@venue/test-kit/clients';
import { afterAll, describe, expect, it } from 'vitest';
import { browserForFile, openSignedIn, seedStaff, signInOnPage, stack } from './support.ts';

// The manager creates a staff account through the staff-accounts function and stays signed in;
// the new account can sign in at once.

const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const newStaff = {
  name: `Lina Saleh ${run}`,
  email: `lina-${run}@example.com`,
  password: 'lina-pass-1',
};

afterAll(async () => {
  const admin = serviceClient(stack);
  const { data } = await admin.from('staff').select('id').eq('email', newStaff.email);
  for (const row of data ?? []) await admin.auth.admin.deleteUser(row.id);
});

describe('the manager adds staff', () => {
  it('creates a reception account that can then sign in', async () => {
    const page = await openSignedIn(browser, seedStaff.jana, '/admin/add-user');
    await page.getByRole('heading', { level: 1, name: 'Add User' }).waitFor();

    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Role is required').waitFor();

    await page.getByLabel('Full name').fill(newStaff.name);
    await page.getByLabel('Email').fill(seedStaff.reception.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(newStaff.password);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Reception Staff' }).click();
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('Failed to create user. Email is already in use.').waitFor();

    await page.getByLabel('Email').fill(newStaff.email);
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText(`User ${isolate(newStaff.name)} added successfully!`).waitFor();
    await page.waitForURL('**/admin/manage-users');

    // Still the manager: her own card, and the new one with its role.
    const card = page.getByRole('listitem', { name: newStaff.name });
    await card.getByText(newStaff.email).waitFor();
    await card.getByText('Reception Staff').waitFor();
    await card.getByText(`Created by: ${seedStaff.jana.name}`).waitFor();
    await page.getByRole('listitem', { name: seedStaff.jana.name }).getByText('(you)').waitFor();

    const other = await browser.open('/admin');
    await signInOnPage(other, newStaff);
    await other.waitForURL('**/admin/calendar');
    expect(new URL(other.url()).pathname).toBe('/admin/calendar');
    await other.context().close();
    await page.context().close();
  });
});
