import type { BookingEmailOutcome } from '@venue/data/bookings/send-booking-email';
import { rejectionSuccessMessage } from '@venue/domain/booking';
import { approvalSuccessMessage } from '@venue/domain/capacity';

/** The toast after "Approve & Email", by what happened to the e-mail (spec section 8). */
export function approvalToast(
  booking: { date: string; time: string },
  lane: number,
  email: BookingEmailOutcome,
): { type: 'success' | 'warning'; message: string } {
  switch (email.status) {
    case 'sent':
      return {
        type: 'success',
        message: approvalSuccessMessage({ ...booking, lane, hasEmail: true }),
      };
    case 'skipped':
      return {
        type: 'success',
        message: approvalSuccessMessage({ ...booking, lane, hasEmail: false }),
      };
    case 'failed':
      return {
        type: 'warning',
        message: `Booking approved but email failed to send: ${email.error}`,
      };
  }
}

/** The toast after "Reject & Send Email", by what happened to the e-mail (spec section 8). */
export function rejectionToast(email: BookingEmailOutcome): {
  type: 'success' | 'warning';
  message: string;
} {
  switch (email.status) {
    case 'sent':
      return { type: 'success', message: rejectionSuccessMessage(true) };
    case 'skipped':
      return { type: 'success', message: rejectionSuccessMessage(false) };
    case 'failed':
      return {
        type: 'warning',
        message: `Booking rejected but email failed to send: ${email.error}`,
      };
  }
}

export const errorToasts = {
  approve: (message: string) => `Error approving booking: ${message}`,
  reject: (message: string) => `Error rejecting booking: ${message}`,
  update: (message: string) => `Error updating booking: ${message}`,
  contact: (message: string) => `Error recording contact attempt: ${message}`,
  cancel: (message: string) => `Error cancelling booking: ${message}`,
  resend: (message: string) => `Email failed to send: ${message}`,
};

export const bookingUpdatedMessage = 'Booking updated successfully!';
export const bookingDeletedMessage = 'Booking deleted successfully!';

/** The toast after a reschedule, which e-mails the customer the new date and time. */
export function rescheduleToast(email: BookingEmailOutcome): {
  type: 'success' | 'warning';
  message: string;
} {
  switch (email.status) {
    case 'sent':
      return {
        type: 'success',
        message: `${bookingUpdatedMessage} The new time was emailed to ${email.recipient}.`,
      };
    case 'skipped':
      return { type: 'success', message: `${bookingUpdatedMessage} (No email on file)` };
    case 'failed':
      return {
        type: 'warning',
        message: `Booking updated but email failed to send: ${email.error}`,
      };
  }
}

/** The toast after "Resend email". */
export function resendToast(email: BookingEmailOutcome): {
  type: 'success' | 'warning' | 'error';
  message: string;
} {
  switch (email.status) {
    case 'sent':
      return { type: 'success', message: `Email sent to ${email.recipient}!` };
    case 'skipped':
      return { type: 'warning', message: 'No email sent: this booking has no email address.' };
    case 'failed':
      return { type: 'error', message: `Email failed to send: ${email.error}` };
  }
}
