import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * What every page can rely on: the server-state cache. Pages that animate wrap themselves in
 * `MotionProvider` (components/motion-provider.tsx), so framer-motion stays out of the entry.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
