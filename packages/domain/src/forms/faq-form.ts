/**
 * Adding a FAQ entry (spec section 5), in English, Arabic or both: each language that is written
 * has both its question and its answer, at least one language is, and every part is trimmed.
 * The values are what the database keeps: `{ question: { en, ar }, answer: { en, ar } }` with only
 * the languages written.
 */
import * as z from 'zod/mini';
import { hiddenTextCharacters, limits } from '../limits.ts';
import { type LocaleCode, locales } from '../locales.ts';
import type { LocalizedText } from '../localized-text.ts';
import { textHiddenCharactersMessage } from './fields.ts';

export const faqRequiredMessage = 'Please enter both a question and an answer';
const questionTooLong = `Question must be at most ${limits.faqQuestionMaxLength} characters`;
const answerTooLong = `Answer must be at most ${limits.faqAnswerMaxLength} characters`;

/** One language's part: trimmed (blank is "not written"), within its limit, without hidden characters. */
function part(maxLength: number, tooLong: string) {
  return z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(maxLength, tooLong),
      z.refine((text) => !hiddenTextCharacters.test(text), textHiddenCharactersMessage),
    ),
  );
}

function localized(maxLength: number, tooLong: string) {
  return z.object(
    Object.fromEntries(locales.map((locale) => [locale, part(maxLength, tooLong)])) as Record<
      LocaleCode,
      ReturnType<typeof part>
    >,
  );
}

/** Only the languages that are written. */
function written(text: Partial<Record<LocaleCode, string | undefined>>): LocalizedText {
  const kept: LocalizedText = {};
  for (const locale of locales) {
    const value = text[locale];
    if (value) kept[locale] = value;
  }
  return kept;
}

export const faqFormSchema = z.pipe(
  z.object({
    question: localized(limits.faqQuestionMaxLength, questionTooLong),
    answer: localized(limits.faqAnswerMaxLength, answerTooLong),
  }),
  z.transform((values, payload) => {
    const question = written(values.question);
    const answer = written(values.answer);
    let isComplete = false;
    for (const locale of locales) {
      const hasQuestion = question[locale] !== undefined;
      const hasAnswer = answer[locale] !== undefined;
      if (hasQuestion && hasAnswer) isComplete = true;
      if (hasQuestion !== hasAnswer) {
        payload.issues.push({
          code: 'custom',
          message: faqRequiredMessage,
          path: [hasQuestion ? 'answer' : 'question', locale],
          input: values,
        });
      }
    }
    if (!isComplete && payload.issues.length === 0) {
      // Nothing written: both parts of the first language are asked for.
      for (const field of ['question', 'answer']) {
        payload.issues.push({
          code: 'custom',
          message: faqRequiredMessage,
          path: [field, locales[0] as LocaleCode],
          input: values,
        });
      }
    }
    return { question, answer };
  }),
);

export type FaqFormInput = z.input<typeof faqFormSchema>;
export type FaqFormValues = z.output<typeof faqFormSchema>;

/** An empty form: every language blank. */
export function emptyFaqForm(): FaqFormInput {
  const blank = Object.fromEntries(locales.map((locale) => [locale, ''])) as Record<
    LocaleCode,
    string
  >;
  return { question: { ...blank }, answer: { ...blank } };
}
