import { directionOf, isLocale, type Locale, localeOfVisit } from '@venue/i18n/locales';

/** Where the visitor's language choice is kept between visits. */
export const localeStorageKey = 'venue.locale';

function readRememberedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(localeStorageKey);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the visitor's choice (the language switcher calls this before it moves). */
export function rememberLocale(locale: Locale) {
  try {
    window.localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage refused (a private window): the address still carries the language.
  }
}

/** `<html lang dir>` for a locale, so the browser, screen readers and CSS follow it. */
export function applyLocaleToDocument(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/**
 * Settles the language of this page load before anything renders: moves an English address to
 * the remembered or (on a first visit) the browser's preferred language, and keeps the choice.
 */
export function settleLocale(): Locale {
  const { pathname, search, hash } = window.location;
  const visit = localeOfVisit({
    pathname,
    remembered: readRememberedLocale(),
    languages: navigator.languages ?? [navigator.language],
  });
  if (visit.remember) rememberLocale(visit.remember);
  if (visit.redirectTo) {
    window.history.replaceState(window.history.state, '', `${visit.redirectTo}${search}${hash}`);
  }
  applyLocaleToDocument(visit.locale);
  return visit.locale;
}
