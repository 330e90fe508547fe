import { describe, expect, it } from 'vitest';
import {
  formatBookingWhen,
  formatCount,
  formatDisplayDate,
  formatDisplayDateTime,
  formatIls,
  formatList,
  formatLongDate,
  formatMonthTitle,
  formatNumberSet,
  formatOpeningHours,
  formatTime,
  formatTimes,
  formatWeekday,
  timesInAnotherForm,
  weekdayNames,
} from './format.ts';
import { phrasings } from './format-phrasing.ts';

const hebron = 'Asia/Hebron';

describe('display dates', () => {
  it('a timestamp shows on its day at the venue: 22:30 UTC on Nov 20 is Nov 21 in winter', () => {
    expect(formatDisplayDate(new Date('2026-11-20T22:30:00Z'), hebron)).toBe('Nov 21, 2026');
    expect(formatDisplayDate('2026-11-20T22:30:00Z', hebron)).toBe('Nov 21, 2026');
    expect(formatDisplayDate('2026-11-20T22:30:00+00:00', hebron)).toBe('Nov 21, 2026');
    expect(formatDisplayDate('2026-11-20 21:59:59.123456+00', hebron)).toBe('Nov 20, 2026');
    expect(formatDisplayDate('2026-11-21T03:00:00+05:30', hebron)).toBe('Nov 20, 2026');
  });

  it('a timestamp in summer (UTC+3) moves to the next day from 21:00 UTC', () => {
    expect(formatDisplayDate('2026-07-15T20:59:00Z', hebron)).toBe('Jul 15, 2026');
    expect(formatDisplayDate('2026-07-15T21:00:00Z', hebron)).toBe('Jul 16, 2026');
  });

  it('a calendar day, or a date-time without a zone, shows as the day written', () => {
    expect(formatDisplayDate('2026-11-21', hebron)).toBe('Nov 21, 2026');
    expect(formatDisplayDate('2026-11-21', 'Pacific/Honolulu')).toBe('Nov 21, 2026');
    expect(formatDisplayDate('2026-11-21T23:30:00', 'Pacific/Honolulu')).toBe('Nov 21, 2026');
    expect(formatDisplayDate('2026-01-01', 'Pacific/Kiritimati')).toBe('Jan 1, 2026');
  });

  it('reads "Recently" when the date is missing or cannot be read', () => {
    for (const value of [null, undefined, '', 'yesterday', '2026-02-30', 'Nov 21, 2026']) {
      expect(formatDisplayDate(value, hebron)).toBe('Recently');
    }
    expect(formatDisplayDate(new Date('nope'), hebron)).toBe('Recently');
    expect(formatDisplayDate('2026-02-30T10:00:00', hebron)).toBe('Recently');
    expect(formatDisplayDate('2026-11-20T25:00:00Z', hebron)).toBe('Recently');
  });
});

describe('amounts in ILS', () => {
  it('a whole amount has no decimals; any other has two', () => {
    expect(formatIls(80)).toBe('80 ILS');
    expect(formatIls(80.5)).toBe('80.50 ILS');
    expect(formatIls(0.29)).toBe('0.29 ILS');
    expect(formatIls(0)).toBe('0 ILS');
  });

  it('thousands are grouped with commas', () => {
    expect(formatIls(1200)).toBe('1,200 ILS');
    expect(formatIls(10000.5)).toBe('10,000.50 ILS');
  });

  it('an amount that is not finite is refused', () => {
    expect(() => formatIls(Number.NaN)).toThrow(RangeError);
  });
});

describe('date and time of an instant', () => {
  it('22:30 UTC on Nov 21 is already Nov 22, 00:30 at the venue (winter, UTC+2)', () => {
    expect(formatDisplayDateTime('2026-11-21T22:30:00Z', hebron)).toBe('Nov 22, 2026, 00:30');
    expect(formatDisplayDateTime(new Date('2026-11-21T22:30:00Z'), hebron)).toBe(
      'Nov 22, 2026, 00:30',
    );
    expect(formatDisplayDate('2026-11-21T22:30:00Z', hebron)).toBe('Nov 22, 2026');
  });

  it('one minute earlier is still Nov 21, 23:59', () => {
    expect(formatDisplayDateTime('2026-11-21T21:59:00.000000+00:00', hebron)).toBe(
      'Nov 21, 2026, 23:59',
    );
  });

  it('the same instant reads on its own day in another zone: the zone passed decides', () => {
    expect(formatDisplayDateTime('2026-11-21T22:30:00Z', 'UTC')).toBe('Nov 21, 2026, 22:30');
    expect(formatDisplayDateTime('2026-11-21T22:30:00Z', 'America/New_York')).toBe(
      'Nov 21, 2026, 17:30',
    );
  });

  it('an afternoon reads on a 24-hour clock, as the slot list does', () => {
    expect(formatDisplayDateTime('2026-07-15T12:05:00Z', hebron)).toBe('Jul 15, 2026, 15:05');
  });

  it('reads "Recently" for anything that is not an instant, a bare day included', () => {
    for (const value of [null, undefined, '', 'soon', '2026-11-21', '2026-11-21T10:00:00']) {
      expect(formatDisplayDateTime(value, hebron)).toBe('Recently');
    }
  });
});

