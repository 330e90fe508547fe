import { describe, expect, it } from 'vitest';
import { normalizeEmail, parseBanDuration, parseGoDuration } from './validation.ts';

describe('e-mail addresses (GoTrue validateEmail)', () => {
  it('a valid address is accepted and lower-cased', () => {
    expect(normalizeEmail('Jana@Example.COM')).toBe('jana@example.com');
  });

  it('an address without a domain is refused as an invalid format', () => {
    expect(() => normalizeEmail('jana@')).toThrow(
      'Unable to validate email address: invalid format',
    );
    expect(() => normalizeEmail('not an email')).toThrow('invalid format');
  });

  it('an empty address is refused as required', () => {
    expect(() => normalizeEmail('')).toThrow('An email address is required');
  });

  it('an address over 255 characters is refused as too long', () => {
    expect(() => normalizeEmail(`${'a'.repeat(250)}@example.com`)).toThrow(
      'An email address is too long',
    );
  });
});

describe('ban durations (Go time.ParseDuration)', () => {
  it('reads hours, minutes and their combinations', () => {
    expect(parseGoDuration('24h')).toBe(24 * 3_600_000);
    expect(parseGoDuration('1h30m')).toBe(90 * 60_000);
    expect(parseGoDuration('1.5h')).toBe(90 * 60_000);
    expect(parseGoDuration('-5m')).toBe(-5 * 60_000);
    expect(parseGoDuration('0')).toBe(0);
  });

  it('refuses numbers without units and unknown units', () => {
    expect(parseGoDuration('10')).toBeNull();
    expect(parseGoDuration('3d')).toBeNull();
    expect(parseGoDuration('')).toBeNull();
  });

  it('"none" lifts a ban; a bad duration is a validation error', () => {
    expect(parseBanDuration('none')).toBe(0);
    expect(() => parseBanDuration('forever')).toThrow(
      'invalid format for ban duration: time: invalid duration "forever"',
    );
  });
});
