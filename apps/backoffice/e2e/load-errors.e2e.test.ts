import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, seedStaff, signInOnPage } from './support.ts';

const browser = browserForFile();

/**
 * What the API answers while failing: PostgREST's error shape, a status it does not retry. It
 * carries no refusal code, so the screens say a general failure instead of the server's English.
 */
const failure = {
  code: 'XX000',
  message: 'The database is not answering',
  details: null,
  hint: null,
};

/**
 * Opens `path` and signs in as the manager with the list reads of `table` (those that do not ask
 * for one row by id, as sign-in does) failing, until `recover` is called.
 */
async function openWithFailingReads(path: string, table: string) {
  const page: Page = await browser.open(path);
  let isFailing = true;
  await page.route(
    (url) => url.pathname.endsWith(`/rest/v1/${table}`) && !url.searchParams.has('id'),
    (route) =>
      isFailing && route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: failure })
        : route.continue(),
  );
  await signInOnPage(page, seedStaff.jana);
  return {
    page,
    recover: () => {
      isFailing = false;
    },
  };
}

const generalFailure = 'Something went wrong. Please try again.';

describe('a list whose load fails', () => {
  it('the calendar says why and offers Retry instead of "No bookings for this date"', async () => {
    const { page, recover } = await openWithFailingReads('/admin/calendar', 'bookings');
    const alert = page.getByRole('alert').filter({ hasText: 'The bookings could not be loaded' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(generalFailure);
    expect(await alert.textContent()).not.toContain(failure.message);
    expect(await page.getByText('No bookings for this date').count()).toBe(0);

    recover();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await alert.waitFor({ state: 'detached' });
    await page.getByText('No bookings for this date').or(page.getByRole('table')).first().waitFor();
  });

  it('the staff list says why, toasts "Error fetching users: ...", and loads on Retry', async () => {
    const { page, recover } = await openWithFailingReads('/admin/manage-users', 'staff');
    const alert = page.getByRole('alert').filter({ hasText: 'Users could not be loaded' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(generalFailure);
    await page.getByText(`Error fetching users: ${generalFailure}`).waitFor();

    recover();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('list', { name: 'Staff accounts' }).waitFor();
    expect(await alert.count()).toBe(0);
  });
});
