// The boxed note under a booking e-mail's greeting: a rejection's reason, the venue's message on
// its cancellation, or what changed for a booking the schedule no longer offers.
import { formatTime } from '../../../packages/domain/src/format.ts';
import type { LocaleCode } from '../../../packages/domain/src/locales.ts';
import { isRejectionReasonKey } from '../../../packages/domain/src/rejection-reasons.ts';
import { type EmailBooking, type EmailKind, isVenueCancellation, localeOf } from './booking.ts';
import { type EmailMessages, emailMessages, type Piece } from './messages.ts';
import { typed, unlinkable } from './pieces.ts';

/** The words of the booking's language (a test passes others: the pseudo-locale). */
const wordsOf = (booking: EmailBooking): EmailMessages => emailMessages[localeOf(booking)];

/**
 * The reason shown to the customer: a quick reason written in the booking's language, the one
 * reception typed (as typed), or a kind default.
 */
export function rejectionReasonOf(
  booking: EmailBooking,
  words: EmailMessages = wordsOf(booking),
): Piece {
  const { reasons, defaultReason } = words.rejected;
  const key = booking.rejection_reason_key;
  if (isRejectionReasonKey(key)) return reasons[key];
  return typed(booking.rejection_reason?.trim() || defaultReason);
}

/**
 * What the customer of an `affected` booking reads about the change: the closure's reason in
 * their language (as the manager wrote it) after what it closes, or that the hours changed.
 */
export function affectedReasonOf(
  booking: EmailBooking,
  words: EmailMessages = wordsOf(booking),
): Piece[] {
  const conflict = booking.conflict;
  const params = conflict?.params ?? {};
  const written = localizedIn(params.reason, localeOf(booking));
  const said =
    conflict?.code === 'booking.day_closed'
      ? words.affected.dayClosed
      : conflict?.code === 'booking.time_closed' &&
          typeof params.from === 'string' &&
          typeof params.to === 'string'
        ? words.affected.timeClosed(formatTime(params.from), formatTime(params.to))
        : words.affected.hours;
  return written ? [said, ' ', typed(unlinkable(written))] : [said];
}

/** A text the manager wrote in each language, in `locale` (else English, else any). */
function localizedIn(value: unknown, locale: LocaleCode): string | null {
  if (!value || typeof value !== 'object') return null;
  const texts = value as Record<string, unknown>;
  const pick = [texts[locale], texts.en, ...Object.values(texts)].find(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
  return pick?.trim() ?? null;
}

/**
 * The boxed note under the greeting: a rejection's reason, the venue's message on its
 * cancellation, or what changed for an `affected` booking.
 */
export function noteOf(
  kind: EmailKind,
  booking: EmailBooking,
  words: EmailMessages,
): { label: string; pieces: Piece[] } | null {
  if (kind === 'rejected') {
    return { label: words.labels.reason, pieces: [rejectionReasonOf(booking, words)] };
  }
  if (kind === 'cancelled' && isVenueCancellation(booking)) {
    const said = booking.cancellation_message?.trim() ?? '';
    return { label: words.labels.message, pieces: [typed(unlinkable(said))] };
  }
  if (kind === 'affected') {
    return { label: words.labels.reason, pieces: affectedReasonOf(booking, words) };
  }
  return null;
}
