import { useLingui } from '@lingui/react';
import { type Locale, localeInfo, locales, localizedPath } from '@venue/i18n/locales';
import { useEffect, useRef } from 'react';
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
    <LanguageLink
      key={locale}
      locale={locale}
      className={className}
      href={`${localizedPath(locale, pathname)}${search}${hash}`}
    />
  ));
}

/**
 * One language's link. A page built for many addresses (the not-found page, the manage link's
 * page) and any address with a query carry the build's link in their HTML: hydration keeps the
 * HTML's attributes, so the link is set to this address as soon as the page is live.
 */
function LanguageLink({
  locale,
  className,
  href,
}: {
  locale: Locale;
  className: string | undefined;
  href: string;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    link.current?.setAttribute('href', href);
  }, [href]);
  return (
    <a
      ref={link}
      className={className}
      href={href}
      hrefLang={locale}
      lang={locale}
      onClick={() => rememberLocale(locale)}
      suppressHydrationWarning
    >
      {localeInfo[locale].name}
    </a>
  );
}
