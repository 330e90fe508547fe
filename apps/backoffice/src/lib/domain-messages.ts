import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { tooManyAttemptsMessage } from '@venue/data/auth/rate-limit';
import {
  noEmailApprovalWarning,
  noEmailRejectionWarning,
  rejectionSuccessMessage,
} from '@venue/domain/booking';
import {
  fileTooLargeMessage,
  menuImageFileMessage,
  menuImageMaxBytes,
  sizeLimitLabel,
} from '@venue/domain/files';
import {
  packageDurationMessage,
  packageGuestOrderMessage,
  packageItemLengthMessage,
  packageItemsCountMessage,
  packageMaxPeopleMessage,
  packageMinPeopleMessage,
  packagePriceDecimalsMessage,
  packagePriceRangeMessage,
  packageRequiredFieldsMessage,
} from '@venue/domain/forms/birthday-package-form';
import {
  dateRequiredMessage,
  pastClosingMessage,
  pastDateMessage,
  pastSlotMessage,
  timeRequiredMessage,
} from '@venue/domain/forms/booking-form';
import { faqRequiredMessage } from '@venue/domain/forms/faq-form';
import { menuItemRequiredMessage } from '@venue/domain/forms/menu-item-form';
import { offerInvalidMessage, offerTooLargeMessage } from '@venue/domain/forms/offer-form';
import { priceRangeMessage, priceRequiredMessage } from '@venue/domain/forms/prices-form';
import { rejectionReasonRequiredMessage } from '@venue/domain/forms/rejection-form';
import { limits } from '@venue/domain/limits';

// The manager's content forms: a limit the venue sets is a placeholder of its message.
const { menuItemNameMaxLength, imageMaxLength, faqQuestionMaxLength, faqAnswerMaxLength } = limits;
const { packageTitleMaxLength, packageItemsMaxCount, packageItemMaxLength } = limits;
const { packagePriceMin, packagePriceMax, packageMaxPeopleMin, packageMaxPeopleMax } = limits;
const { packageDurationMin, packageDurationMax } = limits;
const menuImageLimit = sizeLimitLabel(menuImageMaxBytes);
const offerValueMax = limits.offerValueMax.toLocaleString('en-US');
const priceMax = limits.priceMax.toLocaleString('en-US');

/**
 * The messages packages/domain (and the database and sign-in behind it) write in English, by
 * their English text, each with its message in this app's catalogue. A message that varies (a
 * lane, a limit) is a pattern whose parts fill the translation's placeholders.
 */
