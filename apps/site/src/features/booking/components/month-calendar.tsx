import { addMonths, monthDays, weekdayOf } from '@venue/domain/clock';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import styles from '../booking.module.css';

const fullDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthTitleFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function utcDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day);
  return instant;
}

/** "Saturday, November 21, 2026": a calendar day as people read it. */
export function formatFullDate(date: string): string {
  return fullDateFormat.format(utcDay(date));
}

/** The calendar day `days` after `date` (negative: before). */
function shiftDate(date: string, days: number): string {
  const instant = utcDay(date);
  instant.setUTCDate(instant.getUTCDate() + days);
  const year = String(instant.getUTCFullYear()).padStart(4, '0');
  const month = String(instant.getUTCMonth() + 1).padStart(2, '0');
  const day = String(instant.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

const arrowSteps: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

function yearMonthOf(date: string): { year: number; month: number } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, month };
}

type MonthCalendarProps = {
  /** The venue's today, "YYYY-MM-DD": earlier days are disabled, earlier months unreachable. */
  today: string;
  selectedDate: string | null;
  onSelect: (date: string) => void;
};

/**
 * A month of day buttons with previous/next month navigation; past days cannot be picked. The
 * days are one tab stop: arrow keys move between them (into the next or previous month too).
 */
export function MonthCalendar({ today, selectedDate, onSelect }: MonthCalendarProps) {
  const [shown, setShown] = useState(() => yearMonthOf(selectedDate ?? today));
  const current = yearMonthOf(today);
  const isCurrentMonth =
    shown.year < current.year || (shown.year === current.year && shown.month <= current.month);
  const days = monthDays(shown.year, shown.month);
  const firstDay = days[0];
  const offset = firstDay ? weekdayOf(firstDay) : 0;
  const title = firstDay ? monthTitleFormat.format(utcDay(firstDay)) : '';
  const gridRef = useRef<HTMLDivElement>(null);
  const [focusedDate, setFocusedDate] = useState<string | null>(null);
  const [shouldMoveFocus, setShouldMoveFocus] = useState(false);

  const bookableDays = days.filter((day) => day >= today);
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
    const step = arrowSteps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const target = shiftDate(from, step);
    if (target < today) return;
    setShown(yearMonthOf(target));
    setFocusedDate(target);
    setShouldMoveFocus(true);
  }

  return (
    <fieldset className={styles.calendar}>
      <legend className={styles.fieldLabel}>Date</legend>
      <div className={styles.calendarHeader}>
        <button
          type="button"
          className={styles.calendarNav}
          aria-label="Previous month"
          disabled={isCurrentMonth}
          onClick={() => setShown(addMonths(shown.year, shown.month, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 className={styles.calendarTitle} aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          className={styles.calendarNav}
          aria-label="Next month"
          onClick={() => setShown(addMonths(shown.year, shown.month, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div ref={gridRef} className={styles.calendarGrid}>
        {weekdays.map((weekday) => (
          <span key={weekday} className={styles.weekday} aria-hidden="true">
            {weekday}
          </span>
        ))}
        {offset > 0 && <span style={{ gridColumn: `span ${offset}` }} aria-hidden="true" />}
        {days.map((day) => {
          const isPast = day < today;
          const isSelected = day === selectedDate;
          return (
            <button
              key={day}
              type="button"
              className={styles.day}
              data-date={day}
              tabIndex={day === tabStop ? 0 : -1}
              aria-label={formatFullDate(day)}
              aria-pressed={isSelected}
              aria-current={day === today ? 'date' : undefined}
              disabled={isPast}
              onClick={() => onSelect(day)}
              onKeyDown={(event) => moveFocus(event, day)}
              onFocus={() => setFocusedDate(day)}
            >
              {Number(day.slice(8))}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
