import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { tooManyAttemptsMessage } from '@venue/data/auth/rate-limit';
import { bookingMessages } from '@venue/i18n/messages/booking';
import { fieldMessages } from '@venue/i18n/messages/fields';
import { messageLookup } from '@venue/i18n/messages/lookup';
import { staffMessages } from '@venue/i18n/messages/staff';

/** What sign-in (the auth server and the data layer) answers in English. */
const signInMessages = {
  fixed: [
    [
      tooManyAttemptsMessage,
      msg`Too many attempts from this network. Please wait a few minutes and try again.`,
    ],
    ['Invalid login credentials', msg`Invalid login credentials`],
  ] satisfies Array<[string, MessageDescriptor]>,
};

/**
 * A message written in English by packages/domain, the database or sign-in, in the staff
 * member's language (the shared tables of packages/i18n, and sign-in's own words).
 */
export const domainMessages = messageLookup(
  fieldMessages,
  bookingMessages,
  staffMessages,
  signInMessages,
);

export const { translate: translateDomainMessage } = domainMessages;
