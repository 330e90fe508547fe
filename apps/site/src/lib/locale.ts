import { applyLocaleToDocument, storedLocale } from '@venue/i18n/document';
import { type Locale, localeOfVisit } from '@venue/i18n/locales';

export { applyLocaleToDocument };

/** Where the visitor's language choice is kept between visits. */
export const localeStorageKey = 'venue.locale';

const stored = storedLocale(localeStorageKey);

/** Keeps the visitor's choice (the language switcher calls this before it moves). */
export const rememberLocale = stored.remember;

/**
 * Settles the language of this page load before anything renders: moves an English address to
 * the remembered or (on a first visit) the browser's preferred language, and keeps the choice.
 */
export function settleLocale(): Locale {
  const { pathname, search, hash } = window.location;
  const visit = localeOfVisit({
    pathname,
    remembered: stored.read(),
    languages: navigator.languages ?? [navigator.language],
  });
  if (visit.remember) rememberLocale(visit.remember);
  if (visit.redirectTo) {
    window.history.replaceState(window.history.state, '', `${visit.redirectTo}${search}${hash}`);
  }
  applyLocaleToDocument(visit.locale);
  return visit.locale;
}
