import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages and dialogs load their code on demand; on a busy machine (two test suites sharing two
// cores) that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; Mantine reads it for the colour scheme and responsive props.
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

// jsdom has no ResizeObserver; Mantine's ScrollArea, SegmentedControl and Tabs observe sizes.
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

afterEach(() => {
  cleanup();
});
