import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { BookingEmailOutcome } from '@venue/data/bookings/send-booking-email';
import type { BookingAttendance } from '@venue/domain/booking-attendance';
import { formatNumberSet, formatTime } from '@venue/domain/format';
import { type TimeOfDay, venue } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { dateIn } from '@venue/i18n/messages/refusal-words';
import { messageText, refusalOrMessageText } from '../../lib/domain-messages.ts';

/** A reason in the staff member's language. */
const inLanguage = (message: string) => messageText(i18n, message);

/** Why an e-mail failed, in the staff member's language: the function's refusal by its code. */
function failureReason(email: BookingEmailOutcome): string {
  return email.status === 'failed' ? refusalOrMessageText(i18n, email.refusal, email.error) : '';
}

/**
 * The toast after "Approve & Email", by what happened to the e-mail (spec section 8): "Lane 3/6"
 * over the schedule's `laneCount`, "Lane 3" while the schedule has not loaded; a group's lanes
 * ("Lanes 2–3 of 6") when it holds several. The day reads as the staff member's language writes
 * dates, as in a refusal.
 */
export function approvalToast(
  booking: { date: string; time: TimeOfDay },
  held: number | readonly number[],
  email: BookingEmailOutcome,
  laneCount: number | undefined,
): { type: 'success' | 'warning'; message: string } {
  const reason = failureReason(email);
  const date = dateIn(booking.date, i18n);
  const time = formatTime(booking.time);
  const lanes = laneCount;
  const all = typeof held === 'number' ? [held] : held;
  const lane = all[0] ?? 0;
  if (all.length > 1 && email.status !== 'failed') {
    const set = formatNumberSet(all, localeOf(i18n));
    const total = laneCount ?? venue.laneCount;
    return {
      type: 'success',
      message:
        email.status === 'sent'
          ? t`Booking approved and confirmation email sent! Lanes ${set} of ${total} assigned for ${date} at ${time}.`
          : t`Booking approved! (No email on file) Lanes ${set} of ${total} assigned for ${date} at ${time}.`,
    };
  }
  switch (email.status) {
    case 'sent':
      return {
        type: 'success',
        message:
          lanes === undefined
            ? t`Booking approved and confirmation email sent! Lane ${lane} assigned for ${date} at ${time}.`
            : t`Booking approved and confirmation email sent! Lane ${lane}/${lanes} assigned for ${date} at ${time}.`,
      };
    case 'skipped':
      return {
        type: 'success',
        message:
          lanes === undefined
            ? t`Booking approved! (No email on file) Lane ${lane} assigned for ${date} at ${time}.`
            : t`Booking approved! (No email on file) Lane ${lane}/${lanes} assigned for ${date} at ${time}.`,
      };
    case 'failed':
      return {
        type: 'warning',
        message: t`Booking approved but email failed to send: ${reason}`,
      };
  }
}

/**
 * The toast after "Approve & Email" of a VR booking, by what happened to the e-mail: the stations
 * it holds ("Stations 1–3") instead of lanes.
 */
export function vrApprovalToast(
  booking: { date: string; time: TimeOfDay },
  stations: readonly number[],
  email: BookingEmailOutcome,
): { type: 'success' | 'warning'; message: string } {
  const reason = failureReason(email);
  const date = dateIn(booking.date, i18n);
  const time = formatTime(booking.time);
  const set = formatNumberSet(stations, localeOf(i18n));
  const count = stations.length;
  switch (email.status) {
    case 'sent':
      return {
        type: 'success',
        message: t`VR booking approved and confirmation email sent! ${plural(count, { one: `Station ${set}`, other: `Stations ${set}` })} held for ${date} at ${time}.`,
      };
    case 'skipped':
      return {
        type: 'success',
        message: t`VR booking approved! (No email on file) ${plural(count, { one: `Station ${set}`, other: `Stations ${set}` })} held for ${date} at ${time}.`,
      };
    case 'failed':
      return {
        type: 'warning',
        message: t`Booking approved but email failed to send: ${reason}`,
      };
  }
}

/**
 * What an approved party's toast adds about its VR: its sessions, their start and the stations
 * ("VR: 1 session from 18:40 on stations 1–4.").
 */
export function partyVrApprovedLine(
  sessions: number,
  vrStart: string,
  stations: readonly number[],
) {
  const time = formatTime(vrStart);
  const set = formatNumberSet(stations, localeOf(i18n));
  return t`VR: ${plural(sessions, { one: '# session', other: '# sessions' })} from ${time} on stations ${set}.`;
}

/** The toast after "Reject & Send Email", by what happened to the e-mail (spec section 8). */
export function rejectionToast(email: BookingEmailOutcome): {
  type: 'success' | 'warning';
  message: string;
} {
  const reason = failureReason(email);
  switch (email.status) {
    case 'sent':
      return { type: 'success', message: t`Booking rejected and notification email sent!` };
    case 'skipped':
      return { type: 'success', message: t`Booking rejected! (No email on file)` };
    case 'failed':
      return {
        type: 'warning',
        message: t`Booking rejected but email failed to send: ${reason}`,
      };
  }
}

