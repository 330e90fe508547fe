import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the visitor had scrolled on each entry of this tab's history (by the router's key). */
const positions = new Map<string, number>();

/**
 * Scrolls as a visitor expects on moving between the site's pages: a new page starts at its
 * top (or at the part its address names, `#...`), and going back or forward returns to where
 * the visitor was on that page. The first page is left where the browser put it (a visitor may
 * have scrolled the prerendered page before the scripts arrived).
 */
export function useScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef<string | undefined>(undefined);

  useEffect(() => {
    const remember = () => {
      if (shownKey.current) positions.set(shownKey.current, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const isFirst = shownKey.current === undefined;
    // From here on, scrolling is on the entry now shown.
    shownKey.current = location.key;
    if (isFirst) return;
    if (navigationType === 'POP') {
      window.scrollTo(0, positions.get(location.key) ?? 0);
      return;
    }
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
