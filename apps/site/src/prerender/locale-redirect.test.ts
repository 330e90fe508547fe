import { localeOfVisit } from '@venue/i18n/locales';
import { describe, expect, it } from 'vitest';
import { localeRedirectScript } from './locale-redirect.ts';

/** Runs the head script against a stand-in browser and reports what it did. */
function runScript(
  pathname: string,
  stored: string | null,
  languages: string[],
  storage: 'works' | 'refused' = 'works',
) {
  const store = new Map<string, string>(stored === null ? [] : [['venue.locale', stored]]);
  let movedTo: string | undefined;
  const localStorage = {
    getItem(key: string) {
      if (storage === 'refused') throw new Error('SecurityError');
      return store.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      store.set(key, value);
    },
  };
  const navigator = { languages, language: languages[0] };
  const location = {
    pathname,
    search: '?package=Blaze',
    hash: '#top',
    replace(url: string) {
      movedTo = url;
    },
  };
  new Function('localStorage', 'navigator', 'location', localeRedirectScript())(
    localStorage,
    navigator,
    location,
  );
  return { movedTo, stored: store.get('venue.locale') ?? null };
}

describe('the head script of English pages', () => {
  const paths = ['/', '/menu', '/booking'];
  const remembered = [null, 'en', 'ar', 'xx'];
  const browserLanguages = [['ar-PS', 'en'], ['en-US', 'ar'], ['fr', 'ar'], ['fr'], []];

  it('moves and remembers exactly as the app decides (localeOfVisit) in every case', () => {
    let cases = 0;
    for (const pathname of paths) {
      for (const stored of remembered) {
        for (const languages of browserLanguages) {
          const visit = localeOfVisit({
            pathname,
            remembered: stored === 'en' || stored === 'ar' ? stored : null,
            languages,
          });
          const result = runScript(pathname, stored, languages);
          const expected = visit.redirectTo ? `${visit.redirectTo}?package=Blaze#top` : undefined;
          expect(result.movedTo, `${pathname} ${stored} ${languages}`).toBe(expected);
          expect(result.stored).toBe(visit.remember ?? stored);
          cases++;
        }
      }
    }
    expect(cases).toBe(60);
  });

  it('sends an Arabic reader from / to /ar, and from /menu to /ar/menu', () => {
    expect(runScript('/', 'ar', ['en']).movedTo).toBe('/ar?package=Blaze#top');
    expect(runScript('/menu', null, ['ar']).movedTo).toBe('/ar/menu?package=Blaze#top');
  });

  it('does nothing when storage is refused (the app decides then)', () => {
    expect(runScript('/', null, ['ar'], 'refused')).toEqual({ movedTo: undefined, stored: null });
  });
});
