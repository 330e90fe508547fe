/**
 * Adding a FAQ entry (spec section 5), in English, Arabic or both: each language that is written
 * has both its question and its answer, at least one language is, and every part is trimmed.
 * The values are what the database keeps: `{ question: { en, ar }, answer: { en, ar } }` with only
 * the languages written.
 */
import * as z from 'zod/mini';
import { limits } from '../limits.ts';
import { type LocaleCode, locales } from '../locales.ts';
import { refusalMessage } from '../refusals.ts';
import { blankLocalized, localizedField, writtenLocales } from './localized-parts.ts';

export const faqRequiredMessage = refusalMessage('content.faq_required');
const questionTooLong = refusalMessage('content.question_too_long', {
  max: limits.faqQuestionMaxLength,
});
const answerTooLong = refusalMessage('content.answer_too_long', {
  max: limits.faqAnswerMaxLength,
});

export const faqFormSchema = z.pipe(
  z.object({
    question: localizedField(limits.faqQuestionMaxLength, questionTooLong),
    answer: localizedField(limits.faqAnswerMaxLength, answerTooLong),
  }),
  z.transform((values, payload) => {
    const question = writtenLocales(values.question);
    const answer = writtenLocales(values.answer);
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
  return { question: blankLocalized(), answer: blankLocalized() };
}
