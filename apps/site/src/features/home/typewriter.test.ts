import { describe, expect, it } from 'vitest';
import {
  nextTypewriterStep,
  type TypewriterState,
  defaultTypewriterTiming as timing,
  typewriterStart,
} from './typewriter.ts';

/** Every state a typewriter passes through, until it stops or `limit` steps have run. */
function run(texts: string[], loop: boolean, limit = 100) {
  const shown: string[] = [];
  let state: TypewriterState | undefined = typewriterStart;
  for (let step = 0; state && step < limit; step += 1) {
    shown.push((texts[state.index] ?? '').slice(0, state.length));
    state = nextTypewriterStep(state, texts, { loop })?.state;
  }
  return shown;
}

describe('nextTypewriterStep', () => {
  it('types a single title one character at a time and stops once it is complete', () => {
    expect(run(['Hey'], false)).toEqual(['', 'H', 'He', 'Hey']);
  });

  it('waits the typing delay per character and the hold delay before deleting', () => {
    expect(nextTypewriterStep(typewriterStart, ['Hi'], { loop: true })?.delayMs).toBe(
      timing.typeMs,
    );
    expect(
      nextTypewriterStep({ index: 0, length: 2, isDeleting: false }, ['Hi'], { loop: true }),
    ).toEqual({ state: { index: 0, length: 2, isDeleting: true }, delayMs: timing.holdMs });
  });

  it('in a loop deletes each slogan and types the next, back to the first after the last', () => {
    expect(run(['Ab', 'C'], true, 12)).toEqual([
      '',
      'A',
      'Ab',
      'Ab', // held, then deleting
      'A',
      '',
      '',
      'C',
      'C',
      '',
      '',
      'A',
    ]);
  });

  it('stops a single pass over several texts after the last one is typed', () => {
    expect(run(['A', 'B'], false).at(-1)).toBe('B');
  });

  it('has nothing to type when there are no texts', () => {
    expect(nextTypewriterStep(typewriterStart, [], { loop: true })).toBeNull();
  });
});
