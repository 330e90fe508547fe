import type { Session } from '@supabase/supabase-js';
import type { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { StaffRole } from '@venue/domain/staff-roles';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import {
  type StaffSession,
  StaffSessionContext,
  type StaffSessionStatus,
} from '../app/session/staff-session-context.ts';
import { switchLocale } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

export type SessionKind =
  | 'loading'
  | 'signed-out'
  | 'signed-out-by-logout'
  | 'no-staff'
  | 'needs-code'
  | 'needs-enrolment'
  | StaffRole;

const names: Record<StaffRole, string> = { jana: 'Jana Haddad', reception: 'Rami Nasser' };

/** A stubbed staff session of the given kind (the role comes from a pretend staff row). */
export function stubSession(
  kind: SessionKind,
  signOut = async () => {},
  changeLocale: StaffSession['changeLocale'] = switchLocale,
): StaffSession {
  const session = { user: { id: `user-${kind}`, email: `${kind}@example.com` } } as Session;
  if (kind === 'signed-out-by-logout') {
    return {
      status: 'signed-out',
      session: null,
      staff: null,
      hasSignedOut: true,
      signOut,
      changeLocale,
    };
  }
  if (kind === 'loading' || kind === 'signed-out') {
    return {
      status: kind as StaffSessionStatus,
      session: null,
      staff: null,
      signOut,
      changeLocale,
    };
  }
  if (kind === 'no-staff')
    return { status: 'no-staff', session, staff: null, signOut, changeLocale };
  if (kind === 'needs-code' || kind === 'needs-enrolment') {
    // A receptionist signed in with a password whose second factor is still due.
    return {
      status: kind,
      session,
      staff: {
        id: session.user.id,
        name: names.reception,
        email: 'reception@example.com',
        role: 'reception',
        locale: 'en',
        hasSecondFactor: kind === 'needs-code',
        secondFactorRequired: kind === 'needs-enrolment',
      },
      signOut,
      changeLocale,
    };
  }
  return {
    status: 'staff',
    session,
    staff: {
      id: session.user.id,
      name: names[kind],
      email: `${kind}@example.com`,
      role: kind,
      locale: 'en',
      hasSecondFactor: false,
      secondFactorRequired: false,
    },
    signOut,
    changeLocale,
  };
}

export function testQueryClient(): QueryClient {
  return createQueryClient({ retry: false });
}

let changeSession: ((session: StaffSession) => void) | undefined;

function SessionHarness({ initial, children }: { initial: StaffSession; children: ReactNode }) {
  const [session, setSession] = useState(initial);
  changeSession = setSession;
  return <StaffSessionContext.Provider value={session}>{children}</StaffSessionContext.Provider>;
}

/** Renders the real route table at `path` with a stubbed session; `setSession` changes it later. */
export function renderApp(path: string, kind: SessionKind, initialState?: unknown) {
  const router = createMemoryRouter(routes, {
    initialEntries: [initialState === undefined ? path : { pathname: path, state: initialState }],
  });
  const { unmount } = render(
    <AppProviders queryClient={testQueryClient()}>
      <SessionHarness initial={stubSession(kind)}>
        <RouterProvider router={router} />
      </SessionHarness>
    </AppProviders>,
  );
  return {
    router,
    unmount,
    setSession: (next: SessionKind) => act(() => changeSession?.(stubSession(next))),
  };
}

/**
 * Renders any UI inside the app's providers, a router (for its links, at `path`) and a staff
 * session of the given kind.
 */
export function renderWithProviders(ui: ReactNode, kind: SessionKind = 'reception', path = '/') {
  return render(
    <AppProviders queryClient={testQueryClient()}>
      <StaffSessionContext.Provider value={stubSession(kind)}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </StaffSessionContext.Provider>
    </AppProviders>,
  );
}
