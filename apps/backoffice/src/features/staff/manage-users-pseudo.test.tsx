import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { listStaffSecondFactors } from '@venue/data/auth/second-factor';
import { deleteStaffAccount } from '@venue/data/staff/delete-staff-account';
import { getSignedInUserId } from '@venue/data/staff/get-signed-in-user-id';
import { listStaff, type StaffMember } from '@venue/data/staff/list-staff';
import { setStaffPassword } from '@venue/data/staff/set-staff-password';
import { updateStaffAccount } from '@venue/data/staff/update-staff-account';
import { formatDisplayDateTime } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { pseudoMessages, pseudoText, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { ManageUsersPage } from './manage-users-page.tsx';

// The manager's Manage Users page with a pseudo-locale in place of the English catalogue: every
// message reads accented, so a plain Latin letter on the page is a text that did not go through
// the catalogue, or the accounts' own values.
vi.mock('../../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/staff/list-staff', () => ({ listStaff: vi.fn() }));
vi.mock('@venue/data/staff/get-signed-in-user-id', () => ({ getSignedInUserId: vi.fn() }));
vi.mock('@venue/data/staff/update-staff-account', () => ({ updateStaffAccount: vi.fn() }));
vi.mock('@venue/data/staff/delete-staff-account', () => ({ deleteStaffAccount: vi.fn() }));
vi.mock('@venue/data/staff/set-staff-password', () => ({ setStaffPassword: vi.fn() }));
vi.mock('@venue/data/auth/second-factor', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listStaffSecondFactors: vi.fn(),
}));

const jana: StaffMember = {
  id: 'jana-id',
  name: 'Jana Haddad',
  email: 'jana@example.com',
  role: 'jana',
  created_at: '2026-07-01T10:00:00Z',
  created_by: null,
  updated_at: '2026-07-01T10:00:00Z',
};
const rami: StaffMember = {
  id: 'rami-id',
  name: 'Rami Nasser',
  email: 'reception@example.com',
  role: 'reception',
  created_at: '2026-08-01T10:00:00Z',
  created_by: 'jana-id',
  updated_at: '2026-11-21T22:30:00Z',
};
const huda: StaffMember = {
  id: 'huda-id',
  name: 'Huda Jaber',
  email: 'huda@example.com',
  role: 'reception',
  created_at: '2026-09-01T10:00:00Z',
  created_by: 'removed-id',
  updated_at: '2026-09-01T10:00:00Z',
};
const staff = [jana, rami, huda];

beforeEach(async () => {
  vi.mocked(listStaff).mockReset().mockResolvedValue(staff);
  vi.mocked(getSignedInUserId).mockResolvedValue('jana-id');
  // Rami set up two-step sign-in, Huda did not.
  vi.mocked(listStaffSecondFactors).mockResolvedValue(
    new Map([
      ['jana-id', false],
      ['rami-id', true],
      ['huda-id', false],
    ]),
  );
  vi.mocked(updateStaffAccount).mockReset();
  vi.mocked(deleteStaffAccount).mockReset();
  vi.mocked(setStaffPassword).mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await activateLocale('en');
});

/**
 * What the page shows that is not a message: the accounts' own values (names, e-mail addresses,
 * and each avatar's letter, the name's first), and their dates as `@venue/domain/format` writes
 * them in English.
 */
const values = [
  ...staff.flatMap((member) => [member.name, member.email]),
  ...staff.flatMap((member) =>
    [member.created_at, member.updated_at].map((date) =>
      formatDisplayDateTime(date, venueTimeZone, 'en'),
    ),
  ),
].sort((a, b) => b.length - a.length);
const initials = staff.map((member) => member.name.charAt(0));

function notThroughCatalogue(): string[] {
  return textsPastCatalogue(document.body, { values, wholeTexts: initials });
}

/** A label with a name in it (`{name}`): the label accented, the name as it is. */
const withName = (label: string, name: string) =>
  label
    .split('{name}')
    .map((part) => pseudoText(part))
    .join(name);

async function renderPage() {
  renderWithProviders(<ManageUsersPage />, 'jana', '/admin/manage-users');
  const card = await screen.findByRole('listitem', { name: rami.name });
  // The second factors have been read: Rami's card offers to remove his.
  await within(card).findByRole('button', {
    name: withName('Remove two-step sign-in of {name}', rami.name),
  });
  return card;
}

describe("every word of the manager's Manage Users page goes through its catalogue", () => {
  it('the stats, and each account with its role, two-step sign-in and dates', async () => {
    const card = await renderPage();
    expect(within(card).getByText(pseudoText('Two-step sign-in on'))).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: huda.name })).getByText(
        pseudoText('A removed account'),
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('the edit dialog and its refusal of an empty name', async () => {
    const user = userEvent.setup();
    const card = await renderPage();
    await user.click(
      within(card).getByRole('button', { name: withName('Edit {name}', rami.name) }),
    );
    const dialog = await screen.findByRole('dialog', { name: pseudoText('Edit user') });
    await user.clear(
      within(dialog).getByRole('textbox', { name: new RegExp(pseudoText('Full name')) }),
    );
    await user.click(within(dialog).getByRole('button', { name: pseudoText('Save') }));
    expect(await within(dialog).findByText(pseudoText('Name is required'))).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('the set password dialog and its refusals', async () => {
    const user = userEvent.setup();
    const card = await renderPage();
    await user.click(
      within(card).getByRole('button', { name: withName('Set password for {name}', rami.name) }),
    );
    const dialog = await screen.findByRole('dialog', { name: pseudoText('Set password') });
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${pseudoText('New password')}`)),
      'abc',
    );
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${pseudoText('Confirm new password')}`)),
      'abd',
    );
    await user.click(within(dialog).getByRole('button', { name: pseudoText('Set password') }));
    // Both fields show their refusal (by code, in the pseudo-locale's words).
    await waitFor(() => expect(dialog.querySelectorAll('[id$="-error"]')).toHaveLength(2));
    expect(setStaffPassword).not.toHaveBeenCalled();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('the questions before deleting an account and removing its two-step sign-in', async () => {
    const user = userEvent.setup();
    const card = await renderPage();
    await user.click(
      within(card).getByRole('button', { name: withName('Delete {name}', rami.name) }),
    );
    const deletion = await screen.findByRole('dialog', { name: pseudoText('Delete user') });
    expect(notThroughCatalogue()).toEqual([]);
    await user.click(within(deletion).getByRole('button', { name: pseudoText('Cancel') }));
    expect(deleteStaffAccount).not.toHaveBeenCalled();

    await user.click(
      within(card).getByRole('button', {
        name: withName('Remove two-step sign-in of {name}', rami.name),
      }),
    );
    expect(
      await screen.findByRole('dialog', { name: pseudoText('Remove two-step sign-in') }),
    ).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it('a failed load: its toast, its reason and Retry', async () => {
    vi.mocked(listStaff).mockRejectedValue(new Error('permission denied for table staff'));
    renderWithProviders(<ManageUsersPage />, 'jana', '/admin/manage-users');
    const alert = await screen.findByRole('alert', {
      name: pseudoText('Users could not be loaded'),
    });
    expect(within(alert).getByRole('button', { name: pseudoText('Retry') })).toBeInTheDocument();
    expect(
      await screen.findByText(new RegExp(pseudoText('Error fetching users'))),
    ).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });
});
