import { type LocaleCode, localeInfo, locales } from './locales.ts';

/**
 * A text the manager types in one or more languages, as the database keeps it (a jsonb object
 * keyed by locale; `private.is_localized_text`): `{ en: 'Do you rent shoes?', ar: 'هل تؤجّرون…' }`.
 */
export type LocalizedText = Partial<Record<LocaleCode, string>>;

/** What a reader of `locale` sees: that language's text, else another's, with its language. */
export type ShownText = { text: string; lang: LocaleCode; isFallback: boolean };

/**
 * The text in `locale`, or, when it has none, in the first other locale that has it (English
 * first), marked as a fallback so that its element carries that language's `lang` and `dir`.
 * Null only for a value with no language at all (which the database refuses).
 */
export function textIn(value: unknown, locale: LocaleCode): ShownText | null {
  const text = asLocalizedText(value);
  const own = text[locale];
  if (own) return { text: own, lang: locale, isFallback: false };
  for (const other of locales) {
    const found = text[other];
    if (found) return { text: found, lang: other, isFallback: true };
  }
  return null;
}

/**
 * The `lang` and `dir` of the element that shows a text: a fallback's own language and direction
 * (it differs from the page's), else the direction its letters give (`auto`).
 */
export function shownTextProps(shown: ShownText | null): {
  lang?: LocaleCode;
  dir: 'ltr' | 'rtl' | 'auto';
} {
  if (shown?.isFallback) return { lang: shown.lang, dir: localeInfo[shown.lang].dir };
  return { dir: 'auto' };
}

/** The languages a text still lacks, in the locales' order. */
export function missingLocales(value: unknown): LocaleCode[] {
  const text = asLocalizedText(value);
  return locales.filter((locale) => !text[locale]);
}

/**
 * A value read from the database (typed as JSON) as a localized text: only the known locales'
 * non-empty strings count.
 */
export function asLocalizedText(value: unknown): LocalizedText {
  const text: LocalizedText = {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return text;
  for (const locale of locales) {
    const entry = (value as Record<string, unknown>)[locale];
    if (typeof entry === 'string' && entry.trim() !== '') text[locale] = entry;
  }
  return text;
}
