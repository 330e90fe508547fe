import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { RouteErrorScreen } from '../components/route-error-screen.tsx';
import { RootLayout } from './root-layout.tsx';

/**
 * A loader that starts a page's data request while the page's code is still downloading
 * (render-as-you-fetch). It never waits and never fails: the page's own query shows the state.
 */
function prefetch<TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  loadQuery: () => Promise<FetchQueryOptions<TData, Error, TData, TQueryKey>>,
) {
  return () => {
    void loadQuery()
      .then((query) => queryClient.prefetchQuery(query))
      .catch(() => {});
    return null;
  };
}

/** The site's route table. Pages load on demand so the first download stays small. */
export function createRootRoute(queryClient: QueryClient) {
  return {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        index: true,
        loader: prefetch(queryClient, () =>
          import('../features/home/use-zone-galleries.ts').then((m) => m.zoneGalleriesQuery),
        ),
        lazy: async () => {
          const { HomePage } = await import('../features/home/home-page.tsx');
          return { Component: HomePage };
        },
      },
      {
        path: 'menu',
        loader: prefetch(queryClient, () =>
          import('../features/menu/use-menu-items.ts').then((m) => m.menuItemsQuery),
        ),
        lazy: async () => {
          const { MenuPage } = await import('../features/menu/menu-page.tsx');
          return { Component: MenuPage };
        },
      },
      {
        path: 'offers',
        loader: prefetch(queryClient, () =>
          import('../features/offers/use-offers.ts').then((m) => m.offersQuery),
        ),
        lazy: async () => {
          const { OffersPage } = await import('../features/offers/offers-page.tsx');
          return { Component: OffersPage };
        },
      },
      {
        path: 'booking',
        loader: prefetch(queryClient, () =>
          import('../features/booking/api/use-birthday-packages.ts').then(
            (m) => m.birthdayPackagesQuery,
          ),
        ),
        lazy: async () => {
          const { BookingPage } = await import('../features/booking/booking-page.tsx');
          return { Component: BookingPage };
        },
      },
      {
        path: 'feedback',
        loader: prefetch(queryClient, () =>
          import('../features/feedback/api/use-feedback-list.ts').then((m) => m.feedbackListQuery),
        ),
        lazy: async () => {
          const { FeedbackPage } = await import('../features/feedback/feedback-page.tsx');
          return { Component: FeedbackPage };
        },
      },
      {
        path: 'birthday-packages',
        lazy: async () => {
          const { BirthdayPackagesPage } = await import(
            '../features/birthday-packages/birthday-packages-page.tsx'
          );
          return { Component: BirthdayPackagesPage };
        },
      },
      {
        path: 'faq',
        loader: prefetch(queryClient, () =>
          import('../features/faq/use-faqs.ts').then((m) => m.faqsQuery),
        ),
        lazy: async () => {
          const { FaqPage } = await import('../features/faq/faq-page.tsx');
          return { Component: FaqPage };
        },
      },
      {
        path: '*',
        lazy: async () => {
          const { NotFoundPage } = await import('../components/not-found-page.tsx');
          return { Component: NotFoundPage };
        },
      },
    ],
  } satisfies RouteObject;
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [createRootRoute(queryClient)];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
