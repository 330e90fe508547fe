import { useMediaQuery } from './use-media-query.ts';

/**
 * True when the visitor asked for less motion. For motion that is not a framer-motion animation
 * (those follow the setting through `MotionConfig`): typing effects, carousel autoplay.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
