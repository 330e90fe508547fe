import { msg, plural } from '@lingui/core/macro';
import {
  noEmailApprovalWarning,
  noEmailRejectionWarning,
  rejectionSuccessMessage,
  staffBookingSourceMessage,
} from '@venue/domain/booking';
import {
  attendanceChoiceMessage,
  attendanceNotApprovedMessage,
  attendanceNotStartedMessage,
} from '@venue/domain/booking-attendance';
import { laneChoiceMessage, laneMoveNotApprovedMessage } from '@venue/domain/booking-lane';
import { rejectionReasonRequiredMessage } from '@venue/domain/forms/rejection-form';
import { rejectionReasonKeyMessage } from '@venue/domain/rejection-reasons';
import type { MessageTable } from './lookup.ts';

/**
 * What the desk's actions answer and refuse (packages/domain/src/booking.ts, capacity.ts,
 * booking-attendance.ts, booking-lane.ts, forms/rejection-form.ts, and the database functions that raise the same
 * words).
 */
export const staffMessages: MessageTable = {
  fixed: [
    [rejectionReasonRequiredMessage, msg`Please enter a reason for rejection`],
    [rejectionReasonKeyMessage, msg`Choose one of the quick reasons, or type the reason`],
    [rejectionSuccessMessage(true), msg`Booking rejected and notification email sent!`],
    [rejectionSuccessMessage(false), msg`Booking rejected! (No email on file)`],
    [
      noEmailApprovalWarning,
      msg`This booking doesn't have an email address. Approving without sending email.`,
    ],
    [
      noEmailRejectionWarning,
      msg`This booking doesn't have an email address. Rejecting without sending email.`,
    ],
    [attendanceChoiceMessage, msg`Choose arrived or no-show`],
    [
      attendanceNotStartedMessage,
      msg`A booking can be marked arrived or no-show once its time has started.`,
    ],
    [
      attendanceNotApprovedMessage('pending'),
      msg`Only approved bookings can be marked arrived or no-show. This booking is pending.`,
    ],
    [
      attendanceNotApprovedMessage('rejected'),
      msg`Only approved bookings can be marked arrived or no-show. This booking is rejected.`,
    ],
    [staffBookingSourceMessage, msg`Choose phone or walk-in`],
    [
      laneMoveNotApprovedMessage('pending'),
      msg`Only approved bookings can be moved to another lane. This booking is pending.`,
    ],
    [
      laneMoveNotApprovedMessage('rejected'),
      msg`Only approved bookings can be moved to another lane. This booking is rejected.`,
    ],
    [laneChoiceMessage, msg`Choose a lane from 1 to 6.`],
  ],
  patterns: [
    {
      pattern: /^Reason must be at most (?<max>\d+) characters$/,
      message: ({ max = '' }) => {
        const maxLength = Number(max);
        return msg`Reason must be at most ${plural(maxLength, { one: '# character', other: '# characters' })}`;
      },
    },
    {
      pattern:
        /^Booking approved and confirmation email sent! Lane (?<lane>\d+)\/(?<lanes>\d+) assigned for (?<date>\S+) at (?<time>.+)\.$/,
      message: ({ lane = '', lanes = '', date = '', time = '' }) =>
        msg`Booking approved and confirmation email sent! Lane ${lane}/${lanes} assigned for ${date} at ${time}.`,
    },
    {
      pattern:
        /^Booking approved! \(No email on file\) Lane (?<lane>\d+)\/(?<lanes>\d+) assigned for (?<date>\S+) at (?<time>.+)\.$/,
      message: ({ lane = '', lanes = '', date = '', time = '' }) =>
        msg`Booking approved! (No email on file) Lane ${lane}/${lanes} assigned for ${date} at ${time}.`,
    },
    {
      pattern: /^Contact attempt #(?<attempt>\d+) recorded$/,
      message: ({ attempt = '' }) => msg`Contact attempt #${attempt} recorded`,
    },
  ],
};
