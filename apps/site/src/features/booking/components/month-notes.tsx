import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import {
  formatDisplayDate,
  formatOpeningHours,
  formatTime,
  formatWeekday,
} from '@venue/domain/format';
import { isoWeekdays, type Schedule } from '@venue/domain/schedule';
import { venueTimeZone } from '@venue/domain/venue';
import type { ReactNode } from 'react';
import { Localized } from '../../../components/localized.tsx';
import { localeOf } from '../../../lib/use-locale.ts';
import calendarStyles from '../calendar.module.css';

type MonthNotesProps = {
  schedule: Schedule;
  year: number;
  month: number;
  /** The bookable days, "YYYY-MM-DD" both ends: what lies outside is not noted. */
  from: string;
  to: string;
};

/**
 * What a visitor should know about the shown month before picking a day: the weekdays the venue
 * does not open, its special periods with their hours, and its closures with their reasons, in
 * the page's language (a reason the manager wrote only in the other language keeps its own).
 */
export function MonthNotes({ schedule, year, month, from, to }: MonthNotesProps) {
  const locale = localeOf(i18n);
  const prefix = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  const first = `${prefix}-01` < from ? from : `${prefix}-01`;
  const last = `${prefix}-31` > to ? to : `${prefix}-31`;
  const day = (date: string) => formatDisplayDate(date, venueTimeZone, locale);
  const closedWeekdays = isoWeekdays.filter((weekday) => schedule.weekly[weekday] === null);
  const special = schedule.special.filter(
    (period) => period.firstDay <= last && period.lastDay >= first,
  );
  const closures = schedule.closures.filter(
    (closure) => closure.day >= first && closure.day <= last,
  );
  if (closedWeekdays.length + special.length + closures.length === 0) return null;

  // The weekly closings first, then the month's dates in order.
  const dated: { day: string; key: string; note: ReactNode }[] = [
    ...special.map((period) => ({
      day: period.firstDay,
      key: `special-${period.firstDay}`,
      note: (
        <Trans>
          <Localized text={period.name} /> ({day(period.firstDay)} – {day(period.lastDay)}): open{' '}
          {formatOpeningHours(period, locale)}
        </Trans>
      ),
    })),
    ...closures.map((closure) => ({
      day: closure.day,
      key: `closure-${closure.day}-${closure.fromTime ?? 'day'}`,
      note:
        closure.fromTime === null || closure.toTime === null ? (
          <Trans>
            {day(closure.day)}: closed, <Localized text={closure.reason} />
          </Trans>
        ) : (
          <Trans>
            {day(closure.day)}: closed {formatTime(closure.fromTime)} to{' '}
            {formatTime(closure.toTime)}, <Localized text={closure.reason} />
          </Trans>
        ),
    })),
  ].sort((a, b) => a.day.localeCompare(b.day));

  return (
    <ul className={calendarStyles.monthNotes}>
      {closedWeekdays.map((weekday) => (
        <li key={`weekday-${weekday}`}>
          <Trans>Closed every {formatWeekday(weekday, locale)}</Trans>
        </li>
      ))}
      {dated.map((entry) => (
        <li key={entry.key}>{entry.note}</li>
      ))}
    </ul>
  );
}
