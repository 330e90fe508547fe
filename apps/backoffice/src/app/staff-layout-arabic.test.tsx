// @vitest-environment jsdom
// On jsdom, not the project's happy-dom: happy-dom leaves the header's language menu hidden once opened (its dropdown keeps `display: none`); jsdom opens it as a browser does.
import type { Session } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { VenueClient } from '@venue/data/client';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { localeStorageKey } from '../lib/locale.ts';
import { renderApp, testQueryClient } from '../test/render-app.tsx';
import { useStaffSession } from './session/staff-session-context.ts';
import { StaffSessionProvider } from './session/staff-session-provider.tsx';

vi.mock('../lib/supabase.ts', async () => {
  const { neverClient } = await import('../test/never-client.ts');
  return { supabase: neverClient() };
});

const savedLocales: string[] = [];
vi.mock('@venue/data/staff/get-own-staff-record', () => ({
  getOwnStaffRecord: async () => ({
    id: 'user-reception',
    name: 'Rami Nasser',
    email: 'reception@example.com',
    role: 'reception',
    locale: 'ar',
    hasSecondFactor: false,
    secondFactorRequired: false,
    access: 'full',
  }),
}));
vi.mock('@venue/data/staff/set-my-locale', () => ({
  setMyLocale: async (_client: unknown, locale: string) => {
    savedLocales.push(locale);
  },
}));

describe('the header in Arabic', () => {
  it('reads right to left: navigation, role, language menu and Logout in Arabic', async () => {
    await activateLocale('ar');
    renderApp('/admin/dashboard', 'reception');
    expect(await screen.findByRole('heading', { name: 'لوحة الاستقبال' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    const navigation = screen.getByRole('navigation', { name: 'لوحة الإدارة' });
    expect(within(navigation).getByRole('link', { name: 'تقويم الاستقبال' })).toBeInTheDocument();
    expect(
      within(navigation).getByRole('link', { name: 'المسارات والواقع الافتراضي' }),
    ).toHaveAttribute('href', '/admin/board');
    expect(within(navigation).queryByRole('link', { name: 'إضافة مستخدم' })).toBeNull();
    expect(screen.getByText('موظف استقبال')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^اللغة: العربية/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'صوت طلبات الحجز الجديدة' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("switches from English to Arabic in the header's language menu, and remembers it", async () => {
    renderApp('/admin/dashboard', 'jana');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await userEvent.click(screen.getByRole('button', { name: /^Language: English/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { name: 'لوحة الإدارة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'إدارة الوسائط' })).toBeInTheDocument();
    expect(window.localStorage.getItem(localeStorageKey)).toBe('ar');
  });
});

/** A client whose stored session is a signed-in reception member's. */
function signedInClient(): VenueClient {
  const session = { user: { id: 'user-reception' }, access_token: 'token' } as Session;
  return {
    auth: {
      onAuthStateChange(listener: (event: string, session: Session) => void) {
        queueMicrotask(() => listener('INITIAL_SESSION', session));
        return { data: { subscription: { unsubscribe() {} } } };
      },
    },
  } as unknown as VenueClient;
}

function LocaleProbe() {
  const { status, changeLocale } = useStaffSession();
  return (
    <button type="button" onClick={() => changeLocale('en')}>
      {status}
    </button>
  );
}

describe("the staff record's language", () => {
  it('wins over the browser once signed in, and a change is saved to the record', async () => {
    window.localStorage.setItem(localeStorageKey, 'en');
    const getClient = async () => signedInClient();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <StaffSessionProvider getClient={getClient}>
          <LocaleProbe />
        </StaffSessionProvider>
      </QueryClientProvider>,
    );
    await screen.findByRole('button', { name: 'staff' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(window.localStorage.getItem(localeStorageKey)).toBe('ar');

    await userEvent.click(screen.getByRole('button', { name: 'staff' }));
    await waitFor(() => expect(savedLocales).toEqual(['en']));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(window.localStorage.getItem(localeStorageKey)).toBe('en');
  });
});
