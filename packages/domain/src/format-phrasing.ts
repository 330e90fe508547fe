// The words each locale puts around the dates, times and numbers `Intl` formats (see format.ts).
import type { LocaleCode } from './locales.ts';
import { currency } from './venue.ts';

/** Shown instead of a date that is missing or cannot be read. */
export const unknownDateText = 'Recently';

/** The few words each locale puts around the numbers `Intl` formats. */
export type Phrasing = {
  /** The `Intl` locale the dates and numbers are formatted in. */
  intl: string;
  unknownDate: string;
  /** A booking's day and its slot: "Nov 21, 2026 at 15:00". */
  dayAt: (date: string, time: string) => string;
  /** From one time to another: "15:00 to 23:00". */
  timeRange: (from: string, to: string) => string;
  /** Between the times of a list: "19:30, 20:15". */
  listSeparator: string;
  /**
   * A run of `count` consecutive numbers from `from` to `to`, both already formatted: "2–3",
   * "1–3" (lanes 2 to 3, 1 to 3).
   */
  numberRange: (from: string, to: string, count: number) => string;
  /** Before a negative number: Arabic marks it left to right, as `Intl` does ("\u200e-5"). */
  minus: string;
  /** An amount with the currency, the amount already formatted: "80 ILS". */
  amount: (number: string) => string;
  /**
   * A calendar's weekday heads, Sunday first: `Intl`'s short names, or a fixed set where those do
   * not fit. Arabic's short names are the full ones ("الأربعاء"), too wide for a column, and its
   * narrow ones are single letters where Sunday "ح" and Thursday "خ" look alike.
   */
  weekdayHeads: 'intl-short' | readonly string[];
};

// LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE: an Arabic price reads "25 ₪" as printed,
// and a no-break space keeps the amount and the sign on one line.
const ltrIsolate = (text: string) => `\u2066${text}\u2069`;

export const phrasings: Record<LocaleCode, Phrasing> = {
  en: {
    intl: 'en-US',
    unknownDate: unknownDateText,
    dayAt: (date, time) => `${date} at ${time}`,
    timeRange: (from, to) => `${from} to ${to}`,
    listSeparator: ', ',
    numberRange: (from, to) => `${from}–${to}`,
    minus: '-',
    amount: (number) => `${number} ${currency}`,
    weekdayHeads: 'intl-short',
  },
  // Palestinian conventions (Levantine month names: "تشرين الثاني") with Western digits.
  ar: {
    intl: 'ar-PS-u-nu-latn',
    unknownDate: 'مؤخرًا',
    dayAt: (date, time) => `${date} الساعة ${time}`,
    timeRange: (from, to) => `من ${from} إلى ${to}`,
    listSeparator: '، ',
    // In words, as the time ranges are: a dash between numbers reads in either direction.
    numberRange: (from, to, count) => (count === 2 ? `${from} و${to}` : `من ${from} إلى ${to}`),
    minus: '\u200e-',
    amount: (number) => ltrIsolate(`${number}\u00a0₪`),
    // The day names without the article, as Arabic calendars head their columns.
    weekdayHeads: ['أحد', 'اثنين', 'ثلاثاء', 'أربعاء', 'خميس', 'جمعة', 'سبت'],
  },
};
