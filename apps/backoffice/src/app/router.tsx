import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { RouteErrorScreen } from '../components/route-error-screen.tsx';
import { RootLayout } from './root-layout.tsx';

/** The back-office's route table, on the spec's /admin paths. Pages load on demand. */
export const rootRoute = {
  path: '/',
  element: <RootLayout />,
  errorElement: <RouteErrorScreen />,
  hydrateFallbackElement: <LoadingScreen />,
  children: [
    {
      index: true,
      element: <Navigate to="/admin" replace />,
    },
    {
      path: 'admin',
      lazy: async () => {
        const { SignInPage } = await import('../features/auth/sign-in-page.tsx');
        return { Component: SignInPage };
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
