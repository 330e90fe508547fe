/** Adding a FAQ entry (spec section 5): both parts required, trimmed. */
import * as z from 'zod/mini';
import { limits } from '../limits.ts';
import { requiredText } from './fields.ts';

export const faqRequiredMessage = 'Please enter both a question and an answer';

export const faqFormSchema = z.object({
  question: requiredText({
    required: faqRequiredMessage,
    maxLength: limits.faqQuestionMaxLength,
    tooLong: `Question must be at most ${limits.faqQuestionMaxLength} characters`,
  }),
  answer: requiredText({
    required: faqRequiredMessage,
    maxLength: limits.faqAnswerMaxLength,
    tooLong: `Answer must be at most ${limits.faqAnswerMaxLength} characters`,
  }),
});

export type FaqFormInput = z.input<typeof faqFormSchema>;
export type FaqFormValues = z.output<typeof faqFormSchema>;
