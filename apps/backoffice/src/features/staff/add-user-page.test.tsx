import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { createStaffAccount } from '@venue/data/staff/create-staff-account';
import { isolate } from '@venue/domain/bidi';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { AddUserPage } from './add-user-page.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/staff/create-staff-account', () => ({ createStaffAccount: vi.fn() }));

/** The form's names in English, the default language. */
const english = {
  form: 'Add user',
  name: /Full name/,
  email: /Email/,
  password: /Password/,
  role: /Role/,
  submit: 'Create User',
};

function renderPage(names = english) {
  const router = createMemoryRouter(
    [
      { path: '/admin/add-user', element: <AddUserPage /> },
      { path: '/admin/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/admin/manage-users', element: <h1>Manage users page</h1> },
    ],
    { initialEntries: ['/admin/add-user'] },
  );
  const queryClient = createQueryClient({ retry: false });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const form = screen.getByRole('form', { name: names.form });
  return {
    router,
    form,
    name: within(form).getByRole('textbox', { name: names.name }),
    email: within(form).getByRole('textbox', { name: names.email }),
    password: within(form).getByLabelText(names.password),
    role: within(form).getByRole('combobox', { name: names.role }),
    submit: within(form).getByRole('button', { name: names.submit }),
  };
}

beforeEach(() => {
  vi.mocked(createStaffAccount)
    .mockReset()
    .mockImplementation(async (_client, values) => ({
      id: 'u1',
      name: values.name,
      email: values.email,
      role: values.role,
      created_at: '2026-11-21T10:00:00Z',
      created_by: 'jana',
      updated_at: '2026-11-21T10:00:00Z',
    }));
});

