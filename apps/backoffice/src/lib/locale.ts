import { directionOf, isLocale, type Locale, preferredLocale } from '@venue/i18n/locales';

/** Where this browser keeps the back-office language last chosen or saved for the staff member. */
export const localeStorageKey = 'venue.backoffice.locale';

function rememberedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(localeStorageKey);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale) {
  try {
    window.localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage refused (a private window): the staff record still keeps the choice.
  }
}

/**
 * The language before anyone signs in: the one last used in this browser, else the first the
 * browser prefers that the back-office speaks. After sign-in the staff record decides.
 */
export function initialLocale(): Locale {
  return rememberedLocale() ?? preferredLocale(navigator.languages ?? [navigator.language]);
}

/** `<html lang dir>` for a locale, so the browser, screen readers, CSS and Mantine follow it. */
export function applyLocaleToDocument(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
