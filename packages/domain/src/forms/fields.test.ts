import { expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fieldErrors } from './field-errors.ts';
import { emailField, hasAtMostTwoDecimals, numberFromText, phoneField } from './fields.ts';

it('an e-mail of 254 characters passes and of 255 is refused as too long, not as invalid', () => {
  const schema = z.object({ email: emailField() });
  const local = 'a'.repeat(64);
  const at254 = `${local}@${'b'.repeat(254 - 64 - 1 - 4)}.com`;
  expect(at254).toHaveLength(254);
  expect(fieldErrors(schema, { email: at254 })).toEqual({});
  expect(fieldErrors(schema, { email: `a${at254}` })).toEqual({
    email: 'Email must be at most 254 characters',
  });
});

it('a phone loses spaces, dashes, dots and parentheses before the E.164 check', () => {
  expect(z.parse(phoneField(), ' +970 (2) 295-00.00 ')).toBe('+97022950000');
});

it('numeric text: blank is missing, or takes the blank default; words are invalid', () => {
  const schema = numberFromText({ required: 'required', invalid: 'invalid' });
  expect(z.parse(schema, ' 12.50 ')).toBe(12.5);
  expect(z.parse(schema, 7)).toBe(7);
  expect(fieldErrors(schema, ' ')).toEqual({ '': 'required' });
  expect(fieldErrors(schema, '12a')).toEqual({ '': 'invalid' });
  expect(z.parse(numberFromText({ required: 'r', invalid: 'i', whenBlank: 45 }), '')).toBe(45);
});

it('two decimals at most: 0.29 and 10000.01 pass, 0.291 does not', () => {
  expect(hasAtMostTwoDecimals(0.29)).toBe(true);
  expect(hasAtMostTwoDecimals(10000.01)).toBe(true);
  expect(hasAtMostTwoDecimals(0.291)).toBe(false);
});
