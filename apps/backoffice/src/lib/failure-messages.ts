import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A failed request's reason in the staff member's language, for the screens every page loads
 * with (the refusal messages come with the pages that need them): the request did not succeed,
 * and the staff member can try again.
 */
export function failureText(i18n: I18n): string {
  return i18n._(msg`Something went wrong. Please try again.`);
}
