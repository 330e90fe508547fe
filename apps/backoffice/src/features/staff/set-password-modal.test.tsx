import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { getSignedInUserId } from '@venue/data/staff/get-signed-in-user-id';
import { listStaff, type StaffMember } from '@venue/data/staff/list-staff';
import { setStaffPassword } from '@venue/data/staff/set-staff-password';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { ManageUsersPage } from './manage-users-page.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/staff/list-staff', () => ({ listStaff: vi.fn() }));
vi.mock('@venue/data/staff/get-signed-in-user-id', () => ({ getSignedInUserId: vi.fn() }));
vi.mock('@venue/data/staff/set-staff-password', () => ({ setStaffPassword: vi.fn() }));

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
  ...jana,
  id: 'rami-id',
  name: 'Rami Nasser',
  email: 'reception@example.com',
  role: 'reception',
  created_by: 'jana-id',
};

async function openDialog() {
  const user = userEvent.setup();
  const queryClient = createQueryClient({ retry: false });
  render(
    <AppProviders queryClient={queryClient}>
      <ManageUsersPage />
    </AppProviders>,
  );
  await user.click(await screen.findByRole('button', { name: 'Set password for Rami Nasser' }));
  const dialog = await screen.findByRole('dialog', { name: 'Set password' });
  return {
    user,
    dialog,
    password: within(dialog).getByLabelText(/^New password/),
    confirm: within(dialog).getByLabelText(/^Confirm new password/),
    submit: within(dialog).getByRole('button', { name: 'Set password' }),
  };
}

beforeEach(() => {
  vi.mocked(listStaff).mockReset().mockResolvedValue([jana, rami]);
  vi.mocked(getSignedInUserId).mockResolvedValue('jana-id');
  vi.mocked(setStaffPassword).mockReset().mockResolvedValue();
});

describe('Set password for a staff member', () => {
  it('is offered on other accounts only: the manager changes her own in Settings', async () => {
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })}>
        <ManageUsersPage />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('button', { name: 'Set password for Rami Nasser' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Set password for Jana Haddad' }),
    ).not.toBeInTheDocument();
  });

  it('shows the errors beside the fields: required, too short, not matching; nothing is sent', async () => {
    const { user, dialog, password, confirm, submit } = await openDialog();
    expect(password).toHaveFocus();
    await user.click(submit);
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();

    await user.type(password, '123456789');
    await user.type(confirm, '123456789');
    await user.click(submit);
    expect(
      await within(dialog).findByText('Password must be at least 10 characters'),
    ).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, '1234567890');
    await user.clear(confirm);
    await user.type(confirm, '1234567890');
    await user.click(submit);
    expect(
      await within(dialog).findByText(
        'This password is one of the most common ones. Choose one that is harder to guess.',
      ),
    ).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'new-lane-pass-1');
    await user.clear(confirm);
    await user.type(confirm, 'new-lane-pass-2');
    await user.click(submit);
    expect(await within(dialog).findByText("New passwords don't match!")).toBeInTheDocument();
    expect(confirm).toHaveAccessibleDescription(/New passwords don't match!/);
    expect(setStaffPassword).not.toHaveBeenCalled();
  });

  it('sets the password for that member, says so and closes', async () => {
    const { user, password, confirm, submit } = await openDialog();
    await user.type(password, 'new-lane-pass-1');
    await user.type(confirm, 'new-lane-pass-1');
    await user.click(submit);
    await waitFor(() =>
      expect(setStaffPassword).toHaveBeenCalledWith({}, 'rami-id', 'new-lane-pass-1'),
    );
    expect(
      await screen.findByText('Password updated successfully for Rami Nasser!'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Set password' })).not.toBeInTheDocument(),
    );
  });

  it("shows the function's refusal of the password beside the field and keeps the dialog open", async () => {
    vi.mocked(setStaffPassword).mockRejectedValue(
      new DataError('Failed to set password. Password is too weak.', '400', 'password', {
        code: 'staff.set_password_weak',
        params: {},
      }),
    );
    const { user, dialog, password, confirm, submit } = await openDialog();
    await user.type(password, 'new-lane-pass-1');
    await user.type(confirm, 'new-lane-pass-1');
    await user.click(submit);
    expect(
      await within(dialog).findByText('Failed to set password. Password is too weak.'),
    ).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(/Password is too weak/);
    expect(
      screen.getByText('Error setting password: Failed to set password. Password is too weak.'),
    ).toBeInTheDocument();
  });

  it('Cancel closes the dialog without sending anything', async () => {
    const { user, dialog, password } = await openDialog();
    await user.type(password, 'half-typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Set password' })).not.toBeInTheDocument(),
    );
    expect(setStaffPassword).not.toHaveBeenCalled();
  });
});
