import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  commentRequiredMessage,
  feedbackPostLimitMessage,
  ratingMessage,
} from '@venue/domain/forms/feedback-form';
import {
  nameHiddenCharactersMessage,
  nameRequiredMessage,
  textHiddenCharactersMessage,
} from '@venue/domain/forms/fields';
import { limits } from '@venue/domain/limits';

/**
 * A message from packages/domain or the database (in English, the spec's words) beside its
 * catalogue entry, so a screen can show it in the visitor's language.
 */
export type DomainMessage = readonly [english: string, translated: MessageDescriptor];

const { nameMaxLength, commentMaxLength, ratingMin, ratingMax } = limits;

/** What the feedback form's schema and `post_feedback` refuse, and the data layer's fallbacks. */
export const feedbackMessages: readonly DomainMessage[] = [
  [nameRequiredMessage, msg`Name is required`],
  [
    `Name must be at most ${nameMaxLength} characters`,
    msg`Name must be at most ${nameMaxLength} characters`,
  ],
  [
    nameHiddenCharactersMessage,
    msg`Name cannot contain line breaks or hidden formatting characters`,
  ],
  [ratingMessage, msg`Rating must be between ${ratingMin} and ${ratingMax}`],
  [commentRequiredMessage, msg`Comment is required`],
  [
    `Comment must be at most ${commentMaxLength} characters`,
    msg`Comment must be at most ${commentMaxLength} characters`,
  ],
  [textHiddenCharactersMessage, msg`Please remove hidden formatting characters`],
  [
    feedbackPostLimitMessage,
    msg`Too many feedback posts from this network. Please try again later.`,
  ],
  [
    'The feedback could not be saved. Please try again.',
    msg`The feedback could not be saved. Please try again.`,
  ],
  ['Something went wrong. Please try again.', msg`Something went wrong. Please try again.`],
];

/** The static birthday packages' contents and group sizes (packages/domain/src/pricing.ts). */
export const birthdayPackageMessages: readonly DomainMessage[] = [
  ['1 VR session', msg`1 VR session`],
  ['2 VR sessions', msg`2 VR sessions`],
  ['1 hour bowling', msg`1 hour bowling`],
  ['1.5 hours bowling', msg`1.5 hours bowling`],
  ['Reserved seating', msg`Reserved seating`],
  ['up to 10 people', msg`up to 10 people`],
  ['11-25 people', msg`11-25 people`],
  ['26+ people', msg`26+ people`],
];

const byEnglish = new Map<string, MessageDescriptor>([
  ...feedbackMessages,
  ...birthdayPackageMessages,
]);

/**
 * A domain or server message in the active language: the catalogue's translation when the
 * English words are known, else the words as they came (still readable, in English).
 */
export function translateDomainMessage(i18n: I18n, english: string): string {
  const translated = byEnglish.get(english);
  return translated ? i18n._(translated) : english;
}
