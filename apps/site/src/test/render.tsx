import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createRoutes } from '../app/router.tsx';

/** Renders `ui` with the app's providers and a router at `path`, as the site would. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderRoutes(path, () => [{ path: '*', element: ui }]);
}

/**
 * Renders the site's routes at `path` with the app's providers, or the routes `makeRoutes` builds
 * (it gets the query client the routes' loaders use).
 */
export function renderRoutes(
  path: string,
  makeRoutes: (queryClient: QueryClient) => RouteObject[] = createRoutes,
) {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(makeRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
