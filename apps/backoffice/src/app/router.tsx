import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { RouteErrorScreen } from '../components/route-error-screen.tsx';
import { RequireRole, RequireStaff } from './guards.tsx';
import { RootLayout } from './root-layout.tsx';
import { anyStaff, managerOnly } from './route-access.ts';

/**
 * The back-office's route table, on the spec's /admin paths. Every page loads on demand; the
 * guards decide before a page's code is even requested.
 */
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
      children: [
        {
          index: true,
          lazy: async () => {
            const { SignInRoute } = await import('./sign-in-route.tsx');
            return { Component: SignInRoute };
          },
        },
        {
          element: <RequireStaff />,
          children: [
            {
              element: <RequireRole roles={anyStaff} />,
              children: [
                {
                  path: 'dashboard',
                  lazy: async () => {
                    const { DashboardRoute } = await import('./dashboard-route.tsx');
                    return { Component: DashboardRoute };
                  },
                },
                {
                  path: 'calendar',
                  lazy: async () => {
                    const { CalendarRoute } = await import('./calendar-route.tsx');
                    return { Component: CalendarRoute };
                  },
                },
                {
                  path: 'board',
                  lazy: async () => {
                    const { BoardPage } = await import('../features/bookings/board/board-page.tsx');
                    return { Component: BoardPage };
                  },
                },
                {
                  path: 'print/:date',
                  lazy: async () => {
                    const { PrintDayRoute } = await import('./print-day-route.tsx');
                    return { Component: PrintDayRoute };
                  },
                },
                {
                  path: 'jana',
                  lazy: async () => {
                    const { JanaPage } = await import('./jana-page.tsx');
                    return { Component: JanaPage };
                  },
                },
                {
                  path: 'hours',
                  lazy: async () => {
                    const { HoursRoute } = await import('./hours-route.tsx');
                    return { Component: HoursRoute };
                  },
                },
                {
                  path: 'settings',
                  lazy: async () => {
                    const { SettingsRoute } = await import('./settings-route.tsx');
                    return { Component: SettingsRoute };
                  },
                },
              ],
            },
            {
              element: <RequireRole roles={managerOnly} />,
              children: [
                {
                  path: 'add-user',
                  lazy: async () => {
                    const { AddUserPage } = await import('../features/staff/add-user-page.tsx');
                    return { Component: AddUserPage };
                  },
                },
                {
                  path: 'manage-users',
                  lazy: async () => {
                    const { ManageUsersPage } = await import(
                      '../features/staff/manage-users-page.tsx'
                    );
                    return { Component: ManageUsersPage };
                  },
                },
                {
                  path: 'insights',
                  lazy: async () => {
                    const { InsightsPage } = await import('../features/insights/insights-page.tsx');
                    return { Component: InsightsPage };
                  },
                },
                {
                  path: 'media-management',
                  lazy: async () => {
                    const { MediaManagementPage } = await import(
                      '../features/media/media-management-page.tsx'
                    );
                    return { Component: MediaManagementPage };
                  },
                },
              ],
            },
          ],
        },
      ],
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
