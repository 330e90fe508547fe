import { checkDialogAtWidths } from '@venue/app-shell/testing/dialog-geometry';
import { addDays, venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { serviceClient } from '@venue/test-kit/clients';
import { screenshotFolder } from '@venue/test-kit/screenshots';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, openSignedIn, seedStaff, stack } from './support.ts';

const browser = browserForFile();
const run = Math.random().toString(36).slice(2, 8);
const shotsDir = screenshotFolder('backoffice-dialogs');

/** A pending booking 45 days ahead, with a long name to stretch the dialogs' titles. */
async function insertPendingBooking(name: string): Promise<void> {
  const { error } = await serviceClient(stack)
    .from('bookings')
    .insert({
      name,
      phone: '+970591234567',
      email: `dialogs-${run}@example.com`,
      people: 4,
      rounds: 2,
      date: addDays(venueToday(new Date(), venueTimeZone), 45),
      time: '20:15',
      status: 'pending',
    });
  if (error) throw new Error(error.message);
}

/** Checks the open dialog at every width, then hands the page back at a desk's width. */
async function expectLaidOut(page: Page, dialog: Locator, name: string): Promise<string[]> {
  const { problems, shots } = await checkDialogAtWidths(page, dialog, { name, shotsDir });
  expect(problems).toEqual({});
  await page.setViewportSize({ width: 1280, height: 900 });
  return shots;
}

describe('every dialog of the back-office keeps its content inside, padded and unclipped, from 320 to 1440 px', () => {
  it('the rejection reason and the delete confirmation on the desk', async () => {
    const name = `Maximilian Abu-Rahman Al-Khatib ${run}`;
    await insertPendingBooking(name);
    const page = await openSignedIn(browser, seedStaff.reception, '/admin/jana');
    await page.getByLabel('Search bookings').fill(name);
    const card = page.getByRole('article', { name });
    await card.waitFor();

    await card.getByRole('button', { name: 'Reject & Email' }).click();
    const rejection = page.getByRole('dialog', { name: `Reject booking of ${name}` });
    await rejection.waitFor();
    await rejection.getByRole('button', { name: 'Party size issue' }).click();
    const shots = await expectLaidOut(page, rejection, 'reject-booking');
    await rejection.getByRole('button', { name: 'Cancel' }).click();
    await rejection.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Delete booking' });
    await confirmation.waitFor();
    shots.push(...(await expectLaidOut(page, confirmation, 'delete-booking')));
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await confirmation.waitFor({ state: 'detached' });
    console.info(shots.join('\n'));
    await page.context().close();
  });

  it("the manager's edit-user, delete and set-password dialogs for a staff account", async () => {
    const page = await openSignedIn(browser, seedStaff.jana, '/admin/manage-users');
    const receptionName = seedStaff.reception.name;
    await page.getByRole('button', { name: `Edit ${receptionName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user' });
    await edit.waitFor();
    const shots = await expectLaidOut(page, edit, 'edit-user');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Delete ${receptionName}` }).click();
    const confirmation = page.getByRole('dialog').filter({ hasText: receptionName });
    await confirmation.waitFor();
    shots.push(...(await expectLaidOut(page, confirmation, 'delete-user')));
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await confirmation.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Set password for ${receptionName}` }).click();
    const setPassword = page.getByRole('dialog', { name: 'Set password' });
    await setPassword.getByRole('button', { name: 'Set password' }).click();
    await setPassword.getByText('Password is required').waitFor();
    shots.push(...(await expectLaidOut(page, setPassword, 'set-password')));
    await setPassword.getByRole('button', { name: 'Cancel' }).click();
    await setPassword.waitFor({ state: 'detached' });
    console.info(shots.join('\n'));
    await page.context().close();
  });
});
