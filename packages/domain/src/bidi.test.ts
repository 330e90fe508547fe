import { expect, it } from 'vitest';
import { isolate } from './bidi.ts';

it('wraps typed text in a first-strong isolate and its closing pop, and changes nothing else', () => {
  expect(isolate('ليلى حداد')).toBe('\u2068ليلى حداد\u2069');
  expect(`Delete the feedback from ${isolate('Sam 2')}?`).toBe(
    'Delete the feedback from \u2068Sam 2\u2069?',
  );
  expect(isolate('')).toBe('\u2068\u2069');
});
