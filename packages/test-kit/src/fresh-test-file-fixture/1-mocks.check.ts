// Runs first: mocks a module, keeps state in another, and marks the page as an Arabic one.
import { expect, it, vi } from 'vitest';
import { greet } from './greeter.ts';
import { page } from './page.ts';

vi.mock('./greeting.ts', () => ({ greeting: () => 'mocked' }));

it('sees its own mock, and leaves state, a page in Arabic, storage and fake timers behind', () => {
  expect(greet()).toEqual({ text: 'mocked', times: 1 });
  page.document.documentElement.setAttribute('dir', 'rtl');
  page.document.documentElement.setAttribute('lang', 'ar');
  page.history.replaceState(null, '', '/ar/menu');
  page.localStorage.setItem('left', 'behind');
  vi.useFakeTimers();
});
