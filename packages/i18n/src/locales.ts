/**
 * The languages both apps speak (the list lives with the domain, which formats dates and prices
 * and records each booking's language). English is the source (the spec's texts) and the default,
 * at the spec's routes; every other locale lives under its own path prefix (`/ar/menu`).
 */
import {
  isLocale,
  type LocaleCode,
  localeInfo,
  locales,
  sourceLocale,
} from '@venue/domain/locales';

export { isLocale, localeInfo, locales, sourceLocale };

export type Locale = LocaleCode;

/**
 * The language an i18n instance (Lingui's `i18n`) is set to, for the formatters of
 * `@venue/domain/format`; English when it is none of ours.
 */
export function localeOf(i18n: { locale: string }): Locale {
  return isLocale(i18n.locale) ? i18n.locale : sourceLocale;
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return localeInfo[locale].dir;
}

/**
 * A value (an address, a size, an example number) set inside a sentence: isolated in its own
 * direction in a right-to-left language, where it would otherwise reorder; as it is in a
 * left-to-right one, so the English stays the spec's text byte for byte.
 */
export function isolatedIn(i18n: { locale: string }, text: string): string {
  return directionOf(localeOf(i18n)) === 'rtl' ? `\u2068${text}\u2069` : text;
}

/** The locale a path belongs to: its first segment when that names a locale, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== sourceLocale ? first : sourceLocale;
}

/** The path without its locale prefix: `/ar/menu` and `/menu` both give `/menu`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === sourceLocale) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}

/** The router's base path for a locale: none for English, `/ar` for Arabic. */
export function basenameOf(locale: Locale): string | undefined {
  return locale === sourceLocale ? undefined : `/${locale}`;
}

/** The same page in `locale`: `localizedPath('ar', '/menu')` is `/ar/menu`, and `/` is `/ar`. */
export function localizedPath(locale: Locale, pathname: string): string {
  const path = unlocalizedPath(pathname);
  const base = basenameOf(locale);
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}

/**
 * The first supported locale among the browser's preferred languages (`navigator.languages`,
 * in order: `ar-PS` counts as Arabic), or English when none is supported.
 */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return sourceLocale;
}

export type LocaleVisit = {
  /** The locale this page load shows. */
  locale: Locale;
  /** Where the page moves to first (the same page in `locale`), when the address is not in it. */
  redirectTo?: string;
  /** What to remember as the visitor's choice, when nothing is remembered yet. */
  remember?: Locale;
};

/**
 * The locale of a page load. An address under a locale prefix (`/ar/...`) shows that locale. An
 * English address shows the visitor's remembered choice, and on the very first visit the first
 * supported language of the browser; that first guess is then remembered, so it is made once.
 */
export function localeOfVisit({
  pathname,
  remembered,
  languages,
}: {
  pathname: string;
  remembered: Locale | null;
  languages: readonly string[];
}): LocaleVisit {
  const addressed = localeOfPath(pathname);
  if (addressed !== sourceLocale) {
    return remembered ? { locale: addressed } : { locale: addressed, remember: addressed };
  }
  const locale = remembered ?? preferredLocale(languages);
  return {
    locale,
    ...(locale === sourceLocale ? {} : { redirectTo: localizedPath(locale, pathname) }),
    ...(remembered ? {} : { remember: locale }),
  };
}