describe('calendar headings', () => {
  it('a day reads with its weekday, the same in every zone', () => {
    expect(formatLongDate('2026-11-21')).toBe('Saturday, November 21, 2026');
    expect(formatLongDate('2028-02-29')).toBe('Tuesday, February 29, 2028');
  });

  it('a day that does not exist is refused', () => {
    expect(() => formatLongDate('2026-02-29')).toThrow(RangeError);
  });

  it('a month reads "November 2026"; January and December are the ends', () => {
    expect(formatMonthTitle(2026, 11)).toBe('November 2026');
    expect(formatMonthTitle(2027, 1)).toBe('January 2027');
    expect(formatMonthTitle(2026, 12)).toBe('December 2026');
    expect(() => formatMonthTitle(2026, 13)).toThrow(RangeError);
  });

  it('the weekday heads run Sunday to Saturday, in each language', () => {
    expect(weekdayNames()).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('ar')).toEqual(['أحد', 'اثنين', 'ثلاثاء', 'أربعاء', 'خميس', 'جمعة', 'سبت']);
  });

  it('an ISO weekday has its full name in each language, Monday being 1', () => {
    expect([1, 5, 7].map((day) => formatWeekday(day))).toEqual(['Monday', 'Friday', 'Sunday']);
    expect(formatWeekday(1, 'ar')).toBe('الاثنين');
    expect(formatWeekday(5, 'ar')).toBe('الجمعة');
    expect(() => formatWeekday(0)).toThrow(RangeError);
  });

  it('the Arabic heads tell Sunday from Thursday: seven distinct names of two letters or more', () => {
    const heads = weekdayNames('ar');
    expect(new Set(heads).size).toBe(7);
    for (const head of heads) expect([...head].length).toBeGreaterThanOrEqual(2);
  });
});

describe('times of day: one 24-hour form everywhere', () => {
  it('a slot reads as the spec writes it: "15:00", "22:30"', () => {
    expect(formatTime('15:00')).toBe('15:00');
    expect(formatTime('22:30')).toBe('22:30');
  });

  it('midnight, the minute before it and noon keep two-digit hours: "00:00", "23:59", "12:00"', () => {
    expect(formatTime('00:00')).toBe('00:00');
    expect(formatTime('23:59')).toBe('23:59');
    expect(formatTime('12:00')).toBe('12:00');
  });

  it('anything else is refused rather than shown in another form', () => {
    for (const time of ['3:00 PM', '3:00', '15:00:00', '24:00', '15:60', '']) {
      expect(() => formatTime(time)).toThrow(RangeError);
    }
  });

  it('a set of lanes reads its runs of neighbours as ranges: "2–3", "2, 5", "1–3, 5"', () => {
    expect(formatNumberSet([2])).toBe('2');
    expect(formatNumberSet([2, 3])).toBe('2–3');
    expect(formatNumberSet([5, 2])).toBe('2, 5');
    expect(formatNumberSet([1, 2, 3, 5])).toBe('1–3, 5');
    expect(formatNumberSet([])).toBe('');
  });

  it('a list of slots reads "19:30, 20:15"', () => {
    expect(formatTimes(['19:30', '20:15'])).toBe('19:30, 20:15');
    expect(formatTimes([])).toBe('');
  });

  it('a list of phrases reads "Mon: closed, Tue–Sun: 15:00 to 23:00", with no "and"', () => {
    expect(formatList(['Mon: closed', 'Tue–Sun: 15:00 to 23:00'])).toBe(
      'Mon: closed, Tue–Sun: 15:00 to 23:00',
    );
    expect(formatList(['a', 'b', 'c'])).toBe('a, b, c');
    expect(formatList(['only'])).toBe('only');
    expect(formatList([])).toBe('');
  });

  it('a booking reads "Nov 21, 2026 at 15:00", its day as written in any zone', () => {
    expect(formatBookingWhen('2026-11-21', '15:00', hebron)).toBe('Nov 21, 2026 at 15:00');
    expect(formatBookingWhen('2026-11-21', '22:30', 'Pacific/Honolulu')).toBe(
      'Nov 21, 2026 at 22:30',
    );
  });
});

