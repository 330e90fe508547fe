import { expect, it } from 'vitest';
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

it('normalising a phone removes spaces, dashes, dots and parentheses, and nothing else', () => {
  expect(normalizePhone(' +970 (59) 123-45.67 ')).toBe('+970591234567');
  expect(normalizePhone('+970/59')).toBe('+970/59');
});
