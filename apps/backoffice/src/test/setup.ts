import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';

// Pages and dialogs load their code on demand; on a busy machine (two test suites sharing two
// cores) that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

// The same answers on happy-dom and jsdom (which has none): no media query matches. Mantine reads
// them for the colour scheme and responsive props.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// No layout, so no sizes to report (jsdom has no ResizeObserver); Mantine's ScrollArea,
// SegmentedControl and Tabs observe sizes.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

// jsdom does not scroll; Mantine's Combobox and ScrollArea call these.
Element.prototype.scrollIntoView ??= () => {};
window.HTMLElement.prototype.scrollTo ??= () => {};

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens for fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// Mantine keeps its toasts in a module-wide store that outlives the rendered tree: empty it, so a
// test's toasts (and their close timers) never hold up the next test's.
// Every test starts in English, the back-office's default, unless it switches to another language.
beforeEach(async () => {
  await activateLocale('en');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  notifications.clean();
  notifications.cleanQueue();
});
