import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DataError } from '@venue/data/errors';
import { isolate } from '@venue/domain/bidi';
import { type Refusal, refusalOf } from '@venue/domain/refusals';
import { venue } from '@venue/domain/venue';
import { refusalText } from '@venue/i18n/messages/refusals';

const unknownFailure: Refusal = { code: 'failure.unknown', params: {} };

/**
 * A form check's message in the visitor's language: the checks of packages/domain carry their
 * refusal as a code (`refusalMessage`), which is shown in its message here. A message without a
 * refusal is already in the visitor's words (the page's own) and is shown as it is.
 */
export function messageText(i18n: I18n, message: string): string {
  const refusal = refusalOf(message);
  return refusal
    ? (refusalText(i18n, refusal) ?? refusalText(i18n, unknownFailure) ?? '')
    : message;
}

/**
 * An error in the visitor's language, by its refusal code: the database's and the functions' (the
 * error's hint, read by the data layer), or a form check's. An error without one (a failure the
 * server did not explain) reads as a general failure, never as an English sentence.
 */
export function errorText(i18n: I18n, error: Error): string {
  const refusal =
    (error instanceof DataError ? error.refusal : null) ??
    refusalOf(error.message) ??
    (error instanceof TypeError ? { code: 'failure.network', params: {} } : unknownFailure);
  return refusalText(i18n, refusal) ?? refusalText(i18n, unknownFailure) ?? error.message;
}

/** The site's own words when `request_booking` refuses a visitor who asked too often. */
export function rateLimitText(i18n: I18n): string {
  // The venue's number reads left to right inside Arabic.
  const phone = isolate(venue.phone.display);
  return i18n._(
    msg`We have received several booking requests from you in a short time. Please try again in a few minutes, or call us at ${phone}.`,
  );
}
