import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { deleteStaffAccount } from '@venue/data/staff/delete-staff-account';
import { getSignedInUserId } from '@venue/data/staff/get-signed-in-user-id';
import { listStaff, type StaffMember } from '@venue/data/staff/list-staff';
import { updateStaffAccount } from '@venue/data/staff/update-staff-account';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { ManageUsersPage } from './manage-users-page.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/staff/list-staff', () => ({ listStaff: vi.fn() }));
vi.mock('@venue/data/staff/get-signed-in-user-id', () => ({ getSignedInUserId: vi.fn() }));
vi.mock('@venue/data/staff/update-staff-account', () => ({ updateStaffAccount: vi.fn() }));
vi.mock('@venue/data/staff/delete-staff-account', () => ({ deleteStaffAccount: vi.fn() }));

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
  // 00:30 on Nov 22 at the venue (UTC+2), still Nov 21 in UTC and west of it.
  updated_at: '2026-11-21T22:30:00Z',
};

function renderPage() {
  const queryClient = createQueryClient({ retry: false });
  render(
    <AppProviders queryClient={queryClient}>
      <ManageUsersPage />
    </AppProviders>,
  );
}

beforeEach(() => {
  vi.mocked(listStaff).mockReset().mockResolvedValue([jana, rami]);
  vi.mocked(getSignedInUserId).mockResolvedValue('jana-id');
  vi.mocked(updateStaffAccount)
    .mockReset()
    .mockResolvedValue({ ...rami, name: 'Rami N.' });
  vi.mocked(deleteStaffAccount).mockReset().mockResolvedValue();
});

describe('Manage users page', () => {
  it('shows the stats and a card per account with its details', async () => {
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Rami Nasser' });
    expect(screen.getByLabelText('Total users: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Managers: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Reception staff: 1')).toBeInTheDocument();
    expect(within(card).getByText('R')).toBeInTheDocument();
    expect(within(card).getByText('reception@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Reception Staff')).toBeInTheDocument();
    expect(within(card).getByText('Created by:', { exact: false })).toHaveTextContent(
      'Created by: Jana Haddad',
    );
    expect(within(card).getByText('Created: Aug 1, 2026, 13:00')).toBeInTheDocument();
    expect(within(card).getByText('Last updated: Nov 22, 2026, 00:30')).toBeInTheDocument();
  });

  it('offers no delete on the manager own card, and no role change in its edit form', async () => {
    const user = userEvent.setup();
    renderPage();
    const own = await screen.findByRole('listitem', { name: 'Jana Haddad' });
    await waitFor(() => expect(within(own).getByText(/\(you\)/)).toBeInTheDocument());
    expect(within(own).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.click(within(own).getByRole('button', { name: 'Edit Jana Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(within(dialog).getByRole('combobox', { name: /Role/ })).toBeDisabled();
  });

  it('edits the name and role with the e-mail read-only: "Email cannot be changed"', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Rami Nasser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('reception@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Email cannot be changed')).toBeInTheDocument();

    const name = within(dialog).getByRole('textbox', { name: /Full name/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(updateStaffAccount).not.toHaveBeenCalled();

    await user.type(name, ' Rami N. ');
    await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Jana (Manager)', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateStaffAccount).toHaveBeenCalledWith({}, 'rami-id', {
        name: 'Rami N.',
        role: 'jana',
      }),
    );
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
  }, 15_000);

  it('reports a refused update as "Error updating user: ..."', async () => {
    vi.mocked(updateStaffAccount).mockRejectedValue(
      new DataError('The last manager account cannot be removed or demoted.', '409'),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Rami Nasser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Error updating user: The last manager account cannot be removed or demoted.',
      ),
    ).toBeInTheDocument();
  });

  it('deletes another account after confirmation, or reports "Error deleting user: ..."', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Rami Nasser' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(deleteStaffAccount).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Rami Nasser' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(deleteStaffAccount).toHaveBeenCalledWith({}, 'rami-id'));
    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();

    vi.mocked(deleteStaffAccount).mockRejectedValue(
      new Error('Only the manager can manage staff accounts.'),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Rami Nasser' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Error deleting user: Only the manager can manage staff accounts.'),
    ).toBeInTheDocument();
  });

  it('reports a failed load as "Error fetching users: ...", shows why, and loads again on Retry', async () => {
    vi.mocked(listStaff).mockRejectedValueOnce(new Error('permission denied for table staff'));
    renderPage();
    expect(
      await screen.findByText('Error fetching users: permission denied for table staff'),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert', { name: 'Users could not be loaded' });
    expect(within(alert).getByText('permission denied for table staff')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Staff accounts' })).not.toBeInTheDocument();
    expect(screen.queryByText('Total users')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Staff accounts' })).toBeInTheDocument();
    expect(screen.queryByText('Users could not be loaded')).not.toBeInTheDocument();
  });
});
