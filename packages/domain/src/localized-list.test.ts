import { describe, expect, it } from 'vitest';
import { asLocalizedList, listIn } from './localized-list.ts';

describe('a list the manager wrote in one language or both', () => {
  const both = { en: ['1 VR session'], ar: ['جلسة واقع افتراضي واحدة'] };

  it("shows the reader's language when it has entries", () => {
    expect(listIn(both, 'ar')).toEqual({ items: both.ar, lang: 'ar', isFallback: false });
    expect(listIn(both, 'en')).toEqual({ items: both.en, lang: 'en', isFallback: false });
  });

  it('falls back to the other language, saying which; nothing for a list in no language', () => {
    expect(listIn({ en: ['Cake'] }, 'ar')).toEqual({
      items: ['Cake'],
      lang: 'en',
      isFallback: true,
    });
    expect(listIn({ ar: ['كعكة'] }, 'en')).toEqual({
      items: ['كعكة'],
      lang: 'ar',
      isFallback: true,
    });
    expect(listIn({ ar: [], en: ['Cake'] }, 'ar')).toMatchObject({ lang: 'en', isFallback: true });
    expect(listIn({}, 'en')).toBeNull();
  });

  it('reads only known locales and their non-empty texts from JSON', () => {
    expect(asLocalizedList({ en: ['Cake', 3, ' ', ''], fr: ['Gâteau'], ar: 'كعكة' })).toEqual({
      en: ['Cake'],
    });
    expect(asLocalizedList({ en: [' '] })).toEqual({});
    expect(asLocalizedList(['Cake'])).toEqual({});
    expect(asLocalizedList(null)).toEqual({});
  });
});
