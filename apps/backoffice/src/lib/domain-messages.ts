import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { changePasswordMessages } from '@venue/data/auth/change-password';
import { tooManyAttemptsMessage } from '@venue/data/auth/rate-limit';
import { DataError } from '@venue/data/errors';
import type { Refusal } from '@venue/domain/refusals';
import { accountMessages } from '@venue/i18n/messages/accounts';
import { bookingMessages } from '@venue/i18n/messages/booking';
import { contentMessages } from '@venue/i18n/messages/content';
import { failureMessages } from '@venue/i18n/messages/failures';
import { fieldMessages } from '@venue/i18n/messages/fields';
import { type MessageTable, messageLookup } from '@venue/i18n/messages/lookup';
import { refusalText } from '@venue/i18n/messages/refusals';
import { staffMessages } from '@venue/i18n/messages/staff';
import { errorMessage } from './errors.ts';

/** What only the back-office hears, in English: sign-in and password changes (the auth server through packages/data). */
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
  ] satisfies Array<[string, MessageDescriptor]>,
};

/**
 * A message written in English by packages/domain or the auth server, in the staff member's
 * language (the shared tables of packages/i18n, and the back-office's own).
 */
export const domainMessages = messageLookup(
  failureMessages,
  fieldMessages,
  bookingMessages,
  staffMessages,
  accountMessages,
  contentMessages,
  backofficeMessages,
);

export const { translate: translateDomainMessage } = domainMessages;

/**
 * Anything thrown, in the staff member's language: a refusal by code (the database, a function,
 * the data layer) in that code's message; anything else (a form's own check, the auth server, a network failure)
 * through the tables above.
 */
export function errorText(i18n: I18n, error: unknown): string {
  return refusalOrMessageText(
    i18n,
    error instanceof DataError ? error.refusal : null,
    errorMessage(error),
  );
}

/**
 * A refusal by its code's message, or (none, or a code this build has no message for) the English
 * message through the tables above.
 */
export function refusalOrMessageText(i18n: I18n, refusal: Refusal | null, message: string): string {
  const text = refusal ? refusalText(i18n, refusal) : null;
  return text ?? translateDomainMessage(i18n, message);
}