/** The toast after "Cancel booking & Send Email", by what happened to the e-mail. */
export function cancellationToast(email: BookingEmailOutcome): {
  type: 'success' | 'warning';
  message: string;
} {
  const reason = failureReason(email);
  switch (email.status) {
    case 'sent':
      return { type: 'success', message: t`Booking cancelled and the customer e-mailed.` };
    case 'skipped':
      return { type: 'success', message: t`Booking cancelled! (No email on file: call them.)` };
    case 'failed':
      return {
        type: 'warning',
        message: t`Booking cancelled but email failed to send: ${reason}`,
      };
  }
}

/** The toast after "Reject similar requests": how many were rejected, and any e-mail that failed. */
export function batchRejectionToast(emails: readonly BookingEmailOutcome[]): {
  type: 'success' | 'warning';
  message: string;
} {
  const rejected = emails.length;
  const failed = emails.filter((email) => email.status === 'failed').length;
  const done = t`${plural(rejected, {
    one: '# request rejected.',
    other: '# requests rejected.',
  })}`;
  if (failed === 0) return { type: 'success', message: done };
  const failures = t`${plural(failed, {
    one: '# rejection email failed to send; see the booking for the reason.',
    other: '# rejection emails failed to send; see the bookings for the reasons.',
  })}`;
  return { type: 'warning', message: `${done} ${failures}` };
}

/** The error toasts of the desk's actions, each with the reason in the staff member's language. */
export const errorToasts = {
  approve: (message: string) => {
    const reason = inLanguage(message);
    return t`Error approving booking: ${reason}`;
  },
  reject: (message: string) => {
    const reason = inLanguage(message);
    return t`Error rejecting booking: ${reason}`;
  },
  update: (message: string) => {
    const reason = inLanguage(message);
    return t`Error updating booking: ${reason}`;
  },
  contact: (message: string) => {
    const reason = inLanguage(message);
    return t`Error recording contact attempt: ${reason}`;
  },
  cancel: (message: string) => {
    const reason = inLanguage(message);
    return t`Error cancelling booking: ${reason}`;
  },
  attendance: (message: string) => {
    const reason = inLanguage(message);
    return t`Error recording arrival or no-show: ${reason}`;
  },
  resend: (message: string) => emailFailedMessage(inLanguage(message)),
  tell: (message: string) => {
    const reason = inLanguage(message);
    return t`Error telling the customers: ${reason}`;
  },
};

/** The toast after a contact attempt; `attempt` is the new attempt count. */
export const contactAttemptToast = (attempt: number) => t`Contact attempt #${attempt} recorded`;

/** Warnings before approving or rejecting a booking that has no e-mail address. */
export const noEmailApprovalWarning = () =>
  t`This booking doesn't have an email address. Approving without sending email.`;
export const noEmailRejectionWarning = () =>
  t`This booking doesn't have an email address. Rejecting without sending email.`;

/** An e-mail that failed to send, with its reason already in the staff member's language. */
function emailFailedMessage(reason: string): string {
  return t`Email failed to send: ${reason}`;
}

export const bookingDeletedMessage = () => t`Booking deleted successfully!`;
export function laneMovedMessage(name: string, lanes: readonly number[]): string {
  const [lane = 0] = lanes;
  if (lanes.length === 1) return t`${name} moved to lane ${lane}.`;
  const list = formatNumberSet(lanes, localeOf(i18n));
  return t`${name} moved to lanes ${list}.`;
}

/** The toast after a reschedule, which e-mails the customer the new date and time. */
export function rescheduleToast(email: BookingEmailOutcome): {
  type: 'success' | 'warning';
  message: string;
} {
  const reason = failureReason(email);
  const recipient = email.status === 'sent' ? email.recipient : '';
  switch (email.status) {
    case 'sent':
      return {
        type: 'success',
        message: t`Booking updated successfully! The new time was emailed to ${recipient}.`,
      };
    case 'skipped':
      return { type: 'success', message: t`Booking updated successfully! (No email on file)` };
    case 'failed':
      return {
        type: 'warning',
        message: t`Booking updated but email failed to send: ${reason}`,
      };
  }
}

/** The toast after "Resend email". */
export function resendToast(email: BookingEmailOutcome): {
  type: 'success' | 'warning' | 'error';
  message: string;
} {
  const recipient = email.status === 'sent' ? email.recipient : '';
  switch (email.status) {
    case 'sent':
      return { type: 'success', message: t`Email sent to ${recipient}!` };
    case 'skipped':
      return { type: 'warning', message: t`No email sent: this booking has no email address.` };
    case 'failed':
      return { type: 'error', message: emailFailedMessage(failureReason(email)) };
  }
}

/** The toast after "Arrived", "No-show" or "Clear". */
export function attendanceToast(attendance: BookingAttendance | null, name: string): string {
  switch (attendance) {
    case 'arrived':
      return t`${name} marked as arrived.`;
    case 'no_show':
      return t`${name} marked as no-show.`;
    case null:
      return t`Arrival or no-show of ${name} cleared.`;
  }
}
