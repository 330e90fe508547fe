import { describe, expect, it } from 'vitest';
import {
  normalizeEmail,
  paginationLinkHeader,
  parseBanDuration,
  parseGoDuration,
  parsePagination,
} from './validation.ts';

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

describe('admin user pagination', () => {
  it('defaults to page 1 of 50, as auth-js sends empty parameters', () => {
    expect(parsePagination(new URLSearchParams('page=&per_page='))).toEqual({
      page: 1,
      perPage: 50,
    });
  });

  it('per_page 0 and non-numbers are refused', () => {
    expect(() => parsePagination(new URLSearchParams('per_page=0'))).toThrow(
      'per_page must be greater than 0',
    );
    expect(() => parsePagination(new URLSearchParams('page=two'))).toThrow('invalid syntax');
  });

  it('the Link header names the next and last pages with page as the first parameter', () => {
    const link = paginationLinkHeader(
      '/admin/users',
      new URLSearchParams('per_page=2&page=1'),
      { page: 1, perPage: 2 },
      5,
    );
    expect(link).toBe(
      '</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=3&per_page=2>; rel="last"',
    );
  });

  it('on the last page only rel="last" is given', () => {
    const link = paginationLinkHeader(
      '/admin/users',
      new URLSearchParams('page=3&per_page=2'),
      { page: 3, perPage: 2 },
      5,
    );
    expect(link).toBe('</admin/users?page=3&per_page=2>; rel="last"');
  });
});
