import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { addDays, addMonths, monthDays, weekdayOf } from '@venue/domain/clock';
import { formatLongDate, formatMonthTitle, weekdayNames } from '@venue/domain/format';
import { dayOffer, type Schedule } from '@venue/domain/schedule';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons.tsx';
import { localeOf } from '../../../lib/use-locale.ts';
import styles from '../booking.module.css';
import { isRightToLeft } from '../booking-texts.ts';
import calendarStyles from '../calendar.module.css';
import { MonthNotes } from './month-notes.tsx';

/** Days each arrow key moves; left and right swap when the grid runs right to left. */
function arrowSteps(isRtl: boolean): Readonly<Record<string, number>> {
  return { ArrowLeft: isRtl ? 1 : -1, ArrowRight: isRtl ? -1 : 1, ArrowUp: -7, ArrowDown: 7 };
}

function yearMonthOf(date: string): { year: number; month: number } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, month };
}

type MonthCalendarProps = {
  /** The venue's today, "YYYY-MM-DD": earlier days are disabled, earlier months unreachable. */
  today: string;
  /** The last bookable day (the booking horizon): later days are disabled, later months unreachable. */
  lastDate: string;
  /** The venue's schedule: a day it does not open is disabled, and the month's notes say why. */
  schedule: Schedule;
  selectedDate: string | null;
  onSelect: (date: string) => void;
};

/**
 * A month of day buttons with previous/next month navigation; past days, days after the booking
 * horizon and days the venue does not open cannot be picked (the notes under the month give the
 * closures' reasons and the special hours). The days are one tab stop: arrow keys move between them (into the next or previous month too).
 */
export function MonthCalendar({
  today,
  lastDate,
  schedule,
  selectedDate,
  onSelect,
}: MonthCalendarProps) {
  // The page's language, which a page load sets once.
  const isRtl = isRightToLeft(i18n);
  const locale = localeOf(i18n);
  const [shown, setShown] = useState(() => yearMonthOf(selectedDate ?? today));
  const current = yearMonthOf(today);
  const last = yearMonthOf(lastDate);
  const isCurrentMonth =
    shown.year < current.year || (shown.year === current.year && shown.month <= current.month);
  const isLastMonth =
    shown.year > last.year || (shown.year === last.year && shown.month >= last.month);
  const isInRange = (day: string) => day >= today && day <= lastDate;
  const isOpen = (day: string) => dayOffer(schedule, day).kind === 'open';
  const isBookable = (day: string) => isInRange(day) && isOpen(day);
  const days = monthDays(shown.year, shown.month);
  const firstDay = days[0];
  const offset = firstDay ? weekdayOf(firstDay) : 0;
  const title = formatMonthTitle(shown.year, shown.month, locale);
  const gridRef = useRef<HTMLDivElement>(null);
  const [focusedDate, setFocusedDate] = useState<string | null>(null);
  const [shouldMoveFocus, setShouldMoveFocus] = useState(false);

  const bookableDays = days.filter(isBookable);
  const tabStop =
    (focusedDate && bookableDays.includes(focusedDate) && focusedDate) ||
    (selectedDate && bookableDays.includes(selectedDate) && selectedDate) ||
    bookableDays[0];

  useEffect(() => {
    if (!shouldMoveFocus || !focusedDate) return;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusedDate}"]`)?.focus();
    setShouldMoveFocus(false);
  }, [shouldMoveFocus, focusedDate]);

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, from: string) {
    const step = arrowSteps(isRtl)[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // Closed days are stepped over; the range ends the walk.
    let target = addDays(from, step);
    while (isInRange(target) && !isOpen(target)) target = addDays(target, step);
    if (!isBookable(target)) return;
    setShown(yearMonthOf(target));
    setFocusedDate(target);
    setShouldMoveFocus(true);
  }

  return (
    <fieldset className={styles.calendar}>
      <legend className={styles.fieldLabel}>{t`Date`}</legend>
      <div className={calendarStyles.calendarHeader}>
        <button
          type="button"
          className={calendarStyles.calendarNav}
          aria-label={t`Previous month`}
          disabled={isCurrentMonth}
          onClick={() => setShown(addMonths(shown.year, shown.month, -1))}
        >
          <ChevronLeftIcon size={20} data-directional="" />
        </button>
        <h3 className={calendarStyles.calendarTitle} aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          className={calendarStyles.calendarNav}
          aria-label={t`Next month`}
          disabled={isLastMonth}
          onClick={() => setShown(addMonths(shown.year, shown.month, 1))}
        >
          <ChevronRightIcon size={20} data-directional="" />
        </button>
      </div>
      <div ref={gridRef} className={calendarStyles.calendarGrid}>
        {weekdayNames(locale).map((weekday) => (
          <span key={weekday} className={calendarStyles.weekday} aria-hidden="true">
            {weekday}
          </span>
        ))}
        {offset > 0 && <span style={{ gridColumn: `span ${offset}` }} aria-hidden="true" />}
        {days.map((day) => {
          const isSelected = day === selectedDate;
          const isClosed = isInRange(day) && !isOpen(day);
          const longDate = formatLongDate(day, locale);
          return (
            <button
              key={day}
              type="button"
              className={
                isClosed ? `${calendarStyles.day} ${calendarStyles.dayShut}` : calendarStyles.day
              }
              data-date={day}
              tabIndex={day === tabStop ? 0 : -1}
              aria-label={isClosed ? t`${longDate}, closed` : longDate}
              aria-pressed={isSelected}
              aria-current={day === today ? 'date' : undefined}
              disabled={!isBookable(day)}
              onClick={() => onSelect(day)}
              onKeyDown={(event) => moveFocus(event, day)}
              onFocus={() => setFocusedDate(day)}
            >
              {Number(day.slice(8))}
            </button>
          );
        })}
      </div>
      <MonthNotes
        schedule={schedule}
        year={shown.year}
        month={shown.month}
        from={today}
        to={lastDate}
      />
    </fieldset>
  );
}
