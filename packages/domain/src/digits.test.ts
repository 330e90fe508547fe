import { describe, expect, it } from 'vitest';
import { countWithin, toAsciiDigits, toAsciiNumber, typedCount } from './digits.ts';

describe('digits as people type them', () => {
  it('reads every Arabic-Indic and Persian digit as its ASCII digit', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('keeps ASCII digits, letters, signs and spaces as they are', () => {
    expect(toAsciiDigits('+970 ٥٩-12 ab')).toBe('+970 59-12 ab');
    expect(toAsciiDigits('')).toBe('');
  });

  it('leaves the characters beside the digit blocks alone: "؟" (U+061F), "٪" (U+066A), "ۺ" (U+06FA)', () => {
    expect(toAsciiDigits('؟٪ۺ')).toBe('؟٪ۺ');
  });
});

describe('numbers as people type them', () => {
  it('reads the Arabic decimal separator as a point', () => {
    expect(toAsciiNumber('٧٠٫٥')).toBe('70.5');
    expect(toAsciiNumber(' 12٫50 ')).toBe('12.50');
  });

  it('drops the Arabic thousands separator where it groups digits in threes', () => {
    expect(toAsciiNumber('١٬٢٠٠')).toBe('1200');
    expect(toAsciiNumber('١٬٠٠٠٬٠٠٠')).toBe('1000000');
    expect(toAsciiNumber('١٬٢٠٠٫٥٠')).toBe('1200.50');
  });

  it('keeps a thousands separator that does not group threes, for the field to refuse', () => {
    expect(toAsciiNumber('١٬٢')).toBe('1\u066C2');
    expect(toAsciiNumber('١٢٣٤٬٥٦٧')).toBe('1234\u066C567');
    expect(toAsciiNumber('٫٥٬٠٠٠')).toBe('.5\u066C000');
  });
});

describe('counts typed in a box or stepped with its buttons', () => {
  it('reads a count typed in ASCII, Arabic-Indic or Persian digits', () => {
    expect(typedCount('18')).toBe(18);
    expect(typedCount('١٨')).toBe(18);
    expect(typedCount('۲۰')).toBe(20);
  });

  it('ignores what is not a digit, and reads a blank box as 0 for the range check to refuse', () => {
    expect(typedCount(' 1a5 ')).toBe(15);
    expect(typedCount('')).toBe(0);
    expect(typedCount('-')).toBe(0);
  });

  it('keeps a count within the range: not below the minimum, not above the maximum', () => {
    expect(countWithin(10, 11, 25)).toBe(11);
    expect(countWithin(11, 11, 25)).toBe(11);
    expect(countWithin(15, 11, 25)).toBe(15);
    expect(countWithin(25, 11, 25)).toBe(25);
    expect(countWithin(26, 11, 25)).toBe(25);
  });

  it('brings a blank count up to the minimum', () => {
    expect(countWithin(0, 1, 12)).toBe(1);
  });
});
