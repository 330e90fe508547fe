import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import { type Locale, sourceLocale } from '@venue/i18n/locales';
import type { ComponentType } from 'react';
import { type RouteObject, useLocation } from 'react-router';
import { type LazyPart, lazyPart } from './lazy-part.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * Gives the site's query client, loading TanStack Query on first use: the layout and the pages
 * (for their data requests) ask for it, so it downloads beside the first page's code, not with the entry.
 */
export type LoadQueryClient = () => Promise<QueryClient>;

/**
 * Starts a page's data request while the page's code is still downloading (render-as-you-fetch).
 * It never waits and never fails: the page's own query shows the state.
 */
function prefetch<TData, TQueryKey extends QueryKey>(
  loadQueryClient: LoadQueryClient,
  loadQuery: () => Promise<FetchQueryOptions<TData, Error, TData, TQueryKey>>,
) {
  return () => {
    void Promise.all([loadQueryClient(), loadQuery()])
      .then(([queryClient, query]) => queryClient.prefetchQuery(query))
      .catch(() => {});
  };
}

/** Starts every prefetch given; like each of them, it never waits and never fails. */
function prefetchEach(...prefetches: ReadonlyArray<() => void>) {
  return () => {
    for (const start of prefetches) start();
  };
}

/** The price list, which the home page and the booking page both show. */
function prefetchPrices(loadQueryClient: LoadQueryClient) {
  return prefetch(loadQueryClient, () => import('../lib/use-prices.ts').then((m) => m.pricesQuery));
}

/** `prefetch` for a list read a page at a time: its first page. */
function prefetchFirstPage<TData, TQueryKey extends QueryKey, TPageParam>(
  loadQueryClient: LoadQueryClient,
  loadQuery: () => Promise<FetchInfiniteQueryOptions<TData, Error, TData, TQueryKey, TPageParam>>,
) {
  return () => {
    void Promise.all([loadQueryClient(), loadQuery()])
      .then(([queryClient, query]) => queryClient.prefetchInfiniteQuery(query))
      .catch(() => {});
  };
}

/** What a route carries besides its element: how to load its code before it is rendered. */
export type RouteHandle = { load: LazyPart['load'] };

/** The code each route loads, as `load` loads it (hydration and the build load it first). */
export async function loadRoutes(routes: readonly RouteObject[]): Promise<void> {
  await Promise.all(routes.map((route) => (route.handle as RouteHandle | undefined)?.load()));
}

/** A route showing `part`, with what loads it in its handle. */
function partRoute(route: Omit<RouteObject, 'element' | 'handle' | 'children'>, part: LazyPart) {
  return { ...route, element: <part.Part />, handle: { load: part.load } satisfies RouteHandle };
}

/** A page's route: its code, and (outside the build) its data request started beside it. */
function pageRoute(
  route: { id: string; index?: true; path?: string },
  importPage: () => Promise<ComponentType>,
  prefetchData?: () => void,
): RouteObject {
  return partRoute(route, lazyPart(importPage, prefetchData)) as RouteObject;
}

/**
 * The layout's route, with the error screen around it. There is no Suspense boundary: the first
 * page's parts load before the first render (and a prerendered page hydrates as one piece), and a
 * later page is a transition, which keeps the page shown until the next one's code is here.
 */
function RootRoute({ layout }: { layout: LazyPart }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <layout.Part />
    </RouteErrorBoundary>
  );
}

/**
 * The site's route table. Pages load on demand so the first download stays small; so does the
 * layout (navbar, footer and the providers every page relies on), fetched beside the first page.
 * Each page's route id is its key in `seo/pages.ts` (its title, description and indexing), which
 * the layout's `DocumentHead` and the build's sitemap read.
 */
