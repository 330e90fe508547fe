// Prices, counts, shares and averages as they read on screen, in the reader's locale (see format.ts).
import { phrasings } from './format-phrasing.ts';
import type { LocaleCode } from './locales.ts';

const numberFormatters = new Map<string, Intl.NumberFormat>();

/** One cached `Intl` number formatter per locale and number of decimals. */
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
 * A number as `Intl.NumberFormat` writes it in both locales (Latin digits, thousands in threes
 * after ",", "." before two decimals, -0 as "-0"), given in its last written unit: whole numbers
 * with no decimals, hundredths with two. The numbers a page shows are written without building a
 * formatter: the first `Intl` formatter a page builds loads the locale's data, about 10 ms of a
 * phone's main thread inside the first render, where the prices and counts are (decision 039).
 * Numbers past 2^53 go to `Intl`. format.test.ts holds this to `Intl`'s output.
 */
function grouped(units: number, decimals: 0 | 2, locale: LocaleCode): string {
  if (!Number.isSafeInteger(units)) {
    return numberFormatterOf(locale, decimals).format(decimals === 2 ? units / 100 : units);
  }
  const magnitude = Math.abs(units);
  const whole = decimals === 2 ? Math.floor(magnitude / 100) : magnitude;
  const fraction = decimals === 2 ? `.${String(magnitude % 100).padStart(2, '0')}` : '';
  const negative = units < 0 || Object.is(units, -0);
  return `${negative ? phrasings[locale].minus : ''}${String(whole).replace(/\B(?=(\d{3})+$)/g, ',')}${fraction}`;
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
  const written =
    agorot % 100 === 0 ? grouped(agorot / 100, 0, locale) : grouped(agorot, 2, locale);
  return phrasings[locale].amount(written);
}

/** A count (guests, bookings, minutes) with the locale's digits and grouping: "1,200". */
export function formatCount(count: number, locale: LocaleCode = 'en'): string {
  if (!Number.isInteger(count)) {
    throw new RangeError(`Not a count: ${count}`);
  }
  return grouped(count, 0, locale);
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
