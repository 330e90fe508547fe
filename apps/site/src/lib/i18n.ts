import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@venue/i18n/locales';
import { applyLocaleToDocument } from './locale.ts';

/**
 * Loads a locale's compiled catalogue (its own chunk: English pages never download the Arabic
 * one) and makes it the language of every message.
 */
export async function activateLocale(locale: Locale) {
  const { messages }: { messages: Messages } = await import(`../locales/${locale}.po`);
  i18n.loadAndActivate({ locale, messages });
  applyLocaleToDocument(locale);
  return i18n;
}
