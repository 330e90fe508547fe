import { describe, expect, it } from 'vitest';
import {
  birthdayBookingHref,
  packageLinkName,
  readBookingLink,
  vrBookingHref,
} from './booking-link.ts';

const read = (search: string) => readBookingLink(new URLSearchParams(search));

describe('links into the booking form', () => {
  it('a package link opens the birthday type with that package', () => {
    expect(birthdayBookingHref('blaze')).toBe('/booking?type=birthday&package=blaze');
    expect(read('?type=birthday&package=blaze')).toEqual({
      type: 'birthday',
      packageName: 'blaze',
    });
  });

  it('a birthday link without a package opens the birthday type with nothing chosen', () => {
    expect(birthdayBookingHref()).toBe('/booking?type=birthday');
    expect(read('?type=birthday')).toEqual({ type: 'birthday', packageName: null });
    expect(read('?type=birthday&package=%20')).toEqual({ type: 'birthday', packageName: null });
  });

  it('a named package means a birthday even without the type', () => {
    expect(read('?package=spark')).toEqual({ type: 'birthday', packageName: 'spark' });
  });

  it('a VR link opens the VR type; a package beside it still means a birthday', () => {
    expect(vrBookingHref()).toBe('/booking?type=vr');
    expect(read('?type=vr')).toEqual({ type: 'vr', packageName: null });
    expect(read('?type=vr&package=blaze')).toEqual({ type: 'birthday', packageName: 'blaze' });
  });

  it('no link, or a type it does not know, is the plain regular form', () => {
    expect(read('')).toEqual({ type: 'regular', packageName: null });
    expect(read('?type=party')).toEqual({ type: 'regular', packageName: null });
    expect(read('?type=regular')).toEqual({ type: 'regular', packageName: null });
  });

  it('names a package by its English title in lower case, or by its id without one', () => {
    expect(packageLinkName({ id: 'p1', title: { en: 'Blaze', ar: 'بليز' } })).toBe('blaze');
    expect(packageLinkName({ id: 'p2', title: { ar: 'بليز' } })).toBe('p2');
  });
});
