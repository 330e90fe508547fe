import { describe, expect, it } from 'vitest';
import { toAsciiDigits, toAsciiNumber } from './digits.ts';

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
