import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messageLookup } from './lookup.ts';

// Descriptors as the `msg` macro writes them, with the catalogue an app would compile.
const required = { id: 'req', message: 'Name is required' };
const lane = { id: 'lane', message: 'Lane {lane} of {lanes}' };
const later = { id: 'later', message: 'Name is required' };
const arabic = { req: 'الاسم مطلوب', later: 'الاسم لازم', lane: 'المسار {lane} من {lanes}' };

const lookup = messageLookup(
  { fixed: [['Name is required', required]] },
  {
    fixed: [['Name is required', later]],
    patterns: [
      {
        pattern: /^Lane (?<lane>\d+)\/(?<lanes>\d+)$/,
        message: ({ lane: number, lanes }) => ({ ...lane, values: { lane: number, lanes } }),
      },
    ],
  },
);

function i18nIn(locale: 'en' | 'ar') {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: locale === 'ar' ? arabic : {} });
  return i18n;
}

describe('messageLookup', () => {
  it('finds a listed text, a later table winning, and fills a pattern from its named groups', () => {
    expect(lookup.messageOf('Name is required')).toBe(later);
    expect(lookup.messageOf('Lane 3/6')).toEqual({ ...lane, values: { lane: '3', lanes: '6' } });
    expect(lookup.messageOf('Lane three')).toBeUndefined();
  });

  it('translates into the active language and leaves English and unknown texts as they came', () => {
    const ar = i18nIn('ar');
    expect(lookup.translate(ar, 'Name is required')).toBe('الاسم لازم');
    expect(lookup.translate(ar, 'Lane 3/6')).toBe('المسار 3 من 6');
    expect(lookup.translate(ar, 'Failed to fetch')).toBe('Failed to fetch');
    expect(lookup.translate(i18nIn('en'), 'Lane 3/6')).toBe('Lane 3/6');
  });
});
