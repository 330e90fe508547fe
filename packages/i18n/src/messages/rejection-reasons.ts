import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isRejectionReasonKey, type RejectionReasonKey } from '@venue/domain/rejection-reasons';

/**
 * The quick rejection reasons in the apps' languages, by key (packages/domain/src/
 * rejection-reasons.ts): the desk's buttons and the sentence the desk and the customer's manage
 * page read. The e-mails' catalogue holds the same sentences (emails.ts), one translation each.
 */
export const rejectionReasonMessages: Readonly<
  Record<RejectionReasonKey, { label: MessageDescriptor; text: MessageDescriptor }>
> = {
  slot_unavailable: {
    label: msg`Time slot unavailable`,
    text: msg`The requested time slot is unavailable.`,
  },
  full_capacity: {
    label: msg`Full capacity`,
    text: msg`We are at full capacity at the requested time.`,
  },
  party_size: {
    label: msg`Party size issue`,
    text: msg`We cannot accommodate the party size of this booking.`,
  },
};

/**
 * A rejection's reason in the active language: a quick reason's key translated, a typed reason
 * as typed (an unknown key too); null when there is none.
 */
export function rejectionReasonText(
  i18n: I18n,
  reason: string | null,
  key: string | null,
): string | null {
  if (isRejectionReasonKey(key)) return i18n._(rejectionReasonMessages[key].text);
  return reason;
}
