/**
 * How the schedule page words hours and time ranges: "15:00 – 23:00", "20:00 – until 02:00
 * (next day)" for a close after midnight. Times are the one format's (`formatTime`),
 * kept in their own direction inside Arabic.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatTime } from '@venue/domain/format';
import type { IsoWeekday } from '@venue/domain/schedule';
import type { OpeningHours, TimeOfDay } from '@venue/domain/venue';
import { minutesSinceMidnight } from '@venue/domain/venue';
import { isolatedIn, localeOf } from '@venue/i18n/locales';

/** A close at or before 06:00 is the next morning's (the business day runs 06:00 to 06:00). */
export function isNextMorning(time: TimeOfDay): boolean {
  return minutesSinceMidnight(time) <= 6 * 60;
}

/** "15:00 – 23:00", or "20:00 – until 02:00 (next day)". */
export function hoursLabel(i18n: I18n, hours: OpeningHours): string {
  return rangeLabel(i18n, hours.opensAt, hours.closesAt);
}

/** A time range of a business day, its end marked when it is the next morning's. */
export function rangeLabel(i18n: I18n, from: TimeOfDay, to: TimeOfDay): string {
  const opens = isolatedIn(i18n, formatTime(from));
  const closes = isolatedIn(i18n, formatTime(to));
  return isNextMorning(to)
    ? i18n._(msg`${opens} – until ${closes} (next day)`)
    : i18n._(msg`${opens} – ${closes}`);
}

/** The weekdays in the order a week is read: Monday first in English, Saturday first in Arabic. */
export function weekdaysInOrder(i18n: I18n): readonly IsoWeekday[] {
  return localeOf(i18n) === 'ar' ? [6, 7, 1, 2, 3, 4, 5] : [1, 2, 3, 4, 5, 6, 7];
}
