// Numbers as people type them, with the digits of their keyboard, read as ASCII: one place for every field.

/** Arabic-Indic (U+0660-0669) and Extended Arabic-Indic, or Persian (U+06F0-06F9), digits. */
const arabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The Arabic decimal separator "٫" (U+066B). */
const arabicDecimalSeparator = /\u066B/g;

/** Whole numbers grouped in thousands with the Arabic separator "٬" (U+066C): "١٬٢٠٠". */
const arabicThousandsGrouping = /^([+-]?\d{1,3})((?:\u066C\d{3})+)(?=$|\.)/;

/**
 * The text with every Arabic-Indic and Persian digit as its ASCII digit ("٠٥٩٩" and "۰۵۹۹" read
 * "0599"); everything else is kept. SQL's private.normalise_phone translates the same digits.
 */
export function toAsciiDigits(text: string): string {
  // Both blocks start at a code ending in 0, so a digit's last hex figure is its value.
  return text.replace(arabicDigits, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * A number typed with any of those digits in ASCII: the Arabic decimal separator "٫" is ".", and
 * the Arabic thousands separator "٬" goes where it groups digits in threes ("١٬٢٠٠٫٥٠" reads
 * "1200.50"). A separator anywhere else is kept, for the field's check to refuse.
 */
export function toAsciiNumber(text: string): string {
  const ascii = toAsciiDigits(text).trim().replace(arabicDecimalSeparator, '.');
  return ascii.replace(
    arabicThousandsGrouping,
    (_, head: string, groups: string) => `${head}${groups.replaceAll('\u066C', '')}`,
  );
}

/**
 * A count typed in a box, in any of those digits ("١٨" and "۱۸" read 18): whatever is not a digit
 * is ignored, and a box left blank is 0, for the field's range check to refuse.
 */
export function typedCount(text: string): number {
  const digits = toAsciiDigits(text).replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

/**
 * A count brought within `min` and `max`: a count stepped with − or + past either end, or a
 * party's size when a package with another group size is chosen.
 */
export function countWithin(count: number, min: number, max: number): number {
  return Math.min(Math.max(count, min), max);
}