describe('times in another form', () => {
  it('none in a text whose times all read like "15:00"', () => {
    expect(timesInAnotherForm('Nov 21, 2026 at 15:00; spans 2 slots: 19:30, 20:15')).toEqual([]);
    expect(timesInAnotherForm('Lane 1/6, +970599123456, 2026-11-21')).toEqual([]);
  });

  it('finds every 12-hour reading: "3 PM", "3:00 pm", "10:30 p.m."', () => {
    expect(timesInAnotherForm('Open 3 PM to 11:00 pm, last start 10:30 p.m.')).toEqual([
      '3 PM',
      '11:00 pm',
      '10:30 p.m.',
    ]);
  });

  it('finds 24-hour readings that are not the one form: "9:30", "15:00:00", "24:00"', () => {
    expect(timesInAnotherForm('at 9:30, at 15:00:00, at 24:00, at 09:30')).toEqual([
      '9:30',
      '15:00:00',
      '24:00',
    ]);
  });
});

describe('opening hours', () => {
  it('read "15:00 to 23:00", in the slots\' 24-hour form', () => {
    expect(formatOpeningHours()).toBe('15:00 to 23:00');
  });

  it('noon and just after midnight read 12:00 and 00:05', () => {
    expect(formatOpeningHours({ opensAt: '12:00', closesAt: '00:05' })).toBe('12:00 to 00:05');
  });
});

