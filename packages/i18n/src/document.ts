// What both apps do with a language in the browser: keep the choice, and set the page's direction.
import { directionOf, isLocale, type Locale } from './locales.ts';

/**
 * A language kept in this browser under `key`. Storage can be refused (a private window): then
 * nothing is read or kept, and the address (site) or the staff record (back-office) carries it.
 */
export function storedLocale(key: string): {
  read: () => Locale | null;
  remember: (locale: Locale) => void;
} {
  return {
    read() {
      try {
        const value = window.localStorage.getItem(key);
        return isLocale(value) ? value : null;
      } catch {
        return null;
      }
    },
    remember(locale) {
      try {
        window.localStorage.setItem(key, locale);
      } catch {
        // Storage refused: see above.
      }
    },
  };
}

/** `<html lang dir>` for a locale, so the browser, screen readers, CSS and Mantine follow it. */
export function applyLocaleToDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