const fixedMessages = new Map<string, MessageDescriptor>([
  [rejectionReasonRequiredMessage, msg`Please enter a reason for rejection`],
  [rejectionSuccessMessage(true), msg`Booking rejected and notification email sent!`],
  [rejectionSuccessMessage(false), msg`Booking rejected! (No email on file)`],
  [
    noEmailApprovalWarning,
    msg`This booking doesn't have an email address. Approving without sending email.`,
  ],
  [
    noEmailRejectionWarning,
    msg`This booking doesn't have an email address. Rejecting without sending email.`,
  ],
  [dateRequiredMessage, msg`Please choose a date`],
  [timeRequiredMessage, msg`Please choose a time`],
  [pastDateMessage, msg`Past dates cannot be booked`],
  [pastSlotMessage, msg`This time is no longer available`],
  [pastClosingMessage, msg`This booking would run past closing time`],
  [
    tooManyAttemptsMessage,
    msg`Too many attempts from this network. Please wait a few minutes and try again.`,
  ],
  ['Invalid login credentials', msg`Invalid login credentials`],
  ['Only approved bookings can be rescheduled.', msg`Only approved bookings can be rescheduled.`],
  [menuItemRequiredMessage, msg`Please fill all fields and upload an image`],
  [
    `Name must be at most ${menuItemNameMaxLength} characters`,
    msg`Name must be at most ${menuItemNameMaxLength} characters`,
  ],
  [
    `Image address must be at most ${imageMaxLength} characters`,
    msg`Image address must be at most ${imageMaxLength} characters`,
  ],
  [menuImageFileMessage, msg`Please select an image file`],
  [
    fileTooLargeMessage(menuImageMaxBytes),
    msg`This file is larger than ${menuImageLimit}. Please choose a smaller file.`,
  ],
  [offerInvalidMessage, msg`Please enter valid positive numbers`],
  [offerTooLargeMessage, msg`Please enter numbers up to ${offerValueMax}`],
  [faqRequiredMessage, msg`Please enter both a question and an answer`],
  [
    `Question must be at most ${faqQuestionMaxLength} characters`,
    msg`Question must be at most ${faqQuestionMaxLength} characters`,
  ],
  [
    `Answer must be at most ${faqAnswerMaxLength} characters`,
    msg`Answer must be at most ${faqAnswerMaxLength} characters`,
  ],
  [packageRequiredFieldsMessage, msg`Please fill all required fields`],
  [
    `Title must be at most ${packageTitleMaxLength} characters`,
    msg`Title must be at most ${packageTitleMaxLength} characters`,
  ],
  [
    packagePriceRangeMessage,
    msg`Price must be between ${packagePriceMin} and ${packagePriceMax} ILS`,
  ],
  [packagePriceDecimalsMessage, msg`Price can have at most 2 decimals`],
  [
    packageMaxPeopleMessage,
    msg`Max people must be a whole number from ${packageMaxPeopleMin} to ${packageMaxPeopleMax}`,
  ],
  [
    packageMinPeopleMessage,
    msg`Min people must be a whole number from ${packageMaxPeopleMin} to ${packageMaxPeopleMax}`,
  ],
  [packageGuestOrderMessage, msg`Min people cannot be more than max people`],
  [
    packageDurationMessage,
    msg`Duration must be whole minutes from ${packageDurationMin} to ${packageDurationMax}`,
  ],
  [packageItemsCountMessage, msg`A package can list at most ${packageItemsMaxCount} items`],
  [packageItemLengthMessage, msg`Each item must be at most ${packageItemMaxLength} characters`],
  [priceRequiredMessage, msg`Please enter a price`],
  [priceRangeMessage, msg`Price must be more than 0 and at most ${priceMax} ILS`],
  ['Only the manager can change the order.', msg`Only the manager can change the order.`],
  [
    'This menu item no longer exists or you may not edit it.',
    msg`This menu item no longer exists or you may not edit it.`,
  ],
  [
    'This menu item no longer exists or you may not delete it.',
    msg`This menu item no longer exists or you may not delete it.`,
  ],
  [
    'This offer no longer exists or you may not edit it.',
    msg`This offer no longer exists or you may not edit it.`,
  ],
  [
    'This offer no longer exists or you may not delete it.',
    msg`This offer no longer exists or you may not delete it.`,
  ],
  [
    'This FAQ no longer exists or you may not edit it.',
    msg`This FAQ no longer exists or you may not edit it.`,
  ],
  [
    'This FAQ no longer exists or you may not delete it.',
    msg`This FAQ no longer exists or you may not delete it.`,
  ],
  [
    'This birthday package no longer exists or you may not edit it.',
    msg`This birthday package no longer exists or you may not edit it.`,
  ],
  [
    'This birthday package no longer exists or you may not delete it.',
    msg`This birthday package no longer exists or you may not delete it.`,
  ],
  [
    'This feedback no longer exists or you may not delete it.',
    msg`This feedback no longer exists or you may not delete it.`,
  ],
]);

const patterns: ReadonlyArray<{
  pattern: RegExp;
  translate: (parts: Record<string, string>) => MessageDescriptor;
}> = [
  {
    pattern: /^Reason must be at most (?<max>\d+) characters$/,
    translate: ({ max = '' }) => msg`Reason must be at most ${max} characters`,
  },
  {
    pattern:
      /^Booking approved and confirmation email sent! Lane (?<lane>\d+)\/(?<lanes>\d+) assigned for (?<date>\S+) at (?<time>.+)\.$/,
    translate: ({ lane = '', lanes = '', date = '', time = '' }) =>
      msg`Booking approved and confirmation email sent! Lane ${lane}/${lanes} assigned for ${date} at ${time}.`,
  },
  {
    pattern:
      /^Booking approved! \(No email on file\) Lane (?<lane>\d+)\/(?<lanes>\d+) assigned for (?<date>\S+) at (?<time>.+)\.$/,
    translate: ({ lane = '', lanes = '', date = '', time = '' }) =>
      msg`Booking approved! (No email on file) Lane ${lane}/${lanes} assigned for ${date} at ${time}.`,
  },
  {
    pattern: /^Contact attempt #(?<attempt>\d+) recorded$/,
    translate: ({ attempt = '' }) => msg`Contact attempt #${attempt} recorded`,
  },
];

/**
 * A message written in English by packages/domain, the database or sign-in, in the active
 * language: looked up by its English text in the catalogue; a message the catalogue does not
 * know stays as written.
 */
export function translateDomainMessage(i18n: I18n, message: string): string {
  const fixed = fixedMessages.get(message);
  if (fixed) return i18n._(fixed);
  for (const { pattern, translate } of patterns) {
    const parts = pattern.exec(message)?.groups;
    if (parts) return i18n._(translate(parts));
  }
  return message;
}