describe('Add user page', () => {
  it('shows the role select options and the role information panel', async () => {
    const user = userEvent.setup();
    const { role } = renderPage();
    expect(screen.getByRole('heading', { name: 'Role information' })).toBeInTheDocument();
    await user.click(role);
    expect(
      await screen.findByRole('option', { name: 'Reception Staff', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'Jana (Manager)', hidden: true }),
    ).toBeInTheDocument();
  });

  it('shows every required message on an empty submit and creates nothing', async () => {
    const user = userEvent.setup();
    const { submit, form } = renderPage();
    await user.click(submit);
    for (const message of [
      'Name is required',
      'Email is required',
      'Password is required',
      'Role is required',
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(createStaffAccount).not.toHaveBeenCalled();
  });

  it('refuses an e-mail without the shape name@domain.tld and a password under 10 characters', async () => {
    const user = userEvent.setup();
    const { name, email, password, submit, form } = renderPage();
    await user.type(name, 'Lina');
    await user.type(email, 'lina@example');
    await user.type(password, '123456789');
    await user.click(submit);
    expect(await within(form).findByText('Email is invalid')).toBeInTheDocument();
    expect(within(form).getByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(createStaffAccount).not.toHaveBeenCalled();
  });

  it('refuses a common password of 10+ characters and says why', async () => {
    const user = userEvent.setup();
    const { name, email, password, submit, form } = renderPage();
    await user.type(name, 'Lina');
    await user.type(email, 'lina@example.com');
    await user.type(password, 'password123');
    await user.click(submit);
    expect(
      await within(form).findByText(
        'This password is one of the most common ones. Choose one that is harder to guess.',
      ),
    ).toBeInTheDocument();
    expect(createStaffAccount).not.toHaveBeenCalled();
  });

  it('clears each error when its field is edited, leaving the others', async () => {
    const user = userEvent.setup();
    const { name, email, password, role, submit, form } = renderPage();
    await user.click(submit);
    await within(form).findByText('Name is required');

    await user.type(name, 'L');
    expect(within(form).queryByText('Name is required')).not.toBeInTheDocument();
    expect(within(form).getByText('Email is required')).toBeInTheDocument();

    await user.type(email, 'l');
    expect(within(form).queryByText('Email is required')).not.toBeInTheDocument();
    expect(within(form).getByText('Password is required')).toBeInTheDocument();

    await user.type(password, 'x');
    expect(within(form).queryByText('Password is required')).not.toBeInTheDocument();
    expect(within(form).getByText('Role is required')).toBeInTheDocument();

    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Reception Staff', hidden: true }));
    expect(within(form).queryByText('Role is required')).not.toBeInTheDocument();
  });

  it('creates the account with trimmed values, says so and goes to manage users', async () => {
    const user = userEvent.setup();
    const { router, name, email, password, role, submit } = renderPage();
    await user.type(name, '  Lina Saleh ');
    await user.type(email, ' lina@example.com ');
    await user.type(password, 'lane-seven-1');
    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Jana (Manager)', hidden: true }));
    await user.click(submit);
    await waitFor(() =>
      expect(createStaffAccount).toHaveBeenCalledWith(
        {},
        { name: 'Lina Saleh', email: 'lina@example.com', password: 'lane-seven-1', role: 'jana' },
      ),
    );
    expect(
      await screen.findByText(`User ${isolate('Lina Saleh')} added successfully!`),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Manage users page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/manage-users');
  });

  it('shows the server refusal in the spec words and stays on the page', async () => {
    vi.mocked(createStaffAccount).mockRejectedValue(
      new DataError('Failed to create user. Email is already in use.', '409', null, {
        code: 'staff.email_in_use',
        params: {},
      }),
    );
    const user = userEvent.setup();
    const { router, name, email, password, role, submit } = renderPage();
    await user.type(name, 'Lina');
    await user.type(email, 'reception@example.com');
    await user.type(password, 'lane-seven-1');
    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Reception Staff', hidden: true }));
    await user.click(submit);
    expect(
      await screen.findByText('Failed to create user. Email is already in use.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/add-user');
  });

  it('Cancel returns to the dashboard', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});

describe('the add user page in Arabic', () => {
  const arabic = {
    form: 'إضافة مستخدم',
    name: /الاسم الكامل/,
    email: /البريد الإلكتروني/,
    password: /^كلمة المرور/,
    role: /الدور/,
    submit: 'إنشاء المستخدم',
  };

  beforeEach(async () => {
    await activateLocale('ar');
  });

  it('refuses an empty form in Arabic beside each field, and shows the role information in Arabic', async () => {
    const user = userEvent.setup();
    const { form, email, submit } = renderPage(arabic);
    expect(screen.getByRole('heading', { name: 'معلومات الأدوار' })).toBeInTheDocument();
    expect(screen.getByText('يراجع الحجوزات ويتواصل مع الزبائن عبر واتساب')).toBeInTheDocument();
    // Mantine sets the direction on the box around the input.
    expect(email.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(
      within(form).getByText('لا تقل عن 10 أحرف، وليست من كلمات المرور الشائعة.'),
    ).toBeInTheDocument();
    await user.click(submit);
    expect(await within(form).findByText('الاسم مطلوب')).toBeInTheDocument();
    expect(within(form).getByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
    expect(within(form).getByText('كلمة المرور مطلوبة')).toBeInTheDocument();
    expect(within(form).getByText('الدور مطلوب')).toBeInTheDocument();
    expect(createStaffAccount).not.toHaveBeenCalled();
  });

  it("shows the function's refusal in Arabic beside the e-mail", async () => {
    vi.mocked(createStaffAccount).mockRejectedValue(
      new DataError('Failed to create user. Email is already in use.', '409', 'email', {
        code: 'staff.email_in_use',
        params: {},
      }),
    );
    const user = userEvent.setup();
    const { form, name, email, password, role, submit } = renderPage(arabic);
    await user.type(name, 'سارة');
    await user.type(email, 'sara@example.com');
    await user.type(password, 'lane-seven-123');
    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'موظف استقبال', hidden: true }));
    await user.click(submit);
    expect(
      await within(form).findByText('تعذّر إنشاء المستخدم. البريد الإلكتروني مستخدم من قبل.'),
    ).toBeInTheDocument();
  });
});
