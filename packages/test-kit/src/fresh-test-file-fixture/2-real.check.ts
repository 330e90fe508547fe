// Runs second, in the same worker: none of what the first file did may reach it.
import { expect, it, vi } from 'vitest';
import { greet } from './greeter.ts';
import { page } from './page.ts';

it('sees the real module, fresh state, the first page, empty storage and real timers', () => {
  expect(greet()).toEqual({ text: 'hello', times: 1 });
  expect(page.document.documentElement.getAttribute('dir')).toBeNull();
  expect(page.document.documentElement.getAttribute('lang')).toBeNull();
  expect(page.location.pathname).toBe('/');
  expect(page.localStorage.getItem('left')).toBeNull();
  expect(vi.isFakeTimers()).toBe(false);
});
