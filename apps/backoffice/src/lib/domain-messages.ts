import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { tooManyAttemptsMessage } from '@venue/data/auth/rate-limit';
import {
  noEmailApprovalWarning,
  noEmailRejectionWarning,
  rejectionSuccessMessage,
} from '@venue/domain/booking';
import {
  dateRequiredMessage,
  pastClosingMessage,
  pastDateMessage,
  pastSlotMessage,
  timeRequiredMessage,
} from '@venue/domain/forms/booking-form';
import { rejectionReasonRequiredMessage } from '@venue/domain/forms/rejection-form';

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
  ['Something went wrong. Please try again.', msg`Something went wrong. Please try again.`],
  ['Failed to fetch', msg`Failed to fetch`],
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
