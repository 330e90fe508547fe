// Which WhatsApp template an outbox event sends, and its parameters from the booking: the same
// values the booking's e-mails show (its reference, long date, time, reason or message), in the
// booking's language.
import {
  formatLongDate,
  formatNumberSet,
  formatTime,
} from '../../../packages/domain/src/format.ts';
import {
  buildTemplateMessage,
  type WhatsappSendRequest,
  type WhatsappTemplateName,
} from '../../../packages/domain/src/whatsapp-templates.ts';
import { type EmailBooking, localeOf } from '../send-booking-email/booking.ts';
import { emailMessages } from '../send-booking-email/messages.ts';
import { affectedReasonOf, rejectionReasonOf } from '../send-booking-email/notes.ts';
import { textOf } from '../send-booking-email/pieces.ts';

export type NotificationEvent =
  | 'request_received'
  | 'approved'
  | 'rejected'
  | 'rescheduled'
  | 'cancelled'
  | 'affected'
  | 'reminder';

/** The booking as the outbox reads it: the e-mail's columns and who decided, and its lanes. */
export type NotifiedBooking = EmailBooking & {
  lanes: number[] | null;
  /** The VR stations an approved VR booking holds. */
  stations: number[] | null;
  approved_by: string | null;
  rejected_by: string | null;
  cancelled_by: string | null;
  erased_at: string | null;
};

/** The columns `loadBooking` reads. */
export const notifiedBookingColumns =
  'id, reference, name, email, phone, people, rounds, date, time, type, bundle_name, bundle_price, duration, customer_notes, status, approved_at, rejected_at, rejection_reason, rejection_reason_key, rescheduled_at, reschedule_count, locale, cancelled_at, cancellation_message, vr_sessions, vr_start, lanes, stations, approved_by, rejected_by, cancelled_by, erased_at';

/** Words Meta refuses inside a parameter: line breaks, tabs, runs of more than four spaces. */
export function asParameter(text: string): string {
  const flat = text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {5,}/g, '    ')
    .trim();
  return flat === '' ? '-' : flat.slice(0, 500);
}

/** The lanes an approved booking holds, as the e-mails' catalogue words them ("Lanes 2–3"). */
export function lanesOf(booking: NotifiedBooking): string {
  const locale = localeOf(booking);
  const lanes = booking.lanes ?? [];
  return emailMessages[locale].lanes(lanes.length, formatNumberSet(lanes, locale));
}

/** The VR stations an approved VR booking holds, as the e-mails' catalogue words them. */
export function stationsOf(booking: NotifiedBooking): string {
  const locale = localeOf(booking);
  const stations = booking.stations ?? [];
  return emailMessages[locale].stations(stations.length, formatNumberSet(stations, locale));
}

type Plan = { template: WhatsappTemplateName; params: string[]; buttons: number };

/**
 * A VR booking's receipt, approval and reminder: its own templates, with players, sessions and
 * stations; null for the other events, whose bowling templates name no lane.
 */
function vrPlanOf(event: NotificationEvent, booking: NotifiedBooking, head: string[]): Plan | null {
  const words = emailMessages[localeOf(booking)];
  const sessions = words.vrSessionsLength(booking.rounds, booking.duration);
  switch (event) {
    case 'request_received':
      return {
        template: 'vr_booking_request_received',
        params: [...head, String(booking.people), sessions],
        buttons: 1,
      };
    case 'approved':
      return {
        template: 'vr_booking_approved',
        params: [...head, sessions, stationsOf(booking)],
        buttons: 1,
      };
    case 'reminder':
      return { template: 'vr_booking_reminder', params: head, buttons: 2 };
    default:
      return null;
  }
}

function planOf(event: NotificationEvent, booking: NotifiedBooking): Plan | null {
  const locale = localeOf(booking);
  const words = emailMessages[locale];
  const head = [
    asParameter(booking.name),
    booking.reference,
    formatLongDate(booking.date, locale),
    formatTime(booking.time),
  ];
  const vrPlan = booking.type === 'vr' ? vrPlanOf(event, booking, head) : null;
  if (vrPlan) return vrPlan;
  switch (event) {
    case 'request_received':
      return {
        template: 'booking_request_received',
        params: [...head, String(booking.people)],
        buttons: 1,
      };
    case 'approved':
      return { template: 'booking_approved', params: [...head, lanesOf(booking)], buttons: 1 };
    case 'rejected':
      return {
        template: 'booking_rejected',
        params: [...head, asParameter(textOf([rejectionReasonOf(booking, words)], words.dir))],
        buttons: 0,
      };
    case 'rescheduled':
      return { template: 'booking_rescheduled', params: head, buttons: 1 };
    case 'cancelled':
      return booking.cancelled_by
        ? {
            template: 'booking_cancelled_by_venue',
            params: [...head, asParameter(booking.cancellation_message ?? '')],
            buttons: 0,
          }
        : { template: 'booking_cancelled', params: head, buttons: 0 };
    case 'reminder':
      return { template: 'booking_reminder', params: head, buttons: 2 };
    case 'affected':
      return {
        template: 'booking_affected',
        params: [...head, asParameter(textOf(affectedReasonOf(booking, words), words.dir))],
        buttons: 1,
      };
    default:
      return null;
  }
}

/** The message an event sends on WhatsApp, with the manage token its buttons end with. */
export function whatsappMessageFor(
  event: NotificationEvent,
  booking: NotifiedBooking,
  token: string | null,
): WhatsappSendRequest | null {
  const plan = planOf(event, booking);
  if (!plan || (plan.buttons > 0 && !token)) return null;
  return buildTemplateMessage({
    to: booking.phone,
    template: plan.template,
    language: localeOf(booking),
    params: plan.params,
    buttonParams: Array.from({ length: plan.buttons }, () => token as string),
  });
}
