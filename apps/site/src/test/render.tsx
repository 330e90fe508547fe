import { render } from '@testing-library/react';
import { basenameOf, type Locale, localeOfPath } from '@venue/i18n/locales';
import type { ReactElement } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type RouteObject,
  useLocation,
  useNavigate,
} from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createRoutes, type LoadQueryClient } from '../app/router.tsx';
import { SiteRoutes } from '../app/site-routes.tsx';

/** Where a rendered router is, and a way to move it, as a test reads and drives it. */
export type TestRouter = {
  state: { location: Location };
  navigate: NavigateFunction;
};

/** Keeps `router` pointing at the router it is rendered in. */
function RouterProbe({ router }: { router: { location?: Location; navigate?: NavigateFunction } }) {
  router.location = useLocation();
  router.navigate = useNavigate();
  return null;
}

function testRouter(): [TestRouter, ReactElement] {
  const probed: { location?: Location; navigate?: NavigateFunction } = {};
  const router: TestRouter = {
    state: {
      get location() {
        if (!probed.location) throw new Error('The router has not rendered yet.');
        return probed.location;
      },
    },
    navigate: ((...args: Parameters<NavigateFunction>) => {
      if (!probed.navigate) throw new Error('The router has not rendered yet.');
      return probed.navigate(...(args as [never]));
    }) as NavigateFunction,
  };
  return [router, <RouterProbe key="probe" router={probed} />];
}

/** Renders `ui` with the app's providers and a router at `path`, as the site would. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient({ retry: false });
  const [router, probe] = testRouter();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      {probe}
      <SiteRoutes
        routes={[
          { path: '*', element: <AppProviders queryClient={queryClient}>{ui}</AppProviders> },
        ]}
      />
    </MemoryRouter>,
  );
  return { ...view, router, queryClient };
}

/**
 * Renders the site's routes at `path`, in Arabic under /ar (their layout brings the app's providers), or the routes
 * `makeRoutes` builds (it gets what the routes' layout and pages use to load the query client).
 */
export function renderRoutes(
  path: string,
  makeRoutes: (loadQueryClient: LoadQueryClient, locale: Locale) => RouteObject[] = createRoutes,
) {
  const queryClient = createQueryClient({ retry: false });
  // An /ar path renders the Arabic site, as the browser router does.
  const locale = localeOfPath(path);
  const [router, probe] = testRouter();
  const view = render(
    <MemoryRouter initialEntries={[path]} basename={basenameOf(locale)}>
      {probe}
      <SiteRoutes routes={makeRoutes(() => Promise.resolve(queryClient), locale)} />
    </MemoryRouter>,
  );
  return { ...view, router, queryClient };
}
