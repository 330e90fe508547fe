import { describe, expect, it } from 'vitest';
import { bookingStatusColors, effectiveStatus } from './booking.ts';

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
