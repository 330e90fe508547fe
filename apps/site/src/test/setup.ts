import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { staticMediaQueryList } from './media-query.ts';

// Pages and dialogs load their code on demand; on a busy machine (two test suites sharing two
// cores) that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

/** jsdom has no layout, so everything observed counts as fully on screen at once. */
class OnScreenIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[];
  readonly #callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.#callback = callback;
    this.thresholds = [options.threshold ?? 0].flat();
  }

  observe(target: Element) {
    const rect = target.getBoundingClientRect();
    const entry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: performance.now(),
    } satisfies IntersectionObserverEntry;
    queueMicrotask(() => this.#callback([entry], this));
  }

  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
window.IntersectionObserver ??= OnScreenIntersectionObserver;

/** jsdom has no media queries: no query ever matches (no reduced motion, the narrowest screen). */
window.matchMedia ??= (query: string) => staticMediaQueryList(query, false);

// Every test starts in English, the site's default, unless it switches to another language.
beforeEach(async () => {
  await activateLocale('en');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