export function createRootRoute(
  loadQueryClient: LoadQueryClient,
  locale: Locale = sourceLocale,
  { prefetch: prefetching = true }: RouteOptions = {},
) {
  /** The page's data request, or none where nothing is fetched (the build-time render). */
  const data = (start: () => void) => (prefetching ? start : undefined);
  const layout = lazyPart(async () => {
    const [{ RootLayout }, queryClient] = await Promise.all([
      import('./root-layout.tsx').then((module) => {
        // In the browser, in a task of its own while the page's code may still be on its way.
        if (typeof document !== 'undefined') setTimeout(module.setUpVenueClock);
        return module;
      }),
      loadQueryClient(),
      import('../lib/i18n.ts').then((module) => module.activateLocale(locale)),
    ]);
    return () => <RootLayout queryClient={queryClient} />;
  });
  return {
    id: 'root',
    path: '/',
    element: <RootRoute layout={layout} />,
    handle: { load: layout.load } satisfies RouteHandle,
    children: [
      pageRoute(
        { id: 'home', index: true },
        () => import('../features/home/home-page.tsx').then((m) => m.HomePage),
        data(
          prefetchEach(
            prefetch(loadQueryClient, () =>
              import('../features/home/use-zone-galleries.ts').then((m) => m.zoneGalleriesQuery),
            ),
            prefetchPrices(loadQueryClient),
          ),
        ),
      ),
      pageRoute(
        { id: 'menu', path: 'menu' },
        () => import('../features/menu/menu-page.tsx').then((m) => m.MenuPage),
        data(
          prefetch(loadQueryClient, () =>
            import('../features/menu/use-menu-items.ts').then((m) => m.menuItemsQuery),
          ),
        ),
      ),
      pageRoute(
        { id: 'offers', path: 'offers' },
        () => import('../features/offers/offers-page.tsx').then((m) => m.OffersPage),
        data(
          prefetch(loadQueryClient, () =>
            import('../features/offers/use-offers.ts').then((m) => m.offersQuery),
          ),
        ),
      ),
      pageRoute(
        { id: 'booking', path: 'booking' },
        () => import('../features/booking/booking-page.tsx').then((m) => m.BookingPage),
        data(
          prefetchEach(
            prefetch(loadQueryClient, () =>
              import('../lib/use-birthday-packages.ts').then((m) => m.birthdayPackagesQuery),
            ),
            prefetchPrices(loadQueryClient),
          ),
        ),
      ),
      pageRoute({ id: 'manageBooking', path: 'booking/manage/:token' }, () =>
        import('../features/booking/manage/manage-booking-page.tsx').then(
          (m) => m.ManageBookingPage,
        ),
      ),
      pageRoute({ id: 'bookingComing', path: 'booking/coming/:token' }, () =>
        import('../features/booking/coming/coming-page.tsx').then((m) => m.ComingPage),
      ),
      pageRoute(
        { id: 'feedback', path: 'feedback' },
        () => import('../features/feedback/feedback-page.tsx').then((m) => m.FeedbackPage),
        data(
          prefetchFirstPage(loadQueryClient, () =>
            import('../features/feedback/api/use-feedback-list.ts').then(
              (m) => m.feedbackListQuery,
            ),
          ),
        ),
      ),
      pageRoute(
        { id: 'birthdayPackages', path: 'birthday-packages' },
        () =>
          import('../features/birthday-packages/birthday-packages-page.tsx').then(
            (m) => m.BirthdayPackagesPage,
          ),
        data(
          prefetch(loadQueryClient, () =>
            import('../lib/use-birthday-packages.ts').then((m) => m.birthdayPackagesQuery),
          ),
        ),
      ),
      pageRoute(
        { id: 'faq', path: 'faq' },
        () => import('../features/faq/faq-page.tsx').then((m) => m.FaqPage),
        data(
          prefetch(loadQueryClient, () =>
            import('../features/faq/use-faqs.ts').then((m) => m.faqsQuery),
          ),
        ),
      ),
      pageRoute({ id: 'notFound', path: '*' }, () =>
        import('../components/not-found-page.tsx').then((m) => m.NotFoundPage),
      ),
    ],
  } satisfies RouteObject;
}

export type RouteOptions = {
  /**
   * Whether a page starts its data request as it is first entered (the default). The
   * build-time render fetches nothing: data parts are prerendered in their loading state.
   */
  prefetch?: boolean;
};

/**
 * The routes for one language. Arabic pages are the same routes under `/ar` (the router's base
 * path), so every link inside the site stays in the visitor's language.
 */
export function createRoutes(
  loadQueryClient: LoadQueryClient,
  locale: Locale = sourceLocale,
  options: RouteOptions = {},
): RouteObject[] {
  return [createRootRoute(loadQueryClient, locale, options)];
}
