import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import { basenameOf, type Locale, sourceLocale } from '@venue/i18n/locales';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { RouteErrorScreen } from '../components/route-error-screen.tsx';

/**
 * Gives the site's query client, loading TanStack Query on first use: the layout and the loaders
 * ask for it, so it downloads beside the first page's code instead of with the entry.
 */
export type LoadQueryClient = () => Promise<QueryClient>;

/**
 * A loader that starts a page's data request while the page's code is still downloading
 * (render-as-you-fetch). It never waits and never fails: the page's own query shows the state.
 */
function prefetch<TData, TQueryKey extends QueryKey>(
  loadQueryClient: LoadQueryClient,
  loadQuery: () => Promise<FetchQueryOptions<TData, Error, TData, TQueryKey>>,
) {
  return () => {
    void Promise.all([loadQueryClient(), loadQuery()])
      .then(([queryClient, query]) => queryClient.prefetchQuery(query))
      .catch(() => {});
    return null;
  };
}

/** Starts every loader given; like each of them, it never waits and never fails. */
function prefetchEach(...loaders: ReadonlyArray<() => null>) {
  return () => {
    for (const loader of loaders) loader();
    return null;
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
    return null;
  };
}

/**
 * The site's route table. Pages load on demand so the first download stays small; so does the
 * layout (navbar, footer and the providers every page relies on), fetched beside the first page.
 */
/**
 * Each page's route id is its key in `seo/pages.ts` (its title, description and indexing), which
 * the layout's `DocumentHead` and the build's sitemap read.
 */
export function createRootRoute(
  loadQueryClient: LoadQueryClient,
  locale: Locale = sourceLocale,
  { prefetch: prefetching = true }: RouteOptions = {},
) {
  /** The route's loader, or none where nothing is fetched (the build-time render). */
  const loader = (load: () => null) => (prefetching ? load : undefined);
  return {
    id: 'root',
    path: '/',
    lazy: async () => {
      const [{ RootLayout }, queryClient] = await Promise.all([
        import('./root-layout.tsx'),
        loadQueryClient(),
        import('../lib/i18n.ts').then((module) => module.activateLocale(locale)),
      ]);
      return { Component: () => <RootLayout queryClient={queryClient} /> };
    },
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        id: 'home',
        index: true,
        loader: loader(
          prefetchEach(
            prefetch(loadQueryClient, () =>
              import('../features/home/use-zone-galleries.ts').then((m) => m.zoneGalleriesQuery),
            ),
            prefetchPrices(loadQueryClient),
          ),
        ),
        lazy: () =>
          import('../features/home/home-page.tsx').then((m) => ({ Component: m.HomePage })),
      },
      {
        id: 'menu',
        path: 'menu',
        loader: loader(
          prefetch(loadQueryClient, () =>
            import('../features/menu/use-menu-items.ts').then((m) => m.menuItemsQuery),
          ),
        ),
        lazy: () =>
          import('../features/menu/menu-page.tsx').then((m) => ({ Component: m.MenuPage })),
      },
      {
        id: 'offers',
        path: 'offers',
        loader: loader(
          prefetch(loadQueryClient, () =>
            import('../features/offers/use-offers.ts').then((m) => m.offersQuery),
          ),
        ),
        lazy: () =>
          import('../features/offers/offers-page.tsx').then((m) => ({ Component: m.OffersPage })),
      },
      {
        id: 'booking',
        path: 'booking',
        loader: loader(
          prefetchEach(
            prefetch(loadQueryClient, () =>
              import('../lib/use-birthday-packages.ts').then((m) => m.birthdayPackagesQuery),
            ),
            prefetchPrices(loadQueryClient),
          ),
        ),
        lazy: () =>
          import('../features/booking/booking-page.tsx').then((m) => ({
            Component: m.BookingPage,
          })),
      },
      {
        id: 'manageBooking',
        path: 'booking/manage/:token',
        lazy: () =>
          import('../features/booking/manage/manage-booking-page.tsx').then((m) => ({
            Component: m.ManageBookingPage,
          })),
      },
      {
        id: 'bookingComing',
        path: 'booking/coming/:token',
        lazy: () =>
          import('../features/booking/coming/coming-page.tsx').then((m) => ({
            Component: m.ComingPage,
          })),
      },
      {
        id: 'feedback',
        path: 'feedback',
        loader: loader(
          prefetchFirstPage(loadQueryClient, () =>
            import('../features/feedback/api/use-feedback-list.ts').then(
              (m) => m.feedbackListQuery,
            ),
          ),
        ),
        lazy: () =>
          import('../features/feedback/feedback-page.tsx').then((m) => ({
            Component: m.FeedbackPage,
          })),
      },
      {
        id: 'birthdayPackages',
        path: 'birthday-packages',
        loader: loader(
          prefetch(loadQueryClient, () =>
            import('../lib/use-birthday-packages.ts').then((m) => m.birthdayPackagesQuery),
          ),
        ),
        lazy: () =>
          import('../features/birthday-packages/birthday-packages-page.tsx').then((m) => ({
            Component: m.BirthdayPackagesPage,
          })),
      },
      {
        id: 'faq',
        path: 'faq',
        loader: loader(
          prefetch(loadQueryClient, () =>
            import('../features/faq/use-faqs.ts').then((m) => m.faqsQuery),
          ),
        ),
        lazy: () => import('../features/faq/faq-page.tsx').then((m) => ({ Component: m.FaqPage })),
      },
      {
        id: 'notFound',
        path: '*',
        lazy: () =>
          import('../components/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  } satisfies RouteObject;
}

export type RouteOptions = {
  /**
   * Whether routes start their page's data request as they are entered (the default). The
   * build-time render fetches nothing: data parts are prerendered in their loading state.
   */
  prefetch?: boolean;
};

export function createRoutes(
  loadQueryClient: LoadQueryClient,
  locale: Locale = sourceLocale,
  options: RouteOptions = {},
): RouteObject[] {
  return [createRootRoute(loadQueryClient, locale, options)];
}

/**
 * The router for one language. Arabic pages are the same routes under `/ar` (the router's base
 * path), so every link inside the site stays in the visitor's language.
 */
export function createAppRouter(loadQueryClient: LoadQueryClient, locale: Locale) {
  return createBrowserRouter(createRoutes(loadQueryClient, locale), {
    basename: basenameOf(locale),
  });
}
