import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { renderApp, renderWithProviders } from '../test/render-app.tsx';
import { confirmAction } from './confirm-action.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { LoadError } from './query-states.tsx';

vi.mock('../lib/supabase.ts', () => ({ supabase: {} }));

// The screens every page shares (not found, loading, no staff access, a load failure, the
// confirmation dialog) speak Arabic to a staff member working in Arabic.

beforeEach(async () => {
  await activateLocale('ar');
});

describe('the shared screens in Arabic', () => {
  it('the 404 page, in Arabic, right to left, with its way back', async () => {
    renderApp('/admin/no-such-page', 'reception');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'عذرًا! الصفحة غير موجودة' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('الصفحة المطلوبة غير موجودة أو نُقلت إلى مكان آخر.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('the loading screen says "Loading" in Arabic', () => {
    renderWithProviders(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل');
  });

  it('an account without a staff record: the explanation and sign-out in Arabic, the e-mail isolated', async () => {
    renderApp('/admin/dashboard', 'no-staff');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'لا توجد صلاحية موظف' }),
    ).toBeInTheDocument();
    const email = screen.getByText('no-staff@example.com');
    expect(email.tagName).toBe('BDI');
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(email.parentElement).toHaveTextContent(/^سجّلت الدخول باسم no-staff@example\.com، لكن/);
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
  });

  it('a load failure: the fallback reason and "Retry" in Arabic', async () => {
    const refetch = vi.fn();
    const query = {
      isPending: false,
      isError: true,
      isSuccess: false,
      isFetching: false,
      error: {},
      refetch,
    };
    renderWithProviders(<LoadError query={query} title="عنوان" />);
    const alert = screen.getByRole('alert', { name: 'عنوان' });
    expect(alert).toHaveTextContent('حدث خطأ ما. يُرجى المحاولة مرة أخرى.');
    await userEvent.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('the confirmation dialog: its default title, question and buttons in Arabic', async () => {
    renderWithProviders(<span />);
    const answer = confirmAction();
    const dialog = await screen.findByRole('dialog', { name: 'تأكيد الإجراء' });
    expect(within(dialog).getByText('هل أنت متأكد؟')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'تأكيد' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
