/**
 * The words of the booking form's birthday details and of its submit hint, kept together so they
 * are translated in one place.
 */
import { formatIls } from '@venue/domain/format';
import type { MissingChoice } from './booking-form-state.ts';

/** What the Book button waits for, said beside it while it is disabled. */
export const missingChoiceTexts: Readonly<Record<MissingChoice, string>> = {
  package: 'Choose a package',
  time: 'Choose a time',
};

/** A package's group size: "Up to 10 people", "11-25 people". */
export function groupSizeText(minPeople: number, maxPeople: number): string {
  return minPeople <= 1 ? `Up to ${maxPeople} people` : `${minPeople}-${maxPeople} people`;
}

export const birthdayTexts = {
  guestsLabel: 'Number of Guests',
  fewerGuests: 'One guest fewer',
  moreGuests: 'One guest more',
  guestsHint: (title: string, minPeople: number, maxPeople: number) =>
    minPeople <= 1
      ? `${title} is for up to ${maxPeople} guests.`
      : `${title} is for ${minPeople} to ${maxPeople} guests.`,
  estimateLabel: 'Estimated total',
  depositLabel: 'Deposit to book',
  depositNote: 'Paid ahead to secure the party, and part of the total.',
  notesLabel: 'Notes (optional)',
  notesHint: "The birthday child's name and age, the cake, any allergies.",
  notesCount: (length: number, max: number) => `${length}/${max}`,
  guestsSummaryLabel: 'Guests',
  confirmationTitle: 'Birthday Request Received!',
  depositStep: (deposit: number) =>
    `We will tell you how to pay the ${formatIls(deposit)} deposit that secures the party.`,
  arrivalStep: 'Arrive 15 minutes before the party so everyone gets their shoes in time.',
} as const;
