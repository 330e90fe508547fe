import type { I18n } from '@lingui/core';
import { DataError } from '@venue/data/errors';
import type { Refusal } from '@venue/domain/refusals';
import { accountMessages } from '@venue/i18n/messages/accounts';
import { bookingMessages } from '@venue/i18n/messages/booking';
import { contentMessages } from '@venue/i18n/messages/content';
import { failureMessages } from '@venue/i18n/messages/failures';
import { fieldMessages } from '@venue/i18n/messages/fields';
import { messageLookup } from '@venue/i18n/messages/lookup';
import { refusalText } from '@venue/i18n/messages/refusals';
import { staffMessages } from '@venue/i18n/messages/staff';
import { errorMessage } from './errors.ts';

/**
 * A message written in English by packages/domain (the forms' own checks and the desk's
 * sentences), in the staff member's language: the shared tables of packages/i18n. Refusals of
 * the database, the edge functions, the auth server and the data layer come by code instead.
 */
export const domainMessages = messageLookup(
  failureMessages,
  fieldMessages,
  bookingMessages,
  staffMessages,
  accountMessages,
  contentMessages,
);

export const { translate: translateDomainMessage } = domainMessages;

/**
 * Anything thrown, in the staff member's language: a refusal by code (the database, a function,
 * the auth server, the data layer) in that code's message; anything else (a form's own check, a
 * network failure) through the tables above.
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
