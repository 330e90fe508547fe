import { describe, expect, it } from 'vitest';
import {
  canCancel,
  cancellationClosedMessage,
  cancellationCutoffMinutes,
  cancelUntil,
  comingLinkPath,
  manageLinkPath,
} from './manage-link.ts';

describe('the manage link', () => {
  it('is at /booking/manage/<token>, under /ar in Arabic', () => {
    expect(manageLinkPath('abc_-9', 'en')).toBe('/booking/manage/abc_-9');
    expect(manageLinkPath('abc_-9', 'ar')).toBe('/ar/booking/manage/abc_-9');
  });

  it('says "I\'m coming" at /booking/coming/<token> with the same token, under /ar in Arabic', () => {
    expect(comingLinkPath('abc_-9', 'en')).toBe('/booking/coming/abc_-9');
    expect(comingLinkPath('abc_-9', 'ar')).toBe('/ar/booking/coming/abc_-9');
    // A token is a path segment: anything else in it is escaped, never a path of its own.
    expect(comingLinkPath('a/b?c', 'en')).toBe('/booking/coming/a%2Fb%3Fc');
  });

  it('closes cancellation 2 hours before the start, on the venue clock (UTC+2 in winter)', () => {
    expect(cancellationCutoffMinutes).toBe(120);
    expect(cancelUntil('2026-12-05', '19:30').toISOString()).toBe('2026-12-05T15:30:00.000Z');
    // Summer time is UTC+3.
    expect(cancelUntil('2026-07-01', '15:00').toISOString()).toBe('2026-07-01T10:00:00.000Z');
  });

  it.each([
    ['pending', '2026-12-05T15:29:59Z', true],
    ['approved', '2026-12-05T15:29:59Z', true],
    ['approved', '2026-12-05T15:30:00Z', false],
    ['pending', '2026-12-06T10:00:00Z', false],
    ['rejected', '2026-12-01T10:00:00Z', false],
    ['cancelled', '2026-12-01T10:00:00Z', false],
  ] as const)('a %s booking at 19:30 can be cancelled at %s: %s', (status, at, expected) => {
    expect(canCancel({ status, date: '2026-12-05', time: '19:30' }, new Date(at))).toBe(expected);
  });

  it('tells the customer after the cut-off to call the venue', () => {
    expect(cancellationClosedMessage).toBe(
      'Bookings can be cancelled online up to 2 hours before they start. Please call us on +970 2 295 0000 to change or cancel this one.',
    );
  });
});
