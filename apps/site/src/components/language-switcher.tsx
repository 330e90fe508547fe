import { useLingui } from '@lingui/react';
import { type Locale, localeInfo, locales, localizedPath } from '@venue/i18n/locales';
import { useLocation } from 'react-router';
import { rememberLocale } from '../lib/locale.ts';

/**
 * Links to the page the visitor is on in each other language, each named in its own language.
 * Following one is a full page load: the other language has its own catalogue and direction.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const { i18n } = useLingui();
  const others = locales.filter((locale) => locale !== i18n.locale);

  return others.map((locale: Locale) => (
    <a
      key={locale}
      className={className}
      href={`${localizedPath(locale, pathname)}${search}${hash}`}
      hrefLang={locale}
      lang={locale}
      onClick={() => rememberLocale(locale)}
    >
      {localeInfo[locale].name}
    </a>
  ));
}
