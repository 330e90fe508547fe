import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { changePasswordMessages } from '@venue/data/auth/change-password';
import { tooManyAttemptsMessage } from '@venue/data/auth/rate-limit';
import {
  noEmailApprovalWarning,
  noEmailRejectionWarning,
  rejectionSuccessMessage,
} from '@venue/domain/booking';
import { mainImageFileMessage } from '@venue/domain/files';
import {
  dateRequiredMessage,
  pastClosingMessage,
  pastDateMessage,
  pastSlotMessage,
  timeRequiredMessage,
} from '@venue/domain/forms/booking-form';
import {
  emailInvalidMessage,
  emailRequiredMessage,
  nameHiddenCharactersMessage,
  nameRequiredMessage,
} from '@venue/domain/forms/fields';
import { rejectionReasonRequiredMessage } from '@venue/domain/forms/rejection-form';
import {
  currentPasswordRequiredMessage,
  emailCannotChangeNote,
  passwordRequiredMessage,
  passwordsDoNotMatchMessage,
  roleRequiredMessage,
} from '@venue/domain/forms/staff-form';

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
  [nameRequiredMessage, msg`Name is required`],
  [
    nameHiddenCharactersMessage,
    msg`Name cannot contain line breaks or hidden formatting characters`,
  ],
  [emailRequiredMessage, msg`Email is required`],
  [emailInvalidMessage, msg`Email is invalid`],
  [emailCannotChangeNote, msg`Email cannot be changed`],
  [passwordRequiredMessage, msg`Password is required`],
  [roleRequiredMessage, msg`Role is required`],
  [currentPasswordRequiredMessage, msg`Current password is required`],
  [passwordsDoNotMatchMessage, msg`New passwords don't match!`],
  [changePasswordMessages.success, msg`Password updated successfully!`],
  [changePasswordMessages.wrongCurrentPassword, msg`Current password is incorrect!`],
  [changePasswordMessages.weakPassword, msg`New password is too weak!`],
  [
    changePasswordMessages.reauthenticate,
    msg`Please log out and log back in before changing password!`,
  ],
  [changePasswordMessages.noUser, msg`No user logged in!`],
  [changePasswordMessages.fallback, msg`Failed to update password. Please try again.`],
  // The staff-accounts function's refusals (supabase/functions/staff-accounts/handler.ts).
  ['Only the manager can manage staff accounts.', msg`Only the manager can manage staff accounts.`],
  ['This staff account no longer exists.', msg`This staff account no longer exists.`],
  ['You cannot delete your own account.', msg`You cannot delete your own account.`],
  ['Change your own password in Settings.', msg`Change your own password in Settings.`],
  [
    'You cannot change your own role: another manager must do it.',
    msg`You cannot change your own role: another manager must do it.`,
  ],
  [
    'Something went wrong with staff accounts. Please try again.',
    msg`Something went wrong with staff accounts. Please try again.`,
  ],
  [
    'The last manager account cannot be removed or demoted.',
    msg`The last manager account cannot be removed or demoted.`,
  ],
  [
    'Failed to create user. Email is already in use.',
    msg`Failed to create user. Email is already in use.`,
  ],
  [
    'Failed to create user. Password is too weak.',
    msg`Failed to create user. Password is too weak.`,
  ],
  [
    'Failed to create user. Invalid email address.',
    msg`Failed to create user. Invalid email address.`,
  ],
  [
    'Failed to set password. Password is too weak.',
    msg`Failed to set password. Password is too weak.`,
  ],
  [mainImageFileMessage, msg`Please upload only image files for the main image.`],
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
    pattern: /^Name must be at most (?<max>\d+) characters$/,
    translate: ({ max = '' }) => msg`Name must be at most ${max} characters`,
  },
  {
    pattern: /^Email must be at most (?<max>\d+) characters$/,
    translate: ({ max = '' }) => msg`Email must be at most ${max} characters`,
  },
  {
    pattern: /^Password must be at least (?<min>\d+) characters$/,
    translate: ({ min = '' }) => msg`Password must be at least ${min} characters`,
  },
  {
    pattern: /^Password must be at least (?<min>\d+) characters long!$/,
    translate: ({ min = '' }) => msg`Password must be at least ${min} characters long!`,
  },
  {
    pattern: /^Password must be at most (?<max>\d+) characters$/,
    translate: ({ max = '' }) => msg`Password must be at most ${max} characters`,
  },
  {
    pattern: /^This file is larger than (?<limit>.+)\. Please choose a smaller file\.$/,
    translate: ({ limit = '' }) =>
      msg`This file is larger than ${limit}. Please choose a smaller file.`,
  },
  {
    pattern: /^Failed to create user\. (?<reason>.+)$/,
    translate: ({ reason = '' }) => msg`Failed to create user. ${reason}`,
  },
  {
    pattern: /^Failed to set password\. (?<reason>.+)$/,
    translate: ({ reason = '' }) => msg`Failed to set password. ${reason}`,
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
