import { describe, expect, it } from 'vitest';
import {
  bookingReferenceAlphabet,
  isBookingReference,
  normalizeBookingReference,
} from './booking-reference.ts';

describe('the booking reference alphabet', () => {
  it('has 26 distinct characters and none of 0, 1, O, I, L, Z, S, B, U or V', () => {
    expect(new Set(bookingReferenceAlphabet).size).toBe(26);
    expect(bookingReferenceAlphabet).not.toMatch(/[01OILZSBUV]/);
  });
});

describe('isBookingReference', () => {
  it('takes SZ-, then 4 to 6 characters of the alphabet', () => {
    for (const value of ['SZ-7K4Q', 'SZ-7K4QA', 'SZ-7K4QAX'])
      expect(isBookingReference(value)).toBe(true);
  });

  it('refuses 3 or 7 characters, a look-alike, lower case, no dash, or another prefix', () => {
    for (const value of [
      'SZ-7K4',
      'SZ-7K4QAXY',
      'SZ-7K0Q',
      'SZ-7KOQ',
      'sz-7k4q',
      'SZ7K4Q',
      'AB-7K4Q',
      ' SZ-7K4Q',
      '',
    ]) {
      expect(isBookingReference(value), value).toBe(false);
    }
  });
});

describe('normalizeBookingReference', () => {
  it('reads any case, with or without the dash or the prefix, around white space', () => {
    for (const typed of ['SZ-7K4Q', 'sz-7k4q', 'SZ7K4Q', 'sz 7k4q', '  7k4q ', 'SZ\u20137K4Q']) {
      expect(normalizeBookingReference(typed), typed).toBe('SZ-7K4Q');
    }
  });

  it('reads Arabic-Indic and Persian digits as ASCII ones', () => {
    expect(normalizeBookingReference('SZ-\u0667K\u0664Q')).toBe('SZ-7K4Q');
    expect(normalizeBookingReference('\u06F7k\u06F4q')).toBe('SZ-7K4Q');
  });

  it('answers null for what cannot be a reference: a look-alike, a wrong length, a name', () => {
    for (const typed of ['SZ-70KQ', 'SZ-7K4', 'SZ--7K4Q', 'Lina Haddad', '7K4Q-SZ', '']) {
      expect(normalizeBookingReference(typed), typed).toBeNull();
    }
  });
});
