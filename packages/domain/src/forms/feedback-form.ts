/** The public feedback form (spec sections 2 and 5). */
import * as z from 'zod/mini';
import { limits } from '../limits.ts';
import { nameField, requiredText } from './fields.ts';

export const commentRequiredMessage = 'Comment is required';
export const ratingMessage = `Rating must be between ${limits.ratingMin} and ${limits.ratingMax}`;

export const feedbackFormSchema = z.object({
  name: nameField(),
  rating: z
    .number({ error: ratingMessage })
    .check(
      z.refine(Number.isInteger, { error: ratingMessage, abort: true }),
      z.gte(limits.ratingMin, ratingMessage),
      z.lte(limits.ratingMax, ratingMessage),
    ),
  comment: requiredText({
    required: commentRequiredMessage,
    maxLength: limits.commentMaxLength,
    tooLong: `Comment must be at most ${limits.commentMaxLength} characters`,
  }),
});

export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackFormValues = z.output<typeof feedbackFormSchema>;

/** The server's refusal when one network posts too much feedback (`post_feedback`, PT429). */
export const feedbackPostLimitMessage =
  'Too many feedback posts from this network. Please try again later.';
