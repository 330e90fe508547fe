import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ChangePasswordError, changePassword } from '@venue/data/auth/change-password';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { SettingsPage } from './settings-page.tsx';

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/auth/change-password', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  changePassword: vi.fn(),
}));

function renderPage() {
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <SettingsPage />
    </AppProviders>,
  );
  const section = screen.getByRole('region', { name: 'تغيير كلمة المرور' });
  return {
    section,
    current: within(section).getByLabelText(/^كلمة المرور الحالية/),
    next: within(section).getByLabelText(/^كلمة المرور الجديدة/),
    confirmation: within(section).getByLabelText(/^تأكيد كلمة المرور الجديدة/),
    submit: within(section).getByRole('button', { name: 'تحديث كلمة المرور' }),
  };
}

beforeEach(async () => {
  await activateLocale('ar');
  vi.mocked(changePassword).mockReset().mockResolvedValue();
});

describe('the settings page in Arabic', () => {
  it('reads right to left and refuses a short new password in Arabic', async () => {
    const user = userEvent.setup();
    const { section, current, next, confirmation, submit } = renderPage();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeInTheDocument();
    expect(
      within(section).getByText('لا تقل عن 10 أحرف، وليست من كلمات المرور الشائعة.'),
    ).toBeInTheDocument();
    await user.type(current, 'old-password');
    await user.type(next, 'short12');
    await user.type(confirmation, 'short13');
    await user.click(submit);
    expect(
      await within(section).findByText('يجب ألا تقل كلمة المرور عن 10 أحرف!'),
    ).toBeInTheDocument();
    expect(within(section).getByText('كلمتا المرور الجديدتان غير متطابقتين!')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('says the change and its refusals in Arabic', async () => {
    const user = userEvent.setup();
    const { current, next, confirmation, submit } = renderPage();
    vi.mocked(changePassword).mockRejectedValueOnce(
      new ChangePasswordError({ code: 'auth.wrong_current_password', params: {} }),
    );
    await user.type(current, 'wrong-password');
    await user.type(next, 'new-password-1');
    await user.type(confirmation, 'new-password-1');
    await user.click(submit);
    expect(await screen.findByText('كلمة المرور الحالية غير صحيحة!')).toBeInTheDocument();

    await user.click(submit);
    expect(await screen.findByText('تم تحديث كلمة المرور بنجاح!')).toBeInTheDocument();
  });
});
