/** The public feedback form (spec sections 2 and 5). */
import * as z from 'zod/mini';
import { limits } from '../limits.ts';
import { refusalMessage } from '../refusals.ts';
import { nameField, requiredText } from './fields.ts';

export const commentRequiredMessage = refusalMessage('feedback.comment_required');
export const ratingMessage = refusalMessage('feedback.rating_range', {
  min: limits.ratingMin,
  max: limits.ratingMax,
});

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
    tooLong: refusalMessage('feedback.comment_too_long', { max: limits.commentMaxLength }),
  }),
});

export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackFormValues = z.output<typeof feedbackFormSchema>;