describe('in Arabic: Western digits, Palestinian month names, the venue clock', () => {
  it('22:00 UTC on Nov 20 is already Nov 21 at the venue in winter, as in English', () => {
    expect(formatDisplayDate('2026-11-20T21:59:00Z', hebron, 'ar')).toBe('20 تشرين الثاني 2026');
    expect(formatDisplayDate('2026-11-20T22:00:00Z', hebron, 'ar')).toBe('21 تشرين الثاني 2026');
    expect(formatDisplayDate('2026-11-20T22:00:00Z', hebron, 'en')).toBe('Nov 21, 2026');
    expect(formatDisplayDateTime('2026-11-20T22:00:00Z', hebron, 'ar')).toBe(
      '21 تشرين الثاني 2026، 00:00',
    );
    expect(formatDisplayDateTime('2026-11-20T22:00:00Z', hebron, 'en')).toBe('Nov 21, 2026, 00:00');
  });

  it('21:00 UTC in summer (UTC+3) is the next day at the venue in both locales', () => {
    expect(formatDisplayDate('2026-07-15T20:59:00Z', hebron, 'ar')).toBe('15 تموز 2026');
    expect(formatDisplayDate('2026-07-15T21:00:00Z', hebron, 'ar')).toBe('16 تموز 2026');
    expect(formatDisplayDate('2026-07-15T21:00:00Z', hebron, 'en')).toBe('Jul 16, 2026');
    expect(formatDisplayDateTime('2026-07-15T21:00:00Z', hebron, 'ar')).toBe('16 تموز 2026، 00:00');
  });

  it('a calendar day is the day written, with its weekday and month names in Arabic', () => {
    expect(formatDisplayDate('2026-11-21', 'Pacific/Honolulu', 'ar')).toBe('21 تشرين الثاني 2026');
    expect(formatLongDate('2026-11-21', 'ar')).toBe('السبت، 21 تشرين الثاني 2026');
    expect(formatMonthTitle(2027, 1, 'ar')).toBe('كانون الثاني 2027');
  });

  it('a missing date reads "مؤخرًا"', () => {
    expect(formatDisplayDate(null, hebron, 'ar')).toBe('مؤخرًا');
    expect(formatDisplayDateTime('2026-11-21', hebron, 'ar')).toBe('مؤخرًا');
  });

  it('every number is in Western digits, never Arabic-Indic ones', () => {
    const texts = [
      formatDisplayDateTime('2026-11-20T22:00:00Z', hebron, 'ar'),
      formatLongDate('2026-11-21', 'ar'),
      formatIls(1200.5, 'ar'),
      formatCount(1200, 'ar'),
      formatBookingWhen('2026-11-21', '15:00', hebron, 'ar'),
    ];
    for (const text of texts) expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  it('a set of lanes reads "2، 5"; a run in words, as a time range: "2 و3", "من 1 إلى 3"', () => {
    expect(formatNumberSet([2, 5], 'ar')).toBe('2، 5');
    expect(formatNumberSet([2, 3], 'ar')).toBe('2 و3');
    expect(formatNumberSet([1, 2, 3, 5], 'ar')).toBe('من 1 إلى 3، 5');
  });

  it('times stay 24-hour "HH:mm"; a booking reads its day then "الساعة" and its slot', () => {
    expect(formatTimes(['19:30', '20:15'], 'ar')).toBe('19:30، 20:15');
    expect(formatBookingWhen('2026-11-21', '15:00', hebron, 'ar')).toBe(
      '21 تشرين الثاني 2026 الساعة 15:00',
    );
    expect(formatOpeningHours(undefined, 'ar')).toBe('من 15:00 إلى 23:00');
  });

  it('a list of phrases joins each part after the first with "، و", as Arabic lists do', () => {
    expect(formatList(['الاثنين: مغلق', 'الثلاثاء: من 15:00 إلى 23:00', 'الأحد: مغلق'], 'ar')).toBe(
      'الاثنين: مغلق، والثلاثاء: من 15:00 إلى 23:00، والأحد: مغلق',
    );
    expect(timesInAnotherForm(formatOpeningHours(undefined, 'ar'))).toEqual([]);
  });

  it('a price reads "25 ₪", isolated left to right inside Arabic text, never broken over lines', () => {
    expect(formatIls(25, 'ar')).toBe('\u206625\u00a0₪\u2069');
    expect(formatIls(80.5, 'ar')).toBe('\u206680.50\u00a0₪\u2069');
    expect(formatIls(1200, 'ar')).toBe('\u20661,200\u00a0₪\u2069');
    expect(() => formatIls(Number.POSITIVE_INFINITY, 'ar')).toThrow(RangeError);
  });
});

describe('counts', () => {
  it('are grouped as the locale groups them, with Western digits in both', () => {
    expect(formatCount(12)).toBe('12');
    expect(formatCount(1200)).toBe('1,200');
    expect(formatCount(1200, 'ar')).toBe('1,200');
    expect(() => formatCount(1.5)).toThrow(RangeError);
  });
});

describe('amounts and counts as Intl writes them (decision 039)', () => {
  const locales = ['en', 'ar'] as const;
  const intlOf = (locale: (typeof locales)[number], decimals: 0 | 2) =>
    new Intl.NumberFormat(phrasings[locale].intl, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  // Edges (zero and minus zero, halves, each grouping length, past 2^53) and a fixed spread.
  const edges = [
    0,
    -0,
    0.005,
    -0.005,
    0.29,
    0.5,
    0.994,
    0.995,
    1,
    -1,
    9.99,
    80,
    80.5,
    99.999,
    100,
    999,
    999.995,
    1000,
    1000.01,
    9999.5,
    10000.5,
    123456.78,
    999999.99,
    1000000,
    -1234.5,
    -1000000.05,
    12345678901.23,
    2 ** 53,
    -(2 ** 53),
    1e21,
  ];
  let seed = 31;
  const spread = Array.from({ length: 400 }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return ((seed / 2 ** 31) * 2 - 0.2) * 10 ** (seed % 9);
  });

  it('an amount reads as Intl.NumberFormat writes its whole agorot, in both locales', () => {
    for (const locale of locales) {
      for (const amount of [...edges, ...spread]) {
        const agorot = Math.round(amount * 100);
        const written = intlOf(locale, agorot % 100 === 0 ? 0 : 2).format(agorot / 100);
        expect(formatIls(amount, locale), `${amount} in ${locale}`).toBe(
          phrasings[locale].amount(written),
        );
      }
    }
  });

  it('a count reads as Intl.NumberFormat writes it, in both locales', () => {
    for (const locale of locales) {
      for (const count of [...edges, ...spread].map(Math.trunc)) {
        expect(formatCount(count, locale), `${count} in ${locale}`).toBe(
          intlOf(locale, 0).format(count),
        );
      }
    }
  });
});
