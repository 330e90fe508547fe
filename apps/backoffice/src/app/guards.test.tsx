import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, type SessionKind } from '../test/render-app.tsx';

vi.mock('../lib/supabase.ts', async () => {
  const { neverClient } = await import('../test/never-client.ts');
  return { supabase: neverClient() };
});

/** How each guarded page can be told apart once it renders. */
const pages: Record<string, (kind: 'jana' | 'reception') => string | null> = {
  '/admin/dashboard': (kind) => (kind === 'jana' ? 'Admin Dashboard' : 'Reception Dashboard'),
  '/admin/calendar': () => 'Reception Calendar',
  '/admin/board': () => 'Lanes and VR',
  '/admin/jana': (kind) => (kind === 'jana' ? "Jana's Dashboard" : 'Bookings Management'),
  '/admin/settings': () => 'Settings',
  '/admin/insights': () => 'Insights',
  '/admin/hours': () => 'Hours & closures',
  // Pages of the staff feature and media management: recognised by their path.
  '/admin/add-user': () => null,
  '/admin/manage-users': () => null,
  '/admin/media-management': () => null,
};

const managerOnly = new Set([
  '/admin/add-user',
  '/admin/manage-users',
  '/admin/media-management',
  '/admin/insights',
]);

type Expectation = { path: string; heading: string | null; from?: string };

function expected(route: string, kind: SessionKind): Expectation {
  switch (kind) {
    case 'loading':
      return { path: route, heading: null };
    case 'signed-out':
    case 'signed-out-by-logout':
      return { path: '/admin', heading: 'Staff sign-in', from: route };
    case 'no-staff':
      return { path: route, heading: 'No staff access' };
    case 'needs-code':
      return { path: route, heading: 'Two-step sign-in' };
    case 'needs-enrolment':
      return { path: route, heading: 'Set up two-step sign-in' };
    case 'reception':
      if (managerOnly.has(route)) return { path: '/admin/calendar', heading: 'Reception Calendar' };
      return { path: route, heading: pages[route]?.('reception') ?? null };
    case 'jana':
      return { path: route, heading: pages[route]?.('jana') ?? null };
  }
}

const kinds: SessionKind[] = ['signed-out', 'no-staff', 'needs-code', 'reception', 'jana'];

describe('the route guards', () => {
  for (const route of Object.keys(pages)) {
    for (const kind of kinds) {
      const outcome = expected(route, kind);
      it(`${route} with ${kind}: ${outcome.path}${outcome.heading ? ` ("${outcome.heading}")` : ''}`, async () => {
        const { router } = renderApp(route, kind);
        if (outcome.heading) {
          expect(
            await screen.findByRole('heading', {
              level: outcome.heading === 'Staff sign-in' ? 2 : 1,
              name: outcome.heading,
            }),
          ).toBeInTheDocument();
        }
        await waitFor(() => expect(router.state.location.pathname).toBe(outcome.path));
        if (kind === 'no-staff') {
          expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
          expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
        }
        if (kind === 'jana' || (kind === 'reception' && !managerOnly.has(route))) {
          // The staff layout: the signed-in name and Logout.
          expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
          await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
        }
        if (outcome.from) {
          expect(router.state.location.state).toMatchObject({ from: { pathname: outcome.from } });
        }
      });
    }
    it(`${route} while the session is being checked: the full-screen "Loading"`, async () => {
      const { router } = renderApp(route, 'loading');
      expect(await screen.findByRole('status')).toHaveTextContent('Loading');
      expect(router.state.location.pathname).toBe(route);
    });
  }
});

describe('a second factor still due', () => {
  it.each([
    ['needs-code', 'Two-step sign-in'],
    ['needs-enrolment', 'Set up two-step sign-in'],
  ] as const)(
    '%s: every page and /admin show its screen, no page behind it',
    async (kind, heading) => {
      for (const path of ['/admin/calendar', '/admin/settings', '/admin']) {
        const { unmount } = renderApp(path, kind);
        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
        expect(screen.queryByRole('navigation')).toBeNull();
        expect(screen.queryByRole('heading', { name: 'Reception Calendar' })).toBeNull();
        unmount();
      }
    },
  );
});

describe('the sign-in page at /admin', () => {
  it('shows the sign-in form to a visitor who is signed out', async () => {
    renderApp('/admin', 'signed-out');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it.each([
    ['reception', '/admin/dashboard'],
    ['jana', '/admin/dashboard'],
  ] as const)('sends %s, already signed in, on to %s', async (kind, target) => {
    const { router } = renderApp('/admin', kind);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('shows only the explanation and sign-out to a signed-in user without a staff row', async () => {
    const { router } = renderApp('/admin', 'no-staff');
    expect(await screen.findByRole('heading', { name: 'No staff access' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it.each([
    ['reception', '/admin/calendar', 'Reception Calendar'],
    ['jana', '/admin/dashboard', 'Admin Dashboard'],
  ] as const)('after signing in there, sends %s to %s', async (kind, target, heading) => {
    const { router, setSession } = renderApp('/admin', 'signed-out');
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    setSession('loading');
    setSession(kind);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(target);
  });

  it('after signing in, goes to the remembered page when the role may open it', async () => {
    const { router, setSession } = renderApp('/admin/settings', 'signed-out');
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    setSession('reception');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/settings');
  });

  it('after signing in, ignores a remembered page the role may not open', async () => {
    const { router, setSession } = renderApp('/admin/manage-users', 'signed-out');
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/admin/manage-users' },
    });
    setSession('reception');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reception Calendar' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/calendar');
  });

  it('the manager goes to a remembered manager page after signing in', async () => {
    const { router, setSession } = renderApp('/admin/media-management', 'signed-out');
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    setSession('jana');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/media-management'));
  });
});

describe('navigation per role', () => {
  it('shows the manager pages only to the manager', async () => {
    renderApp('/admin/dashboard', 'reception');
    await screen.findByRole('heading', { level: 1, name: 'Reception Dashboard' });
    expect(screen.queryByRole('link', { name: 'Add User' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Reception Calendar' }).length).toBeGreaterThan(0);
  });

  it('shows the manager every card and link', async () => {
    renderApp('/admin/dashboard', 'jana');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    // The navigation link reads the title; the dashboard card reads the title and its description.
    for (const title of ['Add User', 'Manage Users', 'Media Management', 'Settings']) {
      expect(screen.getAllByRole('link', { name: new RegExp(`^${title}`) }).length).toBe(2);
    }
    expect(screen.getByTestId('staff-name')).toHaveTextContent('Jana Haddad');
    expect(screen.getByText('Welcome,', { exact: false })).toHaveTextContent(
      'Welcome, Jana Haddad.',
    );
  });
});

describe('after Logout', () => {
  it('goes to /admin without remembering the page it left', async () => {
    const { router, setSession } = renderApp('/admin/settings', 'reception');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    setSession('signed-out-by-logout');
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.location.state).toBeNull();
  });
});
