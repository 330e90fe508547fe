/**
 * The typing effect of the home page's hero as a pure state machine: which text, how much of it
 * shows, and how long until the next step. `use-typewriter.ts` drives it with timers.
 */

export type TypewriterState = {
  /** Which of the texts is on screen. */
  index: number;
  /** How many of its characters show. */
  length: number;
  isDeleting: boolean;
};

export type TypewriterTiming = {
  /** Per character typed. */
  typeMs: number;
  /** Per character deleted. */
  deleteMs: number;
  /** How long a finished text stays before it is deleted. */
  holdMs: number;
};

export const defaultTypewriterTiming: TypewriterTiming = { typeMs: 70, deleteMs: 35, holdMs: 2000 };

export const typewriterStart: TypewriterState = { index: 0, length: 0, isDeleting: false };

/**
 * The state after `state` and the wait before it, or null when typing is done: a single pass
 * stops once the last text is typed out; a loop deletes each text and types the next, forever.
 */
export function nextTypewriterStep(
  state: TypewriterState,
  texts: readonly string[],
  options: { loop: boolean; timing?: TypewriterTiming },
): { state: TypewriterState; delayMs: number } | null {
  const timing = options.timing ?? defaultTypewriterTiming;
  const text = texts[state.index];
  if (text === undefined) return null;
  if (!state.isDeleting && state.length < text.length) {
    return { state: { ...state, length: state.length + 1 }, delayMs: timing.typeMs };
  }
  if (!state.isDeleting) {
    const isLast = state.index === texts.length - 1;
    if (isLast && !options.loop) return null;
    return { state: { ...state, isDeleting: true }, delayMs: timing.holdMs };
  }
  if (state.length > 0) {
    return { state: { ...state, length: state.length - 1 }, delayMs: timing.deleteMs };
  }
  return {
    state: { index: (state.index + 1) % texts.length, length: 0, isDeleting: false },
    delayMs: timing.typeMs,
  };
}
