import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts';
import { nextTypewriterStep, type TypewriterTiming, typewriterStart } from './typewriter.ts';

/** How long each whole text shows when motion is reduced and the texts rotate without typing. */
export const reducedMotionRotateMs = 4000;

export type Typed = {
  /** The text being typed, whole. */
  text: string;
  /** How much of it shows right now. */
  typed: string;
};

/**
 * Which of `texts` a typing effect is on and how much of it shows. With reduced motion there is
 * no typing: texts show whole, and a loop moves to the next one every few seconds.
 */
export function useTypewriter(
  texts: readonly string[],
  options: { loop: boolean; timing?: TypewriterTiming },
): Typed {
  const isReducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState(typewriterStart);
  const { loop, timing } = options;

  useEffect(() => {
    if (isReducedMotion) {
      if (!loop || texts.length < 2) return;
      const timer = setTimeout(
        () => setState((current) => ({ ...current, index: (current.index + 1) % texts.length })),
        reducedMotionRotateMs,
      );
      return () => clearTimeout(timer);
    }
    const step = nextTypewriterStep(state, texts, { loop, timing });
    if (!step) return;
    const timer = setTimeout(() => setState(step.state), step.delayMs);
    return () => clearTimeout(timer);
  }, [isReducedMotion, state, texts, loop, timing]);

  const text = texts[state.index] ?? '';
  return { text, typed: isReducedMotion ? text : text.slice(0, state.length) };
}
