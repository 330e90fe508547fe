import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { changePasswordMessages } from '@venue/data/auth/change-password';
import { tooManyAttemptsMessage } from '@venue/data/auth/rate-limit';
import { DataError } from '@venue/data/errors';
import { type Refusal, refusalOf } from '@venue/domain/refusals';
import { type MessageTable, messageLookup } from '@venue/i18n/messages/lookup';
import { managerRefusalMessages } from '@venue/i18n/messages/manager-refusals';
import { refusalText } from '@venue/i18n/messages/refusals';
import { errorMessage } from './errors.ts';

/**
 * What only the back-office hears, in English: sign-in and password changes (the auth server
 * through packages/data), the staff-accounts function (supabase/functions/staff-accounts) and
 * the data layer's refusal of an edit or delete that found no row.
 */
const backofficeMessages: MessageTable = {
  fixed: [
    [
      tooManyAttemptsMessage,
      msg`Too many attempts from this network. Please wait a few minutes and try again.`,
    ],
    ['Invalid login credentials', msg`Invalid login credentials`],
    [changePasswordMessages.success, msg`Password updated successfully!`],
    [changePasswordMessages.wrongCurrentPassword, msg`Current password is incorrect!`],
    [changePasswordMessages.weakPassword, msg`New password is too weak!`],
    [
      changePasswordMessages.reauthenticate,
      msg`Please log out and log back in before changing password!`,
    ],
    [changePasswordMessages.noUser, msg`No user logged in!`],
    [changePasswordMessages.fallback, msg`Failed to update password. Please try again.`],
    [
      'Only the manager can manage staff accounts.',
      msg`Only the manager can manage staff accounts.`,
    ],
    ['This staff account no longer exists.', msg`This staff account no longer exists.`],
    ['You cannot delete your own account.', msg`You cannot delete your own account.`],
    ['Change your own password in Settings.', msg`Change your own password in Settings.`],
    [
      "You cannot set another manager's password: they change their own in Settings.",
      msg`You cannot set another manager's password: they change their own in Settings.`,
    ],
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
  ] satisfies Array<[string, MessageDescriptor]>,
  patterns: [
    {
      pattern: /^Failed to create user\. (?<reason>.+)$/,
      message: ({ reason = '' }) => msg`Failed to create user. ${reason}`,
    },
    {
      pattern: /^Failed to set password\. (?<reason>.+)$/,
      message: ({ reason = '' }) => msg`Failed to set password. ${reason}`,
    },
  ],
};

const lookup = messageLookup(backofficeMessages);

const unknownFailure: Refusal = { code: 'failure.unknown', params: {} };

/** A refusal in the staff member's language, the manager's pages' codes included. */
function refusalInLanguage(i18n: I18n, refusal: Refusal): string | null {
  return refusalText(i18n, refusal, managerRefusalMessages);
}

/**
 * A form check's message in the staff member's language: the checks of packages/domain carry
 * their refusal as a code (`refusalMessage`), shown here in its message. A message without one is
 * the auth server's or a function's English (`backofficeMessages`), or already in the staff
 * member's words.
 */
export function messageText(i18n: I18n, message: string): string {
  const refusal = refusalOf(message);
  if (!refusal) return lookup.translate(i18n, message);
  return refusalInLanguage(i18n, refusal) ?? refusalInLanguage(i18n, unknownFailure) ?? message;
}

/**
 * Anything thrown, in the staff member's language, by its refusal code: the database's (the
 * error's hint, read by the data layer) or a form check's; else the auth server's and the
 * staff-accounts function's English through the table above. An error without either (a failure
 * the server did not explain) reads as a general failure, never as the server's English.
 */
export function errorText(i18n: I18n, error: unknown): string {
  const message = errorMessage(error);
  const refusal =
    (error instanceof DataError ? error.refusal : null) ??
    refusalOf(message) ??
    (error instanceof TypeError ? { code: 'failure.network' as const, params: {} } : null);
  const text = refusal ? refusalInLanguage(i18n, refusal) : null;
  if (text !== null) return text;
  const listed = lookup.messageOf(message);
  if (listed) return i18n._(listed);
  return refusalInLanguage(i18n, unknownFailure) ?? message;
}

/** A message in the staff member's language (see `messageText`). */
export const translateDomainMessage = messageText;
