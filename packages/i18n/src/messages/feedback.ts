import { msg, plural } from '@lingui/core/macro';
import { commentRequiredMessage, ratingMessage } from '@venue/domain/forms/feedback-form';
import { limits } from '@venue/domain/limits';
import type { MessageTable } from './lookup.ts';

// A limit's plural writes the limit itself, not `#`, which groups thousands ("1,000"): the
// message reads as the domain's and the database's words ("1000").
const { commentMaxLength, ratingMin, ratingMax } = limits;

/** What the feedback form's schema and `post_feedback` refuse, and the data layer's fallback. */
export const feedbackMessages: MessageTable = {
  fixed: [
    [ratingMessage, msg`Rating must be between ${ratingMin} and ${ratingMax}`],
    [commentRequiredMessage, msg`Comment is required`],
    [
      `Comment must be at most ${commentMaxLength} characters`,
      msg`Comment must be at most ${plural(commentMaxLength, { one: `${commentMaxLength} character`, other: `${commentMaxLength} characters` })}`,
    ],
    [
      'The feedback could not be saved. Please try again.',
      msg`The feedback could not be saved. Please try again.`,
    ],
  ],
};
