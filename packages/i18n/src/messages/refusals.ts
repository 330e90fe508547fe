import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { isolate } from '@venue/domain/bidi';
import type { Refusal, RefusalCode, RefusalParams } from '@venue/domain/refusals';

/**
 * Each refusal code's message (packages/domain/src/refusals.ts), from its parameters: what both
 * apps show for it, in the reader's language. English renders the message, not the database's
 * sentence, so a screen never depends on how the database words a refusal.
 */
export const refusalMessages: {
  [Code in RefusalCode]: (params: RefusalParams[Code]) => MessageDescriptor;
} = {
  'limit.too_many_requests': ({ bucket }) =>
    bucket.startsWith('manage_booking')
      ? msg`This booking has been opened many times in a short time. Please try again in a few minutes, or call us.`
      : msg`Too many booking requests. Please try again in a few minutes, or call us.`,
  'limit.feedback_posts': () =>
    msg`Too many feedback posts from this network. Please try again later.`,
  'limit.feedback_votes': () => msg`Too many votes from this network. Please try again later.`,
  'limit.pending_per_email': () =>
    msg`This email address already has booking requests waiting for our reply. We will contact you soon, or call us.`,
  'limit.pending_per_slot': () =>
    msg`This time already has many booking requests waiting for our reply. Please choose another time, or call us.`,
  'manage.declined': () => msg`This booking was declined, so there is nothing to cancel.`,
  'manage.cancellation_closed': ({ hours, phone }) => {
    const cutoffHours = hours;
    // The venue's number keeps its own direction inside an Arabic sentence.
    const venuePhone = isolate(phone);
    return msg`Bookings can be cancelled online up to ${plural(cutoffHours, { one: '# hour', other: '# hours' })} before they start. Please call us on ${venuePhone} to change or cancel this one.`;
  },
};

/** A refusal in the active language. */
export function refusalText(i18n: I18n, refusal: Refusal): string {
  const message = refusalMessages[refusal.code] as (params: unknown) => MessageDescriptor;
  return i18n._(message(refusal.params));
}
