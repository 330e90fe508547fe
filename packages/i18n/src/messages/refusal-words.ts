// The words the refusals are built from: a booking's status inside a sentence, what staff or the
// manager alone may do, and a closure's or block's reason in the reader's language.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isolate } from '@venue/domain/bidi';
import type { BookingStatus } from '@venue/domain/booking';
import { formatDisplayDate } from '@venue/domain/format';
import type { LocaleCode } from '@venue/domain/locales';
import { type LocalizedText, textIn } from '@venue/domain/localized-text';
import { venueTimeZone } from '@venue/domain/venue';

/** A booking's status as it reads inside a refusal ("This booking is approved."). */
export const statusWords: Readonly<Record<BookingStatus, MessageDescriptor>> = {
  pending: msg({ message: 'pending', context: 'booking status in a sentence' }),
  approved: msg({ message: 'approved', context: 'booking status in a sentence' }),
  rejected: msg({ message: 'rejected', context: 'booking status in a sentence' }),
  cancelled: msg({ message: 'cancelled', context: 'booking status in a sentence' }),
};

/** What venue staff alone may do, by the phrase the database ends its sentence with. */
export const staffActions: Readonly<Record<string, MessageDescriptor>> = {
  'approve bookings': msg`Only venue staff can approve bookings.`,
  'reject bookings': msg`Only venue staff can reject bookings.`,
  'reschedule bookings': msg`Only venue staff can reschedule bookings.`,
  'delete bookings': msg`Only venue staff can delete bookings.`,
  'take bookings': msg`Only venue staff can take bookings.`,
  'record contact attempts': msg`Only venue staff can record contact attempts.`,
  'record arrivals and no-shows': msg`Only venue staff can record arrivals and no-shows.`,
  'see similar booking requests': msg`Only venue staff can see similar booking requests.`,
  'see the client address check': msg`Only venue staff can see the client address check.`,
  'choose a back-office language': msg`Only venue staff can choose a back-office language.`,
  'send messages again': msg`Only venue staff can send messages again.`,
};

/** What the manager alone may do, by the phrase the database ends its sentence with. */
export const managerActions: Readonly<Record<string, MessageDescriptor>> = {
  'change the order': msg`Only the manager can change the order.`,
  "erase a customer's data": msg`Only the manager can erase a customer's data.`,
  'change how staff sign in': msg`Only the manager can change how staff sign in.`,
  'see how staff sign in': msg`Only the manager can see how staff sign in.`,
  "see the venue's numbers": msg`Only the manager can see the venue's numbers.`,
  'manage staff accounts': msg`Only the manager can manage staff accounts.`,
  'change the reminders': msg`Only the manager can change the reminders.`,
};

/**
 * A day a refusal names ("2046-05-10"), as the reader's language writes dates: "May 10, 2046",
 * "10 أيار 2046".
 */
export function dateIn(date: string, i18n: I18n): string {
  return formatDisplayDate(date, venueTimeZone, i18n.locale as LocaleCode);
}

/** A closure's or block's reason in the reader's language (another's, kept apart, when it has none). */
export function reasonIn(reason: LocalizedText | null, i18n: I18n): string | null {
  const shown = reason ? textIn(reason, i18n.locale as LocaleCode) : null;
  if (!shown) return null;
  return shown.isFallback ? isolate(shown.text) : shown.text;
}
