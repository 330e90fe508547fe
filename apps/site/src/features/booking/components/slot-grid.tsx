import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { SlotOccupancy } from '@venue/data/bookings/slot-occupancy';
import { isSlotFull } from '@venue/domain/capacity';
import { isSlotPast } from '@venue/domain/clock';
import { formatTime, formatTimes } from '@venue/domain/format';
import { coveredSlots } from '@venue/domain/slots';
import { sessionMinutes, slotStarts, venueTimeZone } from '@venue/domain/venue';
import { useState } from 'react';
import { localeOf } from '../../../lib/use-locale.ts';
import styles from '../booking.module.css';

export const pastSlotNote: MessageDescriptor = msg`no longer available`;
export const pastClosingNote: MessageDescriptor = msg`Runs past closing time`;
export const atCapacityNote: MessageDescriptor = msg`At Capacity`;

type SlotGridProps = {
  date: string;
  now: Date;
  /** Minutes the booking lasts: 45, or the package's length. */
  duration: number;
  occupancy: SlotOccupancy | undefined;
  isLoading: boolean;
  selectedTime: string | null;
  onSelect: (time: string) => void;
};

/**
 * The day's slots, in the active language of the page (`i18n`, which a page load sets once). A slot that has begun (on the venue's clock) or that a longer booking could not
 * finish before closing is disabled with the reason; a slot with all lanes approved over any slot
 * it covers warns "At Capacity" but stays selectable (the visitor confirms at submit).
 */
export function SlotGrid({
  date,
  now,
  duration,
  occupancy,
  isLoading,
  selectedTime,
  onSelect,
}: SlotGridProps) {
  const [tipFor, setTipFor] = useState<string | null>(null);
  const isLong = duration > sessionMinutes;

  return (
    <fieldset className={styles.slots} aria-busy={isLoading}>
      <legend className={styles.fieldLabel}>{t`Time`}</legend>
      {/* The status line keeps its place (a no-break space when idle), so the slots never move
          when the day's availability arrives. */}
      <p className={styles.hint} role="status">
        {isLoading ? t`Checking availability...` : '\u00a0'}
      </p>
      <div className={styles.slotGrid}>
        {slotStarts.map((slot) => {
          const isPast = isSlotPast(date, slot, now, venueTimeZone);
          const coverage = coveredSlots(slot, duration);
          const fits = coverage.ok;
          const isDisabled = isPast || !fits;
          const isFull =
            !isDisabled && occupancy !== undefined && isSlotFull(occupancy, slot, duration);
          const isSelected = selectedTime === slot;
          const noteId = `slot-${slot}-note`;
          const tipId = `slot-${slot}-tip`;
          const durationId = `slot-${slot}-duration`;
          const note = isPast
            ? pastSlotNote
            : !fits
              ? pastClosingNote
              : isFull
                ? atCapacityNote
                : null;
          const hasTip = isLong && coverage.ok;
          const describedBy = [
            note ? noteId : null,
            isSelected ? durationId : null,
            hasTip ? tipId : null,
          ]
            .filter(Boolean)
            .join(' ');
          const cellClass = [
            styles.slot,
            isSelected ? styles.slotSelected : '',
            isFull ? styles.slotFull : '',
            isDisabled ? styles.slotDisabled : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <div key={slot} className={cellClass}>
              <button
                type="button"
                className={styles.slotButton}
                aria-pressed={isSelected}
                aria-describedby={describedBy || undefined}
                disabled={isDisabled}
                onClick={() => onSelect(slot)}
                onMouseEnter={hasTip ? () => setTipFor(slot) : undefined}
                onMouseLeave={hasTip ? () => setTipFor(null) : undefined}
                onFocus={hasTip ? () => setTipFor(slot) : undefined}
                onBlur={hasTip ? () => setTipFor(null) : undefined}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setTipFor(null);
                }}
              >
                {formatTime(slot)}
              </button>
              {isSelected && (
                <span id={durationId} className={styles.slotDuration}>
                  {t`${plural(duration, { other: '# min' })}`}
                </span>
              )}
              {note && (
                <span id={noteId} className={isFull ? styles.slotWarning : styles.slotNote}>
                  {isFull && <span aria-hidden="true">⚠ </span>}
                  {i18n._(note)}
                </span>
              )}
              {hasTip && (
                <span id={tipId} role="tooltip" className={styles.tooltip} hidden={tipFor !== slot}>
                  {spanText(coverage.slots)}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The slots a long booking covers: "Spans 2 slots: 19:30, 20:15". */
function spanText(slots: readonly string[]): string {
  const times = formatTimes(slots, localeOf(i18n));
  return t`Spans ${plural(slots.length, { one: '# slot', other: '# slots' })}: ${times}`;
}
