// Prices, counts, shares and averages as they read on screen, in the reader's locale (see format.ts).
import { phrasings } from './format-phrasing.ts';
import type { LocaleCode } from './locales.ts';

const numberFormatters = new Map<string, Intl.NumberFormat>();

/** One cached number formatter per locale and number of decimals. */
function numberFormatterOf(locale: LocaleCode, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${locale} ${decimals}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(phrasings[locale].intl, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount as the price table writes it: "80 ILS", "80.50 ILS", "1,200 ILS"; in Arabic
 * "80 ₪", isolated left to right so it reads the same inside an Arabic sentence.
 */
export function formatIls(amount: number, locale: LocaleCode = 'en'): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Not an amount: ${amount}`);
  }
  const agorot = Math.round(amount * 100);
  const formatter = numberFormatterOf(locale, agorot % 100 === 0 ? 0 : 2);
  return phrasings[locale].amount(formatter.format(agorot / 100));
}

/** A count (guests, bookings, minutes) with the locale's digits and grouping: "1,200". */
export function formatCount(count: number, locale: LocaleCode = 'en'): string {
  if (!Number.isInteger(count)) {
    throw new RangeError(`Not a count: ${count}`);
  }
  return numberFormatterOf(locale, 0).format(count);
}

/** A share from 0 to 1 as a whole percentage in the locale: "75%" (Arabic "75٪" forms as `Intl` gives them). */
export function formatPercent(share: number, locale: LocaleCode = 'en'): string {
  if (!Number.isFinite(share)) throw new RangeError(`Not a share: ${share}`);
  return new Intl.NumberFormat(phrasings[locale].intl, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(share);
}

/** A measured value (an average) with at most one decimal in the locale: "3.3", "75". */
export function formatDecimal(value: number, locale: LocaleCode = 'en'): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a number: ${value}`);
  return new Intl.NumberFormat(phrasings[locale].intl, { maximumFractionDigits: 1 }).format(value);
}
