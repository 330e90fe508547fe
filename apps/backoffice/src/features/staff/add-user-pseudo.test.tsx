import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { createStaffAccount } from '@venue/data/staff/create-staff-account';
import { pseudoMessages, pseudoText, textsPastCatalogue } from '@venue/i18n/pseudo-locale';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { AddUserPage } from './add-user-page.tsx';

// The manager's Add User page with a pseudo-locale in place of the English catalogue: every
// message reads accented, so a plain Latin letter on the page is a text that did not go through
// the catalogue (or what the manager typed: an input's value is no text node).
vi.mock('../../locales/en.po', async (importOriginal) => {
  const { messages } = await importOriginal<typeof import('../../locales/en.po')>();
  return { messages: pseudoMessages(messages) };
});
vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/staff/create-staff-account', () => ({ createStaffAccount: vi.fn() }));

beforeEach(async () => {
  vi.mocked(createStaffAccount).mockReset();
  await activateLocale('en');
});

/** The page shows no data but what the manager typed. */
function notThroughCatalogue(): string[] {
  return textsPastCatalogue(document.body);
}

function renderPage() {
  renderWithProviders(<AddUserPage />, 'jana', '/admin/add-user');
  const form = screen.getByRole('form', { name: pseudoText('Add user') });
  return {
    form,
    field: (label: string) => within(form).getByRole('textbox', { name: new RegExp(label) }),
    role: within(form).getByRole('combobox', { name: new RegExp(pseudoText('Role')) }),
    submit: within(form).getByRole('button', { name: pseudoText('Create User') }),
  };
}

describe("every word of the manager's Add User page goes through its catalogue", () => {
  it('the form, the role information and the roles to choose from', async () => {
    const user = userEvent.setup();
    const { role } = renderPage();
    expect(
      screen.getByRole('heading', { level: 2, name: pseudoText('Role information') }),
    ).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/[áéíóú]/);
    expect(notThroughCatalogue()).toEqual([]);
    await user.click(role);
    expect(
      await screen.findByRole('option', { name: pseudoText('Reception Staff'), hidden: true }),
    ).toBeInTheDocument();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it("the form's refusals when sent empty, then of a bad address and a short password", async () => {
    const user = userEvent.setup();
    const { form, field, submit } = renderPage();
    await user.click(submit);
    expect(await within(form).findByText(pseudoText('Name is required'))).toBeInTheDocument();
    // Each field shows its refusal (by code, in the pseudo-locale's words).
    expect(form.querySelectorAll('[id$="-error"]')).toHaveLength(4);
    expect(notThroughCatalogue()).toEqual([]);

    await user.type(field(pseudoText('Full name')), 'Lina');
    await user.type(field(pseudoText('Email')), 'lina@example');
    await user.type(within(form).getByLabelText(new RegExp(pseudoText('Password'))), '123456789');
    await user.click(submit);
    expect(await within(form).findByText(pseudoText('Email is invalid'))).toBeInTheDocument();
    expect(
      within(form).getByText(pseudoText('Password must be at least 10 characters')),
    ).toBeInTheDocument();
    expect(createStaffAccount).not.toHaveBeenCalled();
    expect(notThroughCatalogue()).toEqual([]);
  });

  it("the function's refusal, beside the e-mail and in a toast", async () => {
    vi.mocked(createStaffAccount).mockRejectedValue(
      new DataError('Failed to create user. Email is already in use.', '409', 'email', {
        code: 'staff.email_in_use',
        params: {},
      }),
    );
    const user = userEvent.setup();
    const { form, field, role, submit } = renderPage();
    await user.type(field(pseudoText('Full name')), 'Lina Saleh');
    await user.type(field(pseudoText('Email')), 'reception@example.com');
    await user.type(
      within(form).getByLabelText(new RegExp(pseudoText('Password'))),
      'lane-seven-123',
    );
    await user.click(role);
    await user.click(
      await screen.findByRole('option', { name: pseudoText('Reception Staff'), hidden: true }),
    );
    await user.click(submit);
    const refusal = pseudoText('Failed to create user. Email is already in use.');
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect((await screen.findAllByText(refusal)).length).toBe(2);
    expect(notThroughCatalogue()).toEqual([]);
  });
});
