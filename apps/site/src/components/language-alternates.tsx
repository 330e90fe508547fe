import { locales, localizedPath, sourceLocale } from '@venue/i18n/locales';
import { useLocation } from 'react-router';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The page's versions in every language for search engines (`<link rel="alternate" hreflang>`,
 * which React places in <head>); English is also the default for other languages.
 */
export function LanguageAlternates() {
  const { pathname } = useLocation();
  if (!useHydrated()) return null;
  const { origin } = window.location;
  const versions = [
    ...locales.map((locale) => ({ hrefLang: locale, locale })),
    { hrefLang: 'x-default', locale: sourceLocale },
  ];
  return versions.map(({ hrefLang, locale }) => (
    <link
      key={hrefLang}
      rel="alternate"
      hrefLang={hrefLang}
      href={`${origin}${localizedPath(locale, pathname)}`}
    />
  ));
}
