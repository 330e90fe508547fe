/**
 * The parts of a form the manager writes in several languages (docs/decisions/023): one optional
 * text per locale, trimmed (blank is "not written"), within the field's limit and without hidden
 * characters; the checked value keeps only the languages written, as the database stores it.
 */
import * as z from 'zod/mini';
import { hiddenTextCharacters, isPlainLine } from '../limits.ts';
import { type LocaleCode, locales } from '../locales.ts';
import type { LocalizedText } from '../localized-text.ts';
import { textHiddenCharactersMessage } from './fields.ts';

/** One language's text: trimmed, within `maxLength`, without hidden characters (on one line). */
function localizedPart(maxLength: number, tooLong: string, singleLine: boolean) {
  const isPlain = singleLine
    ? (text: string) => text === '' || isPlainLine(text)
    : (text: string) => !hiddenTextCharacters.test(text);
  return z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(maxLength, tooLong),
        z.refine(isPlain, textHiddenCharactersMessage),
      ),
  );
}

/** A field written in each language: `{ en?: string, ar?: string }`, each part checked. */
export function localizedField(
  maxLength: number,
  tooLong: string,
  options: { singleLine?: boolean } = {},
) {
  const one = localizedPart(maxLength, tooLong, options.singleLine ?? false);
  return z.object(
    Object.fromEntries(locales.map((locale) => [locale, one])) as Record<LocaleCode, typeof one>,
  );
}

/**
 * A field written in at least one language: `localizedField`, and with every language blank the
 * first one is asked for (`required`).
 */
export function requiredLocalizedField(
  maxLength: number,
  tooLong: string,
  required: string,
  options: { singleLine?: boolean } = {},
) {
  return localizedField(maxLength, tooLong, options).check(
    z.refine((text) => isWritten(writtenLocales(text)), {
      message: required,
      path: [locales[0] as LocaleCode],
    }),
  );
}

/** Only the languages that are written. */
export function writtenLocales(
  text: Partial<Record<LocaleCode, string | undefined>>,
): LocalizedText {
  const kept: LocalizedText = {};
  for (const locale of locales) {
    const value = text[locale];
    if (value) kept[locale] = value;
  }
  return kept;
}

/** Whether a checked text has at least one language. */
export function isWritten(text: LocalizedText): boolean {
  return locales.some((locale) => text[locale] !== undefined);
}

/** Every language blank: a new form's value of a localized field. */
export function blankLocalized(): Record<LocaleCode, string> {
  return Object.fromEntries(locales.map((locale) => [locale, ''])) as Record<LocaleCode, string>;
}

/** A stored text as a form's value: every language, blank where none is written. */
export function localizedFormValue(
  text: LocalizedText | null | undefined,
): Record<LocaleCode, string> {
  return { ...blankLocalized(), ...(text ?? {}) };
}
