import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { isLocale, type Locale, sourceLocale } from '@venue/i18n/locales';

/**
 * The language the page shows, for the formatters of `@venue/domain/format` (dates, prices and
 * counts read in it): `formatIls(price, locale)`.
 */
export function useLocale(): Locale {
  return localeOf(useLingui().i18n);
}

/** The language `i18n` is set to, for the formatters; English when it is not one of ours. */
export function localeOf(i18n: I18n): Locale {
  return isLocale(i18n.locale) ? i18n.locale : sourceLocale;
}
