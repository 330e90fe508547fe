import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSession } from '../test/render-app.tsx';
import { AppProviders } from './providers.tsx';
import { rootRoute, routes } from './router.tsx';
import { StaffSessionContext } from './session/staff-session-context.ts';

vi.mock('../lib/supabase.ts', async () => {
  const { neverClient } = await import('../test/never-client.ts');
  return { supabase: neverClient() };
});

const failure = new Error('The bookings could not be loaded');

/** Never rendered: the route's loader throws first. */
function UnreachablePage() {
  return null;
}

/** A route whose loader fails, added beside the real routes to reach the real error screen. */
const failingRoute = {
  path: 'admin/failing',
  loader: () => {
    throw failure;
  },
  Component: UnreachablePage,
};

function renderAt(path: string, routeTable: RouteObject[] = routes) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  render(
    <AppProviders>
      <StaffSessionContext.Provider value={stubSession('signed-out')}>
        <RouterProvider router={router} />
      </StaffSessionContext.Provider>
    </AppProviders>,
  );
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('back-office routes', () => {
  it('sends / to /admin, the staff sign-in page', async () => {
    const router = renderAt('/');

    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Strike Zone back-office' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows "Oops! Page Not Found" for an unknown /admin path, with a way back to sign-in', async () => {
    const router = renderAt('/admin/no-such-page');

    expect(
      await screen.findByRole('heading', { name: 'Oops! Page Not Found' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Back to sign-in' }));

    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows "Unexpected Application Error!" and the message when a route throws, and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/admin/failing', [{ ...rootRoute, children: [...rootRoute.children, failingRoute] }]);

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(within(alert).getByText('The bookings could not be loaded')).toBeInTheDocument();
    // The router logs what it caught once the error screen has committed, which may come after.
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith(failure));
  });
});
