import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { RouteErrorScreen } from '../components/route-error-screen.tsx';
import { RootLayout } from './root-layout.tsx';

/** The site's route table. Pages load on demand so the first download stays small. */
export const rootRoute = {
  path: '/',
  element: <RootLayout />,
  errorElement: <RouteErrorScreen />,
  hydrateFallbackElement: <LoadingScreen />,
  children: [
    {
      index: true,
      lazy: async () => {
        const { HomePage } = await import('../features/home/home-page.tsx');
        return { Component: HomePage };
      },
    },
    {
      path: 'menu',
      lazy: async () => {
        const { MenuPage } = await import('../features/menu/menu-page.tsx');
        return { Component: MenuPage };
      },
    },
    {
      path: 'offers',
      lazy: async () => {
        const { OffersPage } = await import('../features/offers/offers-page.tsx');
        return { Component: OffersPage };
      },
    },
    {
      path: 'booking',
      lazy: async () => {
        const { BookingPage } = await import('../features/booking/booking-page.tsx');
        return { Component: BookingPage };
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

export const routes: RouteObject[] = [rootRoute];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
