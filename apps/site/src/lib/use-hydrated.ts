import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is rendered at build time and while the browser hydrates that HTML, true
 * after (and from the start where nothing was prerendered). What only the browser can know (the
 * date today, the document's body) renders behind it, so the first render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
