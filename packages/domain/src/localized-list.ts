import { type LocaleCode, locales } from './locales.ts';

/**
 * A list the manager writes in one or more languages, each language its own list, as the database
 * keeps it (a birthday package's items; `private.are_localized_package_items`):
 * `{ en: ['1 VR session'], ar: ['جلسة واقع افتراضي واحدة'] }`. A language without entries is absent.
 */
export type LocalizedList = Partial<Record<LocaleCode, string[]>>;

/** What a reader of `locale` sees: that language's list, else another's, with its language. */
export type ShownList = { items: string[]; lang: LocaleCode; isFallback: boolean };

/**
 * The list in `locale`, or, when it has none, in the first other locale that has one (English
 * first), marked as a fallback so that its element carries that language's `lang` and `dir`.
 * Null for a list with no language (nothing to show).
 */
export function listIn(value: unknown, locale: LocaleCode): ShownList | null {
  const list = asLocalizedList(value);
  const own = list[locale];
  if (own) return { items: own, lang: locale, isFallback: false };
  for (const other of locales) {
    const found = list[other];
    if (found) return { items: found, lang: other, isFallback: true };
  }
  return null;
}

/**
 * A value read from the database (typed as JSON) as a localized list: only the known locales'
 * lists of non-empty strings count, and a language with none is absent.
 */
export function asLocalizedList(value: unknown): LocalizedList {
  const list: LocalizedList = {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return list;
  for (const locale of locales) {
    const entries = (value as Record<string, unknown>)[locale];
    if (!Array.isArray(entries)) continue;
    const texts = entries.filter(
      (entry): entry is string => typeof entry === 'string' && entry.trim() !== '',
    );
    if (texts.length > 0) list[locale] = texts;
  }
  return list;
}
