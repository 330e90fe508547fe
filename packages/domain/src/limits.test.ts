import { describe, expect, it } from 'vitest';
import { emailPattern, normalizePhone, phonePattern } from './limits.ts';

it('the e-mail pattern needs text, "@", text, a dot and text, with no spaces', () => {
  expect(emailPattern.test('a@b.c')).toBe(true);
  expect(emailPattern.test('a@b')).toBe(false);
  expect(emailPattern.test('a b@c.d')).toBe(false);
  expect(emailPattern.test('a@@b.c')).toBe(false);
});

it('a phone in E.164 has "+", a first digit 1-9 and 8 to 15 digits in all', () => {
  expect(phonePattern.test('+12345678')).toBe(true);
  expect(phonePattern.test('+1234567')).toBe(false);
  expect(phonePattern.test('+123456789012345')).toBe(true);
  expect(phonePattern.test('+1234567890123456')).toBe(false);
  expect(phonePattern.test('+0123456789')).toBe(false);
});

describe('normalising a phone', () => {
  it('removes spaces, dashes, dots and parentheses, and nothing else', () => {
    expect(normalizePhone(' +970 (59) 123-45.67 ')).toBe('+970591234567');
    expect(normalizePhone('+970/59')).toBe('+970/59');
  });

  it('reads a local mobile number (05 and 8 digits) as a Palestinian one', () => {
    expect(normalizePhone('0599123456')).toBe('+970599123456');
    expect(normalizePhone('059-912-3456')).toBe('+970599123456');
    expect(normalizePhone('056 912 3456')).toBe('+970569123456');
  });

  it('keeps +970 and +972 numbers, and drops the trunk zero written after them', () => {
    expect(normalizePhone('+970 59 912 3456')).toBe('+970599123456');
    expect(normalizePhone('+972-54-123-4567')).toBe('+972541234567');
    expect(normalizePhone('+970 0599 123 456')).toBe('+970599123456');
    expect(normalizePhone('+9720541234567')).toBe('+972541234567');
  });

  it('reads "00" before the country code as "+"', () => {
    expect(normalizePhone('00970599123456')).toBe('+970599123456');
    expect(normalizePhone('00 972 54 123 4567')).toBe('+972541234567');
    expect(normalizePhone('0044 20 7946 0958')).toBe('+442079460958');
  });

  it('leaves other numbers for the pattern to refuse: one digit short or long, a landline, no prefix', () => {
    for (const phone of ['059912345', '05991234567', '022950000', '599123456', '5991234567']) {
      expect(phonePattern.test(normalizePhone(phone)), phone).toBe(false);
    }
  });

  it('reads Arabic-Indic and Persian digits as ASCII ones, alone or mixed with ASCII', () => {
    expect(normalizePhone('٠٥٩٩١٢٣٤٥٦')).toBe('+970599123456');
    expect(normalizePhone('۰۵۹۹۱۲۳۴۵۶')).toBe('+970599123456');
    expect(normalizePhone('+٩٧٠ ٥٩٩ ١٢٣ ٤٥٦')).toBe('+970599123456');
    expect(normalizePhone('05٩٩-١٢3 456')).toBe('+970599123456');
    expect(normalizePhone('٠٠٩٧٢ ٥٤ ١٢٣ ٤٥٦٧')).toBe('+972541234567');
  });

  it('refuses Arabic-Indic numbers one digit short or long, or with letters, as it refuses ASCII ones', () => {
    for (const phone of ['٠٥٩٩١٢٣٤٥', '٠٥٩٩١٢٣٤٥٦٧', '٠٥٩٩١٢٣٤٥x', '+٠٥٩٩١٢٣٤٥٦']) {
      expect(phonePattern.test(normalizePhone(phone)), phone).toBe(false);
    }
  });

  it('gives one form for every way of writing the same number', () => {
    const ways = [
      '0599123456',
      '+970599123456',
      '00970599123456',
      '+970 59-912-3456',
      '(059) 912 3456',
      '٠٥٩٩١٢٣٤٥٦',
      '+۹۷۰۵۹۹۱۲۳۴۵۶',
    ];
    expect(new Set(ways.map(normalizePhone))).toEqual(new Set(['+970599123456']));
  });
});
