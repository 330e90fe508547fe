import type { I18n } from '@lingui/core';
import { DataError } from '@venue/data/errors';
import { type Refusal, refusalOf } from '@venue/domain/refusals';
import { managerRefusalMessages } from '@venue/i18n/messages/manager-refusals';
import { refusalText } from '@venue/i18n/messages/refusals';
import { errorMessage } from './errors.ts';

const unknownFailure: Refusal = { code: 'failure.unknown', params: {} };
const networkFailure: Refusal = { code: 'failure.network', params: {} };

/** A refusal in the staff member's language, the manager's pages' codes included. */
function refusalInLanguage(i18n: I18n, refusal: Refusal): string | null {
  return refusalText(i18n, refusal, managerRefusalMessages);
}

/**
 * A form check's message in the staff member's language: the checks of packages/domain carry
 * their refusal as a code (`refusalMessage`), shown here in its message. A message without one is
 * already in the staff member's words (the page's own) and is shown as it is.
 */
export function messageText(i18n: I18n, message: string): string {
  const refusal = refusalOf(message);
  if (!refusal) return message;
  return refusalInLanguage(i18n, refusal) ?? refusalInLanguage(i18n, unknownFailure) ?? message;
}

/**
 * A refusal by its code's message, or (none, or a code this build has no message for) the
 * message as it came: an e-mail service's own words about a failed send.
 */
export function refusalOrMessageText(i18n: I18n, refusal: Refusal | null, message: string): string {
  const text = refusal ? refusalInLanguage(i18n, refusal) : null;
  return text ?? messageText(i18n, message);
}

/**
 * Anything thrown, in the staff member's language, by its refusal code: the database's, a
 * function's, the auth server's or the data layer's (`DataError.refusal`), or a form check's. An
 * error without one (a failure the server did not explain) reads as a general failure, and a
 * request that never reached the server as one of its own: never as the server's English.
 */
export function errorText(i18n: I18n, error: unknown): string {
  const message = errorMessage(error);
  const refusal =
    (error instanceof DataError ? error.refusal : null) ??
    refusalOf(message) ??
    (error instanceof TypeError ? networkFailure : unknownFailure);
  return refusalInLanguage(i18n, refusal) ?? refusalInLanguage(i18n, unknownFailure) ?? message;
}
