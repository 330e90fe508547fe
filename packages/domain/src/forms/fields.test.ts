import { expect, it } from 'vitest';
import * as z from 'zod/mini';
import { englishErrors } from './english-errors.test-support.ts';
import {
  emailField,
  hasAtMostTwoDecimals,
  nameField,
  numberFromText,
  optionalNumberFromText,
  phoneField,
  requiredText,
} from './fields.ts';

it('an e-mail of 254 characters passes and of 255 is refused as too long, not as invalid', () => {
  const schema = z.object({ email: emailField() });
  const local = 'a'.repeat(64);
  const at254 = `${local}@${'b'.repeat(254 - 64 - 1 - 4)}.com`;
  expect(at254).toHaveLength(254);
  expect(englishErrors(schema, { email: at254 })).toEqual({});
  expect(englishErrors(schema, { email: `a${at254}` })).toEqual({
    email: 'Email must be at most 254 characters',
  });
});

it('a phone loses spaces, dashes, dots and parentheses before the E.164 check', () => {
  expect(z.parse(phoneField(), ' +970 (2) 295-00.00 ')).toBe('+97022950000');
});

it('a phone typed in Arabic-Indic digits is the same E.164 number', () => {
  expect(z.parse(phoneField(), ' ٠٥٩٩ ١٢٣ ٤٥٦ ')).toBe('+970599123456');
});

it('numeric text in Arabic-Indic or Persian digits, with the Arabic separators, is the same number', () => {
  const schema = numberFromText({ required: 'required', invalid: 'invalid' });
  expect(z.parse(schema, '٧٠٫٥')).toBe(70.5);
  expect(z.parse(schema, '۱۲')).toBe(12);
  expect(z.parse(schema, '١٬٢٠٠٫٥٠')).toBe(1200.5);
  expect(englishErrors(schema, '١٬٢')).toEqual({ '': 'invalid' });
  expect(z.parse(optionalNumberFromText({ invalid: 'invalid' }), ' ٩٫٥ ')).toBe(9.5);
});

it('numeric text: blank is missing, or takes the blank default; words are invalid', () => {
  const schema = numberFromText({ required: 'required', invalid: 'invalid' });
  expect(z.parse(schema, ' 12.50 ')).toBe(12.5);
  expect(z.parse(schema, 7)).toBe(7);
  expect(englishErrors(schema, ' ')).toEqual({ '': 'required' });
  expect(englishErrors(schema, '12a')).toEqual({ '': 'invalid' });
  expect(z.parse(numberFromText({ required: 'r', invalid: 'i', whenBlank: 45 }), '')).toBe(45);
});

it('two decimals at most: 0.29 and 10000.01 pass, 0.291 does not', () => {
  expect(hasAtMostTwoDecimals(0.29)).toBe(true);
  expect(hasAtMostTwoDecimals(10000.01)).toBe(true);
  expect(hasAtMostTwoDecimals(0.291)).toBe(false);
});

const hiddenCharacters = [
  ['a line break', 'Layla\nBcc: someone'],
  ['a carriage return', 'Layla\rX'],
  ['a tab', 'Layla\tX'],
  ['NUL', 'Layla\u0000'],
  ['DEL', 'Layla\u007F'],
  ['a C1 control', 'Layla\u0085X'],
  ['LEFT-TO-RIGHT EMBEDDING', 'Layla\u202AX'],
  ['RIGHT-TO-LEFT OVERRIDE', 'Layla\u202Egnp.exe'],
  ['LEFT-TO-RIGHT ISOLATE', 'Layla\u2066X'],
  ['POP DIRECTIONAL ISOLATE', 'Layla\u2069X'],
  ['a RIGHT-TO-LEFT MARK', 'Layla\u200FX'],
  ['a LINE SEPARATOR', 'Layla\u2028Haddad'],
  ['a PARAGRAPH SEPARATOR', 'Layla\u2029Haddad'],
  ['a ZERO WIDTH SPACE', 'Lay\u200Bla'],
  ['a ZERO WIDTH NON-JOINER', 'Lay\u200Cla'],
  ['a ZERO WIDTH JOINER', 'Lay\u200Dla'],
  ['a byte order mark inside', 'Lay\uFEFFla'],
  ['a SOFT HYPHEN', 'Lay\u00ADla'],
  ['a language tag', 'Layla\u{E0001}'],
  ['the HANGUL FILLER', 'Layla\u3164'],
  ['the HALFWIDTH HANGUL FILLER', 'Layla\uFFA0'],
  ['only zero-width spaces', '\u200B\u200B'],
  ['only a Hangul choseong filler', '\u115F'],
  ['only a Hangul jungseong filler and spaces', ' \u1160 '],
] as const;

it.each(hiddenCharacters)('a name with %s is refused in the form words', (_, name) => {
  expect(englishErrors(z.object({ name: nameField() }), { name })).toEqual({
    name: 'Name cannot contain line breaks or hidden formatting characters',
  });
});

it('a name in Arabic or with marks and apostrophes passes; edge white space is trimmed', () => {
  const schema = nameField();
  expect(z.parse(schema, 'ليلى حداد')).toBe('ليلى حداد');
  expect(z.parse(schema, "Zoë O'Neil-Saleh")).toBe("Zoë O'Neil-Saleh");
  expect(z.parse(schema, '  Layla\n')).toBe('Layla');
  // Arabic's own marks are letters and diacritics, not format characters: tatweel and harakat stay.
  expect(z.parse(schema, 'عَبْد الله الـحسن')).toBe('عَبْد الله الـحسن');
});

it('a name of white space alone, of any script, is missing', () => {
  for (const name of ['   ', '\u00A0', '\u3000\u3000', '\u2028']) {
    expect(englishErrors(z.object({ name: nameField() }), { name })).toEqual({
      name: 'Name is required',
    });
  }
});

it('a text of several lines keeps line breaks and tabs but refuses the other hidden characters', () => {
  const schema = requiredText({ required: 'required', maxLength: 100, tooLong: 'long' });
  expect(z.parse(schema, 'Line one\r\nLine\ttwo')).toBe('Line one\r\nLine\ttwo');
  const hidden = ['a\u0000b', 'a\u0007b', 'a\u000Bb', 'a\u202Eb', 'a\u2068b', 'a\u0085b'];
  const invisible = ['a\u200Bb', 'a\u2028b', 'a\u2029b', 'a\u2060b', 'a\uFEFFb', 'a\u3164b'];
  for (const text of [...hidden, ...invisible]) {
    expect(englishErrors(schema, text), JSON.stringify(text)).toEqual({
      '': 'Please remove hidden formatting characters',
    });
  }
});

it('a text keeps the joiners and direction marks that Arabic and emoji spellings use', () => {
  const schema = requiredText({ required: 'required', maxLength: 100, tooLong: 'long' });
  for (const text of ['می\u200Cخواهم', '👨\u200D👩\u200D👧', 'Lane 3\u200F، شكرا']) {
    expect(z.parse(schema, text)).toBe(text);
  }
});
