import { useLingui } from '@lingui/react';
import { isLocale, type Locale, sourceLocale } from '@venue/i18n/locales';

/**
 * The language the page shows, for the formatters of `@venue/domain/format` (dates, prices and
 * counts read in it): `formatIls(price, locale)`.
 */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : sourceLocale;
}
