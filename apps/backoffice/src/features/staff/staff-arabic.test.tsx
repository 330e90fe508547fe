import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { createStaffAccount } from '@venue/data/staff/create-staff-account';
import { getSignedInUserId } from '@venue/data/staff/get-signed-in-user-id';
import { listStaff, type StaffMember } from '@venue/data/staff/list-staff';
import { setStaffPassword } from '@venue/data/staff/set-staff-password';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { AddUserPage } from './add-user-page.tsx';
import { ManageUsersPage } from './manage-users-page.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/staff/list-staff', () => ({ listStaff: vi.fn() }));
vi.mock('@venue/data/staff/get-signed-in-user-id', () => ({ getSignedInUserId: vi.fn() }));
vi.mock('@venue/data/staff/set-staff-password', () => ({ setStaffPassword: vi.fn() }));
vi.mock('@venue/data/staff/create-staff-account', () => ({ createStaffAccount: vi.fn() }));

// The manager working in Arabic: the staff pages and their dialogs read right to left, the role
// names are the header's, dates are in Arabic, and e-mail addresses keep their own direction.

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
  name: 'رامي نصر',
  email: 'reception@example.com',
  role: 'reception',
  created_at: '2026-08-01T10:00:00Z',
  created_by: 'jana-id',
  updated_at: '2026-11-21T22:30:00Z',
};

function renderWithRouter(element: React.ReactNode, path: string) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/admin/manage-users', element: <h1>Manage users page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeEach(async () => {
  await activateLocale('ar');
  vi.mocked(listStaff).mockReset().mockResolvedValue([jana, rami]);
  vi.mocked(getSignedInUserId).mockResolvedValue('jana-id');
  vi.mocked(setStaffPassword).mockReset().mockResolvedValue();
  vi.mocked(createStaffAccount).mockReset();
});

describe('the manage users page in Arabic', () => {
  it('reads right to left: Arabic stats, role badges, dates in Arabic, the e-mail left to right', async () => {
    renderWithRouter(<ManageUsersPage />, '/admin/manage-users-ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'إدارة المستخدمين' })).toBeVisible();
    const card = await screen.findByRole('listitem', { name: 'رامي نصر' });
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
    expect(within(card).getByRole('button', { name: 'تعديل رامي نصر' })).toHaveTextContent('تعديل');
    expect(within(card).getByRole('button', { name: 'حذف رامي نصر' })).toHaveTextContent('حذف');
    expect(within(card).queryByText(/Created|Edit|Delete|Reception/)).toBeNull();
  });

  it('the edit dialog in Arabic: read-only e-mail, Arabic roles, and "Name is required" in Arabic', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ManageUsersPage />, '/admin/manage-users-ar');
    await user.click(await screen.findByRole('button', { name: 'تعديل رامي نصر' }));
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
    renderWithRouter(<ManageUsersPage />, '/admin/manage-users-ar');
    await user.click(await screen.findByRole('button', { name: 'تعيين كلمة المرور لـ رامي نصر' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعيين كلمة المرور' });
    expect(within(dialog).getByText('رامي نصر').tagName).toBe('BDI');
    const password = within(dialog).getByLabelText(/^كلمة المرور الجديدة/);
    const confirmation = within(dialog).getByLabelText(/^تأكيد كلمة المرور الجديدة/);
    await user.type(password, 'abc');
    await user.type(confirmation, 'abd');
    await user.click(within(dialog).getByRole('button', { name: 'تعيين كلمة المرور' }));
    expect(
      await within(dialog).findByText('يجب ألا يقل عدد أحرف كلمة المرور عن 6'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('كلمتا المرور الجديدتان غير متطابقتين!')).toBeInTheDocument();
    expect(setStaffPassword).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'new-secret-1');
    await user.clear(confirmation);
    await user.type(confirmation, 'new-secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'تعيين كلمة المرور' }));
    expect(
      await screen.findByText('تم تحديث كلمة المرور بنجاح لـ \u2068رامي نصر\u2069!'),
    ).toBeInTheDocument();
  });
});

describe('the add user page in Arabic', () => {
  it('refuses an empty form in Arabic beside each field, and shows the role information in Arabic', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AddUserPage />, '/admin/add-user');
    const form = screen.getByRole('form', { name: 'إضافة مستخدم' });
    expect(screen.getByRole('heading', { name: 'معلومات الأدوار' })).toBeInTheDocument();
    expect(screen.getByText('يراجع الحجوزات ويتواصل مع الزبائن عبر واتساب')).toBeInTheDocument();
    expect(
      within(form)
        .getByRole('textbox', { name: /البريد الإلكتروني/ })
        .closest('[dir]'),
    ).toHaveAttribute('dir', 'ltr');
    expect(within(form).getByText('عدد الأحرف لا يقل عن 6')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'إنشاء المستخدم' }));
    expect(await within(form).findByText('الاسم مطلوب')).toBeInTheDocument();
    expect(within(form).getByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
    expect(within(form).getByText('كلمة المرور مطلوبة')).toBeInTheDocument();
    expect(within(form).getByText('الدور مطلوب')).toBeInTheDocument();
    expect(createStaffAccount).not.toHaveBeenCalled();
  });

  it("shows the function's refusal in Arabic beside the e-mail", async () => {
    vi.mocked(createStaffAccount).mockRejectedValue(
      new DataError('Failed to create user. Email is already in use.', '409', 'email'),
    );
    const user = userEvent.setup();
    renderWithRouter(<AddUserPage />, '/admin/add-user');
    const form = screen.getByRole('form', { name: 'إضافة مستخدم' });
    await user.type(within(form).getByRole('textbox', { name: /الاسم الكامل/ }), 'سارة');
    await user.type(
      within(form).getByRole('textbox', { name: /البريد الإلكتروني/ }),
      'sara@example.com',
    );
    await user.type(within(form).getByLabelText(/^كلمة المرور/), 'secret-123');
    await user.click(within(form).getByRole('combobox', { name: /الدور/ }));
    await user.click(await screen.findByRole('option', { name: 'موظف استقبال', hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'إنشاء المستخدم' }));
    expect(
      await within(form).findByText('تعذّر إنشاء المستخدم. البريد الإلكتروني مستخدم من قبل.'),
    ).toBeInTheDocument();
  });
});
