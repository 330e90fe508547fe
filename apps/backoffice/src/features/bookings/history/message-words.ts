/** What a message to a customer is about, how it went and why, in the staff member's words. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { BookingMessage } from '@venue/data/notifications/list-booking-messages';
import { formatDisplayDateTime } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';

type Event = BookingMessage['event'];
type Channel = BookingMessage['channel'];

const eventNames: Record<Exclude<Event, 'reminder'>, MessageDescriptor> = {
  request_received: msg({ message: 'Request received', context: 'message to a customer' }),
  approved: msg({ message: 'Approved', context: 'message to a customer' }),
  rejected: msg({ message: 'Declined', context: 'message to a customer' }),
  rescheduled: msg({ message: 'Moved', context: 'message to a customer' }),
  cancelled: msg({ message: 'Cancelled', context: 'message to a customer' }),
  affected: msg({ message: 'Schedule change', context: 'message to a customer' }),
};

/** What the message told the customer: the event, or which reminder it was. */
export function messageEventText(message: BookingMessage, i18n: I18n): string {
  if (message.event !== 'reminder') return i18n._(eventNames[message.event]);
  const detail = message.detail;
  const hours =
    detail !== null && typeof detail === 'object' && !Array.isArray(detail) ? detail.hours : null;
  if (typeof hours !== 'number') return i18n._(msg`Reminder`);
  const reminderHours = hours;
  return i18n._(msg`Reminder ${plural(reminderHours, { one: '# h before', other: '# h before' })}`);
}

export const channelNames: Record<Channel, MessageDescriptor> = {
  email: msg`E-mail`,
  whatsapp: msg`WhatsApp`,
};

/** Why a message was not sent or failed, by the outbox's reason code (docs/decisions/030). */
const reasonNames: Readonly<Record<string, MessageDescriptor>> = {
  no_contact: msg`No e-mail or WhatsApp consent — call the customer`,
  opted_out: msg`Customer replied STOP`,
  cancelled: msg`Booking cancelled`,
  rejected: msg`Booking declined`,
  moved: msg`Booking moved`,
  deleted: msg`Booking deleted`,
  erased: msg`Customer's details erased`,
  too_late: msg`Time had passed`,
  not_current: msg`The booking changed before it went`,
  replanned: msg`Reminder hours changed`,
  seeded: msg`Demo booking`,
  recipient_capped: msg`Daily limit for this customer reached`,
  no_email: msg`No e-mail address`,
  no_template: msg`No wording for this message`,
  not_configured: msg`Sending is not set up`,
  provider_refused: msg`Refused by the provider`,
  provider_unreachable: msg`The provider could not be reached`,
};

/** A reason code in words; one this build does not know reads as a general one. */
export function reasonText(reason: string | null, i18n: I18n): string {
  const name = reason ? reasonNames[reason] : undefined;
  return i18n._(name ?? msg`Unknown reason`);
}

/** How a message stands, in words, and the colour it is shown in. */
export type MessageStateLine = { text: string; color: string };

export function messageStateLine(message: BookingMessage, i18n: I18n, now: Date): MessageStateLine {
  switch (message.state) {
    case 'sent':
      if (message.read_at) return { text: i18n._(msg`Sent · Read`), color: 'teal.9' };
      if (message.delivered_at) return { text: i18n._(msg`Sent · Delivered`), color: 'teal.9' };
      return { text: i18n._(msg`Sent`), color: 'teal.9' };
    case 'due': {
      if (Date.parse(message.due_at) <= now.getTime()) {
        return { text: i18n._(msg`Waiting to be sent`), color: 'blue.9' };
      }
      const time = formatDisplayDateTime(message.due_at, venueTimeZone, localeOf(i18n));
      return { text: i18n._(msg`Waiting until ${time}`), color: 'blue.9' };
    }
    case 'sending':
      return { text: i18n._(msg`Sending…`), color: 'blue.9' };
    case 'failed': {
      const reason = reasonText(message.reason, i18n);
      return { text: i18n._(msg`Failed: ${reason}`), color: 'red.9' };
    }
    case 'skipped': {
      const reason = reasonText(message.reason, i18n);
      const color = message.reason === 'no_contact' ? 'red.9' : 'gray.7';
      return { text: i18n._(msg`Not sent: ${reason}`), color };
    }
  }
}

/** When the message went, or when it is (was) due, on the venue's clock. */
export function messageTimeText(message: BookingMessage, i18n: I18n): string {
  return formatDisplayDateTime(message.sent_at ?? message.due_at, venueTimeZone, localeOf(i18n));
}
