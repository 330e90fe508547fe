import type { QueryClient } from '@tanstack/react-query';
import { basenameOf, type Locale } from '@venue/i18n/locales';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import {
  forgetPrerenderedPage,
  prerenderedPageOf,
  prerenderedQueries,
} from '../prerender/marker.ts';
import { createRoutes, loadRoutes } from './router.tsx';
import { routesAt, SiteRoutes } from './site-routes.tsx';

let queryClient: Promise<QueryClient> | undefined;

/**
 * The site's one query client, created when the layout or a loader first asks for it, with the
 * data the page was prerendered with (if any) already in it.
 */
function loadQueryClient(): Promise<QueryClient> {
  queryClient ??= import('./query-client.ts').then((module) => {
    const client = module.createQueryClient();
    const prerendered = prerenderedQueries();
    if (prerendered) module.restoreQueries(client, prerendered);
    return client;
  });
  return queryClient;
}

/** Resolves in a later task of the main thread, so that what follows runs apart from this one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

/**
 * Loads each route's code, starting each in a task of its own. The bundler's preload adds a link
 * to the page for every module a route's code needs (some twenty for the layout, ten for a page):
 * about 10 ms of a phone's main thread in all, which would otherwise run in one task with the
 * evaluation of this bundle.
 */
async function loadRoutesInTurn(routes: readonly RouteObject[]): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const route of routes) {
    await nextTask();
    const load = loadRoutes([route]);
    // Awaited below with the others; until then a failure is not reported as unhandled.
    load.catch(() => {});
    loads.push(load);
  }
  await Promise.all(loads);
}

/** Calls `onLive` once its children are on screen and answering (hydrated, or first rendered). */
function WhenLive({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(() => onLive(), [onLive]);
  return children;
}

/**
 * Starts the site in one language (Arabic pages live under `/ar`, the router's base path for
 * them) inside `container`.
 *
 * A page built ahead (its HTML already on screen, see `prerender/`) is hydrated in place: the
 * matched routes' code is loaded first, so the first render is the markup the build wrote and
 * nothing is replaced, moved or scrolled. The routes' data requests start once it is live (the
 * HTML shows each data part's loading state). Any other page (the development server, or an
 * address that the served HTML was not built for) is rendered from scratch.
 */
export async function startSite(container: HTMLElement, locale: Locale): Promise<void> {
  const routes = createRoutes(loadQueryClient, locale);
  const basename = basenameOf(locale);
  const matched = routesAt(routes, window.location.pathname, basename);
  const prerendered = prerenderedPageOf(container);
  const onLive = () => forgetPrerenderedPage(container);
  const app = (
    <StrictMode>
      <WhenLive onLive={onLive}>
        <BrowserRouter basename={basename}>
          <SiteRoutes routes={routes} />
        </BrowserRouter>
      </WhenLive>
    </StrictMode>
  );

  if (prerendered?.locale === locale && prerendered.routeId === matched.at(-1)?.id) {
    await loadRoutesInTurn(matched);
    // A transition lets React hydrate in short slices, so the page answers input meanwhile.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  const root = createRoot(container);
  // An empty shell says it is loading; other HTML stays on screen until the page replaces it.
  if (!container.hasChildNodes()) root.render(<LoadingScreen />);
  await loadRoutes(matched);
  root.render(app);
}
