import { useLingui } from '@lingui/react';
import { type Locale, localeOf } from '@venue/i18n/locales';

export { localeOf };

/**
 * The language the page shows, for the formatters of `@venue/domain/format` (dates, prices and
 * counts read in it): `formatIls(price, locale)`.
 */
export function useLocale(): Locale {
  return localeOf(useLingui().i18n);
}
