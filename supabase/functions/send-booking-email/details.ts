// The booking's details every booking e-mail lists under its message: when, what, who to call
// back, and the reference, as label and value in the booking's language.
import { formatDisplayDate, formatIls, formatTime } from '../../../packages/domain/src/format.ts';
import type { LocaleCode } from '../../../packages/domain/src/locales.ts';
import { birthdayEstimate } from '../../../packages/domain/src/pricing.ts';
import { venue } from '../../../packages/domain/src/venue.ts';
import { vrPrice } from '../../../packages/domain/src/vr.ts';
import type { EmailBooking } from './booking.ts';
import type { EmailMessages, Piece } from './messages.ts';
import { leftToRight, typed, unlinkable } from './pieces.ts';

/**
 * The rows of the details: a birthday's package, guests, duration, estimate, notes and VR
 * sessions; a VR booking's players, sessions and their length, and price (players × sessions ×
 * the price of a session it was booked at); a regular booking's people, rounds and type; then the
 * phone and the reference.
 */
export function detailsOf(
  booking: EmailBooking,
  locale: LocaleCode,
  words: EmailMessages,
): [string, Piece][] {
  const label = words.labels;
  const rows: [string, Piece][] = [
    [label.date, formatDisplayDate(booking.date, venue.timeZone, locale)],
    [label.time, formatTime(booking.time)],
  ];
  if (booking.type === 'birthday') {
    rows.push([label.type, words.typeName.birthday]);
    rows.push([label.package, booking.bundle_name ?? '-']);
    rows.push([label.guests, String(booking.people)]);
    rows.push([label.duration, words.minutes(booking.duration)]);
    if (booking.bundle_price !== null) {
      const estimate = birthdayEstimate(booking.people, booking.bundle_price);
      rows.push([
        label.estimatedTotal,
        `${formatIls(estimate.total, locale)} (${words.estimateSum(estimate)})`,
      ]);
      rows.push([label.deposit, formatIls(estimate.deposit, locale)]);
    }
    if (booking.vr_sessions > 0) {
      const start = booking.vr_start ? formatTime(booking.vr_start) : null;
      rows.push([label.vrSessions, words.partyVr(booking.vr_sessions, start)]);
    }
    if (booking.customer_notes.trim() !== '')
      rows.push([label.notes, typed(unlinkable(booking.customer_notes))]);
  } else if (booking.type === 'vr') {
    rows.push([label.type, words.typeName.vr]);
    rows.push([label.players, String(booking.people)]);
    rows.push([label.vrSessions, words.vrSessionsLength(booking.rounds, booking.duration)]);
    if (booking.bundle_price !== null) {
      const total = vrPrice(booking.people, booking.rounds, booking.bundle_price);
      rows.push([
        label.price,
        `${formatIls(total, locale)} (${words.vrPriceSum(booking.people, booking.rounds, booking.bundle_price)})`,
      ]);
    }
  } else {
    rows.push([label.people, String(booking.people)]);
    rows.push([label.rounds, String(booking.rounds)]);
    rows.push([label.type, words.typeName.regular]);
  }
  rows.push([label.phone, leftToRight(booking.phone)]);
  rows.push([label.reference, leftToRight(booking.reference)]);
  return rows;
}
