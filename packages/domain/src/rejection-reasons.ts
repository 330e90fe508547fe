/**
 * The quick reasons staff reject a booking with, as keys: each reader writes a keyed reason in
 * its own language (the e-mail in the booking's, the desk in the staff member's, the manage page
 * in the page's), while a reason staff type goes as typed. SQL's private.rejection_reason_keys()
 * holds the same keys; the English texts below are also what `bookings.rejection_reason` stores
 * for a keyed reason, for readers that know no keys (the history, the CSV).
 */

/** Every quick reason's key, in the order the rejection modal offers them (spec section 5). */
export const rejectionReasonKeys = ['slot_unavailable', 'full_capacity', 'party_size'] as const;

export type RejectionReasonKey = (typeof rejectionReasonKeys)[number];

/** The English of each quick reason: its button and the sentence the customer reads. */
export const rejectionReasonEnglish: Readonly<
  Record<RejectionReasonKey, { label: string; text: string }>
> = {
  slot_unavailable: {
    label: 'Time slot unavailable',
    text: 'The requested time slot is unavailable.',
  },
  full_capacity: {
    label: 'Full capacity',
    text: 'We are at full capacity at the requested time.',
  },
  party_size: {
    label: 'Party size issue',
    text: 'We cannot accommodate the party size of this booking.',
  },
};

/** Whether a stored key is one of the quick reasons (an unknown one reads as typed text). */
export function isRejectionReasonKey(key: string | null | undefined): key is RejectionReasonKey {
  return (rejectionReasonKeys as readonly string[]).includes(key ?? '');
}

/** A rejection's reason: a quick reason's key, or what staff typed. */
export type RejectionReason = { key: RejectionReasonKey } | { typed: string };

/**
 * The reason as the database takes it: a keyed reason's English text with its key, a typed one
 * as typed and without a key.
 */
export function rejectionReasonArguments(reason: RejectionReason): {
  reason: string;
  reason_key?: RejectionReasonKey;
} {
  return 'key' in reason
    ? { reason: rejectionReasonEnglish[reason.key].text, reason_key: reason.key }
    : { reason: reason.typed };
}

/** Message of the database's refusal of an unknown key (VN010, detail `reason_key`). */
export const rejectionReasonKeyMessage = 'Choose one of the quick reasons, or type the reason';
