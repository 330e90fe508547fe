import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@venue/i18n/locales';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router.tsx';

let queryClient: Promise<QueryClient> | undefined;

/** The site's one query client, created when the layout or a loader first asks for it. */
function loadQueryClient(): Promise<QueryClient> {
  queryClient ??= import('./query-client.ts').then((module) => module.createQueryClient());
  return queryClient;
}

/** The site in one language: Arabic pages live under `/ar`, the router's base path for them. */
export function App({ locale }: { locale: Locale }) {
  const [router] = useState(() => createAppRouter(loadQueryClient, locale));
  return <RouterProvider router={router} />;
}
