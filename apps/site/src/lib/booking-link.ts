/**
 * Links into the booking form: `/booking?type=birthday&package=blaze` opens it on the birthday
 * type with that package chosen (by id or by title), and `/booking?type=vr` opens it on VR. The
 * packages page and the home page build them; the booking page reads them, and anything it does
 * not know falls back to the plain form.
 */
import type { BookingType } from '@venue/domain/booking';
import type { LocalizedText } from '@venue/domain/localized-text';

const typeParam = 'type';
const packageParam = 'package';

/** The booking form's address, for a birthday with `packageName` chosen when given. */
export function birthdayBookingHref(packageName?: string): string {
  const params = new URLSearchParams({ [typeParam]: 'birthday' });
  if (packageName) params.set(packageParam, packageName);
  return `/booking?${params.toString()}`;
}

/** The booking form's address, opened on VR. */
export function vrBookingHref(): string {
  return `/booking?${new URLSearchParams({ [typeParam]: 'vr' }).toString()}`;
}

export type BookingLink = { type: BookingType; packageName: string | null };

/**
 * What a booking link asks for. A named package means a birthday; "vr" without a package is VR;
 * any other type is a regular booking; an empty package name is none.
 */
export function readBookingLink(params: URLSearchParams): BookingLink {
  const packageName = params.get(packageParam)?.trim() || null;
  const type = params.get(typeParam);
  if (type === 'birthday' || packageName !== null) return { type: 'birthday', packageName };
  return { type: type === 'vr' ? 'vr' : 'regular', packageName: null };
}

/**
 * What a link names a package by: its English title in lower case ("blaze"), which a visitor can
 * read and share, or its id when it has no English title. The booking form finds it by either.
 */
export function packageLinkName(pkg: { id: string; title: LocalizedText }): string {
  return pkg.title.en?.toLowerCase() ?? pkg.id;
}
