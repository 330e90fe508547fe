import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadMotionFeatures = () => import('./motion-features.ts').then((module) => module.default);

/**
 * What every page can rely on: the server-state cache and animations that follow the visitor's
 * reduced-motion setting. Components animate with `m.*` (never `motion.*`), so only the small
 * `m` runtime is bundled and the features arrive lazily.
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
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">{children}</MotionConfig>
      </LazyMotion>
    </QueryClientProvider>
  );
}
