import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

function renderForm(result = true) {
  const onSubmit = vi.fn(async () => result);
  renderWithProviders(<ChangePasswordForm isSubmitting={false} onSubmit={onSubmit} />);
  return { onSubmit };
}

async function fill(current: string, next: string, confirmation: string) {
  if (current) await userEvent.type(screen.getByLabelText(/^Current password/), current);
  if (next) await userEvent.type(screen.getByLabelText(/^New password/), next);
  if (confirmation)
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('the change-password form', () => {
  it('refuses a confirmation that does not match: "New passwords don\'t match!"', async () => {
    const { onSubmit } = renderForm();
    await fill('old-password', 'new-password-1', 'new-password-2');
    expect(await screen.findByText("New passwords don't match!")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a new password of 9 characters: "Password must be at least 10 characters long!"', async () => {
    const { onSubmit } = renderForm();
    await fill('old-password', 'short1234', 'short1234');
    expect(
      await screen.findByText('Password must be at least 10 characters long!'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a common new password of 10+ characters', async () => {
    const { onSubmit } = renderForm();
    await fill('old-password', 'password123', 'password123');
    expect(
      await screen.findByText(
        'This password is one of the most common ones. Choose one that is harder to guess.',
      ),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs the current password', async () => {
    const { onSubmit } = renderForm();
    await fill('', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts 10 uncommon characters that match, sends them, and clears the form on success', async () => {
    const { onSubmit } = renderForm(true);
    await fill('old-password', 'exactly-10', 'exactly-10');
    expect(onSubmit).toHaveBeenCalledWith({
      currentPassword: 'old-password',
      newPassword: 'exactly-10',
    });
    expect(await screen.findByLabelText(/^New password/)).toHaveValue('');
  });

  it('keeps what was typed when the change fails', async () => {
    renderForm(false);
    await fill('wrong-password', 'new-password-1', 'new-password-1');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('new-password-1');
  });
});
