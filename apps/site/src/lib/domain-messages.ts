import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DataError } from '@venue/data/errors';
import { isolate } from '@venue/domain/bidi';
import { venue } from '@venue/domain/venue';
import { bookingMessages } from '@venue/i18n/messages/booking';
import { failureMessages } from '@venue/i18n/messages/failures';
import { feedbackMessages } from '@venue/i18n/messages/feedback';
import { fieldMessages } from '@venue/i18n/messages/fields';
import { messageLookup } from '@venue/i18n/messages/lookup';
import { refusalText } from '@venue/i18n/messages/refusals';

/** The site's own words when `request_booking` refuses a visitor who asked too often. */
export const rateLimitMessage = `We have received several booking requests from you in a short time. Please try again in a few minutes, or call us at ${venue.phone.display}.`;

// The venue's number reads left to right inside Arabic.
const phone = isolate(venue.phone.display);

/**
 * A message written in English by packages/domain, the database or the data layer, in the
 * visitor's language (the shared tables of packages/i18n, and the site's own rate-limit words).
 */
export const domainMessages = messageLookup(
  failureMessages,
  fieldMessages,
  bookingMessages,
  feedbackMessages,
  {
    fixed: [
      [
        rateLimitMessage,
        msg`We have received several booking requests from you in a short time. Please try again in a few minutes, or call us at ${phone}.`,
      ],
    ],
  },
);

export const { translate: translateDomainMessage } = domainMessages;

/**
 * An error in the visitor's language: a refusal the database gave by code in its message for that
 * code; anything else (a form's own check, a network failure) through the tables above.
 */
export function errorText(i18n: I18n, error: Error): string {
  if (error instanceof DataError && error.refusal) {
    const text = refusalText(i18n, error.refusal);
    if (text !== null) return text;
  }
  return translateDomainMessage(i18n, error.message);
}
