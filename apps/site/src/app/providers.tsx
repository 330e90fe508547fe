import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast/toast-provider.tsx';

/**
 * What every page can rely on: the server-state cache and toasts. Pages that animate wrap themselves in
 * `MotionProvider` (components/motion-provider.tsx), so framer-motion stays out of the entry.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
