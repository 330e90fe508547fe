import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router.tsx';

let queryClient: Promise<QueryClient> | undefined;

/** The site's one query client, created when the layout or a loader first asks for it. */
function loadQueryClient(): Promise<QueryClient> {
  queryClient ??= import('./query-client.ts').then((module) => module.createQueryClient());
  return queryClient;
}

export const router = createAppRouter(loadQueryClient);

export function App() {
  return <RouterProvider router={router} />;
}
