import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rootRoute, routes } from './router.tsx';

const failure = new Error('The lanes could not be loaded');

/** Never rendered: the route's loader throws first. */
function UnreachablePage() {
  return null;
}

/** A route whose loader fails, added beside the real routes to reach the real error screen. */
const failingRoute = {
  path: 'failing',
  loader: () => {
    throw failure;
  },
  Component: UnreachablePage,
};

function renderAt(path: string, routeTable: RouteObject[] = routes) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('site routes', () => {
  it('shows the home page at / with a "Book Your Session" link that opens the booking page', async () => {
    const router = renderAt('/');

    await userEvent.click(await screen.findByRole('link', { name: 'Book Your Session' }));

    expect(await screen.findByRole('heading', { name: 'Book Now' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking');
  });

  it('shows "Oops! Page Not Found" with a link home for a path no route matches', async () => {
    renderAt('/no-such-page');

    expect(
      await screen.findByRole('heading', { name: 'Oops! Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows "Unexpected Application Error!" and the message when a route throws, and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/failing', [{ ...rootRoute, children: [...rootRoute.children, failingRoute] }]);

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(within(alert).getByText('The lanes could not be loaded')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(failure);
  });
});
