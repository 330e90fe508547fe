/**
 * Adding a FAQ entry (spec section 5), in English, Arabic or both: each language that is written
 * has both its question and its answer, at least one language is, and every part is trimmed.
 * The values are what the database keeps: `{ question: { en, ar }, answer: { en, ar } }` with only
 * the languages written.
 */
import * as z from 'zod/mini';
import { limits } from '../limits.ts';
import { type LocaleCode, locales } from '../locales.ts';
import { blankTexts, localizedParts, writtenText } from './localized-parts.ts';

export const faqRequiredMessage = 'Please enter both a question and an answer';
const questionTooLong = `Question must be at most ${limits.faqQuestionMaxLength} characters`;
const answerTooLong = `Answer must be at most ${limits.faqAnswerMaxLength} characters`;

export const faqFormSchema = z.pipe(
  z.object({
    question: localizedParts(limits.faqQuestionMaxLength, questionTooLong),
    answer: localizedParts(limits.faqAnswerMaxLength, answerTooLong),
  }),
  z.transform((values, payload) => {
    const question = writtenText(values.question);
    const answer = writtenText(values.answer);
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
  return { question: blankTexts(), answer: blankTexts() };
}
