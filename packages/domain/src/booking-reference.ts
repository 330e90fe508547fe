// The booking reference a person reads and says (SZ-7K4Q): its alphabet, its shape, and the
// reference someone typed, in its one stored form. SQL's private.is_booking_reference mirrors it.
import { toAsciiDigits } from './digits.ts';

/** What every reference starts with: the venue's initials (Strike Zone). */
export const bookingReferencePrefix = 'SZ';

/**
 * The characters of a reference's code: the digits 2 to 9 and the letters that look like none of
 * them or each other. Left out: 0, 1, O, I and L; Z (like 2), S (like 5), B (like 8); U and V
 * (written and said alike).
 */
export const bookingReferenceAlphabet = '23456789ACDEFGHJKMNPQRTWXY';

/** How long a reference's code is: 4 characters for the first 456,976 bookings, up to 6. */
export const bookingReferenceLength = { min: 4, max: 6 } as const;

const code = `[${bookingReferenceAlphabet}]{${bookingReferenceLength.min},${bookingReferenceLength.max}}`;
const storedShape = new RegExp(`^${bookingReferencePrefix}-${code}$`);
// As typed: any case, the prefix optional, a dash (or a space, or a typographic dash) optional.
const typedShape = new RegExp(
  `^(?:${bookingReferencePrefix}[-\\s\\u2010-\\u2015\\u2212]?)?(${code})$`,
);

/** Whether a text is a reference in its stored form: "SZ-", then the code. */
export function isBookingReference(value: string): boolean {
  return storedShape.test(value);
}

/**
 * A reference as someone typed it ("sz7k4q", " SZ-7K4Q ", "7k4q", with Arabic-Indic digits) in
 * its stored form ("SZ-7K4Q"), or null when the text cannot be one.
 */
export function normalizeBookingReference(typed: string): string | null {
  const match = typedShape.exec(toAsciiDigits(typed).trim().toUpperCase());
  return match ? `${bookingReferencePrefix}-${match[1]}` : null;
}
