/**
 * The parts of a form's text the manager writes in each language (decision 023): one optional,
 * trimmed part per locale, blank meaning "not written", and the languages written kept. The
 * database checks the same (`private.is_localized_text`).
 */
import * as z from 'zod/mini';
import { hiddenTextCharacters } from '../limits.ts';
import { type LocaleCode, locales } from '../locales.ts';
import type { LocalizedText } from '../localized-text.ts';
import { textHiddenCharactersMessage } from './fields.ts';

/** One language's part: trimmed (blank is "not written"), within its limit, without hidden characters. */
export function localizedPart(maxLength: number, tooLong: string) {
  return z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(maxLength, tooLong),
      z.refine((text) => !hiddenTextCharacters.test(text), textHiddenCharactersMessage),
    ),
  );
}

/** A text's parts in every locale, each a `localizedPart`. */
export function localizedParts(maxLength: number, tooLong: string) {
  return z.object(
    Object.fromEntries(
      locales.map((locale) => [locale, localizedPart(maxLength, tooLong)]),
    ) as Record<LocaleCode, ReturnType<typeof localizedPart>>,
  );
}

/** Only the languages that are written. */
export function writtenText(text: Partial<Record<LocaleCode, string | undefined>>): LocalizedText {
  const kept: LocalizedText = {};
  for (const locale of locales) {
    const value = text[locale];
    if (value) kept[locale] = value;
  }
  return kept;
}

/** Every language blank, as an empty form holds it. */
export function blankTexts(): Record<LocaleCode, string> {
  return Object.fromEntries(locales.map((locale) => [locale, ''])) as Record<LocaleCode, string>;
}

/** A form's value of a text: every language, the ones not written blank. */
export function formTexts(text: LocalizedText): Record<LocaleCode, string> {
  return { ...blankTexts(), ...text };
}
