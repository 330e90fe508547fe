import { describe, expect, it } from 'vitest';
import { asLocalizedText, missingLocales, shownTextProps, textIn } from './localized-text.ts';

describe('a text the manager wrote in one language or both', () => {
  const both = { en: 'Do you rent shoes?', ar: 'هل تؤجّرون الأحذية؟' };

  it("shows the reader's language when it is written", () => {
    expect(textIn(both, 'ar')).toEqual({ text: both.ar, lang: 'ar', isFallback: false });
    expect(textIn(both, 'en')).toEqual({ text: both.en, lang: 'en', isFallback: false });
  });

  it('falls back to the other language, saying which, never to a blank', () => {
    expect(textIn({ en: 'Socks?' }, 'ar')).toEqual({
      text: 'Socks?',
      lang: 'en',
      isFallback: true,
    });
    expect(textIn({ ar: 'جوارب؟' }, 'en')).toEqual({
      text: 'جوارب؟',
      lang: 'ar',
      isFallback: true,
    });
    expect(textIn({ ar: '  ', en: 'Socks?' }, 'ar')).toMatchObject({
      lang: 'en',
      isFallback: true,
    });
    expect(textIn({}, 'en')).toBeNull();
  });

  it('names the languages still missing, and reads only known locales from JSON', () => {
    expect(missingLocales({ en: 'Socks?' })).toEqual(['ar']);
    expect(missingLocales(both)).toEqual([]);
    expect(asLocalizedText({ en: 'Socks?', fr: 'Chaussettes ?', ar: 3 })).toEqual({ en: 'Socks?' });
    expect(asLocalizedText('Socks?')).toEqual({});
    expect(asLocalizedText(null)).toEqual({});
  });

  it("marks a fallback with its own language and direction, and leaves the page's own to its letters", () => {
    expect(shownTextProps(textIn({ ar: 'جوارب؟' }, 'en'))).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(shownTextProps(textIn({ en: 'Socks?' }, 'ar'))).toEqual({ lang: 'en', dir: 'ltr' });
    expect(shownTextProps(textIn(both, 'ar'))).toEqual({ dir: 'auto' });
    expect(shownTextProps(null)).toEqual({ dir: 'auto' });
  });
});
