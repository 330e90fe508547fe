import { describe, expect, it } from 'vitest';
import { localeOfPath, localeOfVisit, localizedPath, preferredLocale } from './locales.ts';

describe('locale paths', () => {
  it('puts Arabic pages under /ar and leaves English at the spec routes', () => {
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('ar', '/menu')).toBe('/ar/menu');
    expect(localizedPath('en', '/ar/menu')).toBe('/menu');
    expect(localizedPath('en', '/ar')).toBe('/');
    expect(localizedPath('ar', '/ar/faq')).toBe('/ar/faq');
  });

  it('reads the locale from the first segment only: /arcade is an English address', () => {
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/ar/booking')).toBe('ar');
    expect(localeOfPath('/arcade')).toBe('en');
    expect(localeOfPath('/en/menu')).toBe('en');
  });
});

describe('the first visit', () => {
  it('takes the first supported browser language, regional forms included', () => {
    expect(preferredLocale(['fr-FR', 'ar-PS', 'en'])).toBe('ar');
    expect(preferredLocale(['en-GB', 'ar'])).toBe('en');
    expect(preferredLocale(['he'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });

  it('moves an Arabic-preferring first visitor to the same page under /ar and remembers Arabic', () => {
    expect(localeOfVisit({ pathname: '/menu', remembered: null, languages: ['ar'] })).toEqual({
      locale: 'ar',
      redirectTo: '/ar/menu',
      remember: 'ar',
    });
  });

  it('remembers English for an English-preferring first visitor and stays put', () => {
    expect(localeOfVisit({ pathname: '/', remembered: null, languages: ['en-US'] })).toEqual({
      locale: 'en',
      remember: 'en',
    });
  });

  it('asks the browser only once: a remembered English choice beats an Arabic browser', () => {
    expect(localeOfVisit({ pathname: '/faq', remembered: 'en', languages: ['ar'] })).toEqual({
      locale: 'en',
    });
  });

  it('takes a remembered Arabic choice back to /ar from an English address', () => {
    expect(localeOfVisit({ pathname: '/faq', remembered: 'ar', languages: ['en'] })).toEqual({
      locale: 'ar',
      redirectTo: '/ar/faq',
    });
  });

  it('shows an /ar address in Arabic whatever is remembered, remembering Arabic on a first visit', () => {
    expect(localeOfVisit({ pathname: '/ar/menu', remembered: 'en', languages: ['en'] })).toEqual({
      locale: 'ar',
    });
    expect(localeOfVisit({ pathname: '/ar', remembered: null, languages: ['en'] })).toEqual({
      locale: 'ar',
      remember: 'ar',
    });
  });
});
