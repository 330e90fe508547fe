import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { deleteStaffAccount } from '@venue/data/staff/delete-staff-account';
import { getSignedInUserId } from '@venue/data/staff/get-signed-in-user-id';
import { listStaff, type StaffMember } from '@venue/data/staff/list-staff';
import { setStaffPassword } from '@venue/data/staff/set-staff-password';
import { updateStaffAccount } from '@venue/data/staff/update-staff-account';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { expectVisible } from '../../test/visible.ts';
import { ManageUsersPage } from './manage-users-page.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/staff/list-staff', () => ({ listStaff: vi.fn() }));
vi.mock('@venue/data/staff/get-signed-in-user-id', () => ({ getSignedInUserId: vi.fn() }));
vi.mock('@venue/data/staff/update-staff-account', () => ({ updateStaffAccount: vi.fn() }));
vi.mock('@venue/data/staff/delete-staff-account', () => ({ deleteStaffAccount: vi.fn() }));
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
  vi.mocked(setStaffPassword).mockReset().mockResolvedValue();
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
      new DataError('The last manager account cannot be removed or demoted.', '409', null, {
        code: 'staff.last_manager',
        params: {},
      }),
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
      new DataError('Only the manager can manage staff accounts.', '403', null, {
        code: 'access.manager_only',
        params: { action: 'manage staff accounts' },
      }),
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
      await screen.findByText('Error fetching users: Something went wrong. Please try again.'),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert', { name: 'Users could not be loaded' });
    expect(within(alert).getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Staff accounts' })).not.toBeInTheDocument();
    expect(screen.queryByText('Total users')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Staff accounts' })).toBeInTheDocument();
    expect(screen.queryByText('Users could not be loaded')).not.toBeInTheDocument();
  });
});

// The manager working in Arabic: the staff page and its dialogs read right to left, the role names
// are the header's, dates are in Arabic, and e-mail addresses keep their own direction.
describe('the manage users page in Arabic', () => {
  beforeEach(async () => {
    await activateLocale('ar');
  });

  it('reads right to left: Arabic stats, role badges, dates in Arabic, the e-mail left to right', async () => {
    renderPage();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expectVisible(screen.getByRole('heading', { level: 1, name: 'إدارة المستخدمين' }));
    const card = await screen.findByRole('listitem', { name: 'Rami Nasser' });
    expect(screen.getByLabelText('إجمالي المستخدمين: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('المديرون: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('موظفو الاستقبال: 1')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'حسابات الموظفين' })).toBeInTheDocument();
    // The role names are the header's badges'.
    expect(within(card).getByText('موظف استقبال')).toBeInTheDocument();
    const own = screen.getByRole('listitem', { name: 'Jana Haddad' });
    expect(within(own).getByText('جنى (المديرة)')).toBeInTheDocument();
    await waitFor(() => expect(within(own).getByText(/\(أنت\)/)).toBeInTheDocument());

    const email = within(card).getByText('reception@example.com');
    expect(email.tagName).toBe('BDI');
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByText(/^أُنشئ في: /)).toHaveTextContent('أُنشئ في: 1 آب 2026، 13:00');
    expect(within(card).getByText(/^آخر تحديث: /)).toHaveTextContent(
      'آخر تحديث: 22 تشرين الثاني 2026، 00:30',
    );
    expect(within(card).getByText(/^أنشأه:/)).toHaveTextContent('أنشأه: Jana Haddad');
    expect(within(card).getByRole('button', { name: 'تعديل Rami Nasser' })).toHaveTextContent(
      'تعديل',
    );
    expect(within(card).getByRole('button', { name: 'حذف Rami Nasser' })).toHaveTextContent('حذف');
    expect(within(card).queryByText(/Created|Edit|Delete|Reception/)).toBeNull();
  });

  it('the edit dialog in Arabic: read-only e-mail, Arabic roles, and "Name is required" in Arabic', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'تعديل Rami Nasser' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل المستخدم' });
    const email = within(dialog).getByRole('textbox', { name: 'البريد الإلكتروني' });
    // Mantine sets the direction on the box around the input.
    expect(email.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByText('لا يمكن تغيير البريد الإلكتروني')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /الدور/ }));
    expect(
      await screen.findByRole('option', { name: 'جنى (المديرة)', hidden: true }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.clear(within(dialog).getByRole('textbox', { name: /الاسم الكامل/ }));
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('الاسم مطلوب')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });

  it('the set password dialog in Arabic: a short password refused in Arabic, then set and said in Arabic', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'تعيين كلمة المرور لـ Rami Nasser' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'تعيين كلمة المرور' });
    expect(within(dialog).getByText('Rami Nasser').tagName).toBe('BDI');
    const password = within(dialog).getByLabelText(/^كلمة المرور الجديدة/);
    const confirmation = within(dialog).getByLabelText(/^تأكيد كلمة المرور الجديدة/);
    await user.type(password, 'abc');
    await user.type(confirmation, 'abd');
    await user.click(within(dialog).getByRole('button', { name: 'تعيين كلمة المرور' }));
    expect(
      await within(dialog).findByText('يجب ألا تقل كلمة المرور عن 10 أحرف'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('كلمتا المرور الجديدتان غير متطابقتين!')).toBeInTheDocument();
    expect(setStaffPassword).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'new-secret-1');
    await user.clear(confirmation);
    await user.type(confirmation, 'new-secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'تعيين كلمة المرور' }));
    expect(
      await screen.findByText('تم تحديث كلمة مرور \u2068Rami Nasser\u2069 بنجاح!'),
    ).toBeInTheDocument();
  });
});
