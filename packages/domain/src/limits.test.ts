import { expect, it } from 'vitest';
import { emailPattern, limits, normalizePhone, phonePattern } from './limits.ts';

it('the limits are the ones the database constraints mirror', () => {
  expect(limits).toMatchObject({
    nameMaxLength: 100,
    emailMaxLength: 254,
    commentMaxLength: 1000,
    rejectionReasonMaxLength: 500,
    notesMaxLength: 1000,
    menuItemNameMaxLength: 100,
    imageMaxLength: 2048,
    packageTitleMaxLength: 100,
    packageItemsMaxCount: 20,
    packageItemMaxLength: 200,
    packagePriceMin: 1,
    packagePriceMax: 10000,
    packageMaxPeopleMin: 1,
    packageMaxPeopleMax: 200,
    packageDurationMin: 45,
    packageDurationMax: 480,
    offerValueMin: 1,
    offerValueMax: 1000000,
    faqQuestionMaxLength: 300,
    faqAnswerMaxLength: 2000,
    staffNameMaxLength: 100,
    staffPasswordMinLength: 6,
    newPasswordMinLength: 8,
  });
  expect(Object.isFrozen(limits)).toBe(true);
});

it('the e-mail pattern needs text, "@", text, a dot and text, with no spaces', () => {
  expect(emailPattern.source).toBe('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$');
  expect(emailPattern.test('a@b.c')).toBe(true);
  expect(emailPattern.test('a@b')).toBe(false);
  expect(emailPattern.test('a b@c.d')).toBe(false);
  expect(emailPattern.test('a@@b.c')).toBe(false);
});

it('a phone in E.164 has "+", a first digit 1-9 and 8 to 15 digits in all', () => {
  expect(phonePattern.source).toBe('^\\+[1-9]\\d{7,14}$');
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
