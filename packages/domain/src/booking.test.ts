import { describe, expect, it } from 'vitest';
import {
  bookingStatusColors,
  contactAttemptMessage,
  effectiveStatus,
  noEmailApprovalWarning,
  noEmailRejectionWarning,
  rejectionSuccessMessage,
} from './booking.ts';

describe('booking statuses and types', () => {
  it('a missing status counts as pending', () => {
    expect(effectiveStatus(null)).toBe('pending');
    expect(effectiveStatus(undefined)).toBe('pending');
    expect(effectiveStatus('approved')).toBe('approved');
  });

  it('are coloured pending amber (yellow), approved green, rejected red', () => {
    expect(bookingStatusColors).toEqual({
      pending: 'yellow',
      approved: 'green',
      rejected: 'red',
      cancelled: 'gray',
    });
  });
});

describe('review messages', () => {
  it('warn before approving or rejecting without an e-mail address', () => {
    expect(noEmailApprovalWarning).toBe(
      "This booking doesn't have an email address. Approving without sending email.",
    );
    expect(noEmailRejectionWarning).toBe(
      "This booking doesn't have an email address. Rejecting without sending email.",
    );
  });

  it('say whether the rejection e-mail went out, and count contact attempts', () => {
    expect(rejectionSuccessMessage(true)).toBe('Booking rejected and notification email sent!');
    expect(rejectionSuccessMessage(false)).toBe('Booking rejected! (No email on file)');
    expect(contactAttemptMessage(2)).toBe('Contact attempt #2 recorded');
  });
});
