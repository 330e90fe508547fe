import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadMotionFeatures = () => import('./motion-features.ts').then((module) => module.default);

/**
 * Wrap a page (or part of one) that animates with framer-motion. Inside, animate with `m.*`
 * (never `motion.*`): only the small `m` runtime is bundled, the animation features arrive
 * lazily, and animations follow the visitor's reduced-motion setting.
 *
 * It is not in the app's providers on purpose: importing framer-motion from the entry pulls its
 * shared code into the first download, which pages without animation never need.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
