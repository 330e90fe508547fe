/**
 * The words of the booking form's birthday details and of its submit hint, kept together so they
 * are translated in one place.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatIls } from '@venue/domain/format';
import type { BirthdayEstimate } from '@venue/domain/pricing';
import { directionOf, isLocale } from '@venue/i18n/locales';
import { localeOf } from '../../lib/use-locale.ts';
import type { MissingChoice } from './booking-form-state.ts';

/** What the Book button waits for, said beside it while it is disabled. */
export const missingChoiceTexts: Readonly<Record<MissingChoice, MessageDescriptor>> = {
  package: msg`Choose a package`,
  time: msg`Choose a time`,
};

/** The lanes a group takes, said beside its count: "1 lane", "2 lanes". */
export function lanesTakenText(lanes: number): MessageDescriptor {
  return msg`${plural(lanes, { one: '# lane', other: '# lanes' })}`;
}

export const birthdayTexts = {
  guestsLabel: msg`Number of Guests`,
  fewerGuests: msg`One guest fewer`,
  moreGuests: msg`One guest more`,
  guestsHint: (title: string, minPeople: number, maxPeople: number) =>
    minPeople <= 1
      ? msg`${title} is for up to ${plural(maxPeople, { one: '# guest', other: '# guests' })}.`
      : msg`${title} is for ${minPeople} to ${plural(maxPeople, { one: '# guest', other: '# guests' })}.`,
  estimateLabel: msg`Estimated total`,
  depositLabel: msg`Deposit to book`,
  depositNote: msg`Paid ahead to secure the party, and part of the total.`,
  notesLabel: msg`Notes (optional)`,
  notesHint: msg`The birthday child's name and age, the cake, any allergies.`,
  notesCount: (length: number, max: number) => `${length}/${max}`,
  guestsSummaryLabel: msg`Guests`,
  confirmationTitle: msg`Birthday Request Received!`,
  arrivalStep: msg`Arrive 15 minutes before the party so everyone gets their shoes in time.`,
} as const;

/** Whether the active language reads right to left. */
export function isRightToLeft(i18n: I18n): boolean {
  return isLocale(i18n.locale) && directionOf(i18n.locale) === 'rtl';
}

/** How an estimate adds up: "12 guests × 70 ILS". */
export function estimateSumText(i18n: I18n, estimate: BirthdayEstimate): string {
  // formatIls isolates a price itself in a right-to-left language.
  const price = formatIls(estimate.pricePerPerson, localeOf(i18n));
  return i18n._(msg`${plural(estimate.guests, { one: '# guest', other: '# guests' })} × ${price}`);
}

/** The next step of a birthday request: paying the deposit. */
export function depositStepText(i18n: I18n, deposit: number): string {
  const amount = formatIls(deposit, localeOf(i18n));
  return i18n._(msg`We will tell you how to pay the ${amount} deposit that secures the party.`);
}
