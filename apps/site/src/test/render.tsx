import { render } from '@testing-library/react';
import { basenameOf, type Locale, localeOfPath } from '@venue/i18n/locales';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createRoutes, type LoadQueryClient } from '../app/router.tsx';

/** Renders `ui` with the app's providers and a router at `path`, as the site would. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(
    [{ path: '*', element: <AppProviders queryClient={queryClient}>{ui}</AppProviders> }],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, queryClient };
}

/**
 * Renders the site's routes at `path`, in Arabic under /ar (their layout brings the app's providers), or the routes
 * `makeRoutes` builds (it gets what the routes' loaders and layout use to load the query client).
 */
export function renderRoutes(
  path: string,
  makeRoutes: (loadQueryClient: LoadQueryClient, locale: Locale) => RouteObject[] = createRoutes,
) {
  const queryClient = createQueryClient({ retry: false });
  // An /ar path renders the Arabic site, as the browser router does.
  const locale = localeOfPath(path);
  const router = createMemoryRouter(
    makeRoutes(() => Promise.resolve(queryClient), locale),
    {
      initialEntries: [path],
      basename: basenameOf(locale),
    },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, queryClient };
}
