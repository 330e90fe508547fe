import { startTransition, useEffect, useState } from 'react';

/** Whether the page is still its prerendered HTML: the app drops the marks once it is live. */
function isStillPrerendered(): boolean {
  return (
    typeof document === 'undefined' || document.querySelector('[data-prerendered-route]') !== null
  );
}

/**
 * False while the page is rendered at build time and while the browser hydrates that HTML, true
 * after (and from the start where nothing was prerendered, or for what mounts later). What only the
 * browser can know (the date today, the document's body) renders behind it, so the first render
 * matches the HTML. The switch to true is a transition: React renders what it reveals (the
 * booking calendar, say) in short slices, never as one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !isStillPrerendered());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
