import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@venue/i18n/locales';
import { applyLocaleToDocument, rememberLocale } from './locale.ts';

/**
 * Loads a locale's compiled catalogue (its own chunk: an English session never downloads the
 * Arabic one) and makes it the language of every message and of the page's direction.
 */
export async function activateLocale(locale: Locale) {
  const { messages }: { messages: Messages } = await import(`../locales/${locale}.po`);
  i18n.loadAndActivate({ locale, messages });
  applyLocaleToDocument(locale);
  return i18n;
}

/** Shows the back-office in `locale` and remembers it in this browser for the next sign-in page. */
export async function switchLocale(locale: Locale) {
  await activateLocale(locale);
  rememberLocale(locale);
}
