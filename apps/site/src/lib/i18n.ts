import { i18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type Locale, localizedPath } from '@venue/i18n/locales';
import { routeErrorTexts } from '../components/route-error-screen.tsx';
import { applyLocaleToDocument } from './locale.ts';

/**
 * Loads a locale's compiled catalogue (its own chunk: English pages never download the Arabic
 * one, nor its font) and makes it the language of every message, the route error screen's included.
 */
export async function activateLocale(locale: Locale) {
  const [{ messages }]: [{ messages: Messages }, unknown] = await Promise.all([
    import(`../locales/${locale}.po`),
    // Arabic brings its script's font and spacing.
    locale === 'ar' ? import('../styles/arabic.css') : null,
  ]);
  i18n.loadAndActivate({ locale, messages });
  // The build-time render has no document: it writes the language into the HTML itself.
  if (typeof document !== 'undefined') applyLocaleToDocument(locale);
  Object.assign(routeErrorTexts, {
    heading: i18n._(msg`Unexpected Application Error!`),
    backHome: i18n._(msg`Back to Home`),
    homeHref: localizedPath(locale, '/'),
  });
  return i18n;
}
