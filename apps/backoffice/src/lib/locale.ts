import { applyLocaleToDocument, storedLocale } from '@venue/i18n/document';
import { type Locale, preferredLocale } from '@venue/i18n/locales';

export { applyLocaleToDocument };

/** Where this browser keeps the back-office language last chosen or saved for the staff member. */
export const localeStorageKey = 'venue.backoffice.locale';

const stored = storedLocale(localeStorageKey);

export const rememberLocale = stored.remember;

/**
 * The language before anyone signs in: the one last used in this browser, else the first the
 * browser prefers that the back-office speaks. After sign-in the staff record decides.
 */
export function initialLocale(): Locale {
  return stored.read() ?? preferredLocale(navigator.languages ?? [navigator.language]);
}
