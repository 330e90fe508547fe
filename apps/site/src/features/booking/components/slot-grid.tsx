import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { VenueDaySlot } from '@venue/data/schedule/get-venue-day';
import { formatLongDate, formatOpeningHours, formatTime, formatTimes } from '@venue/domain/format';
import { dayOffer, type Schedule } from '@venue/domain/schedule';
import { venueTimeZone } from '@venue/domain/venue';
import { type ReactNode, useState } from 'react';
import { Localized } from '../../../components/localized.tsx';
import { localeOf } from '../../../lib/use-locale.ts';
import styles from '../booking.module.css';
import { type SlotChoice, slotChoices } from '../slot-choices.ts';

export const pastSlotNote: MessageDescriptor = msg`no longer available`;
export const pastClosingNote: MessageDescriptor = msg`Runs past closing time`;
export const atCapacityNote: MessageDescriptor = msg`At Capacity`;

type SlotGridProps = {
  date: string;
  now: Date;
  /** Minutes the booking lasts: one slot, or the package's length. */
  duration: number;
  /** The lanes the group takes: a slot with fewer free over its run is at capacity for it. */
  lanesNeeded: number;
  schedule: Schedule;
  /** The day's free lanes per slot, once `venue_day` answers. */
  free: readonly VenueDaySlot[] | undefined;
  isLoading: boolean;
  selectedTime: string | null;
  onSelect: (time: string) => void;
};

/**
 * The day's slots, in the active language of the page (`i18n`, which a page load sets once), from
 * the venue's schedule. A slot that has begun (on the venue's clock), that a longer booking could
 * not finish before closing, or that a closure takes is disabled with the reason; a slot with
 * fewer lanes free than the group needs over any slot it covers warns "At Capacity" but stays
 * selectable (the visitor confirms at submit). A closed day says so, with the manager's reason.
 */
export function SlotGrid({
  date,
  now,
  duration,
  lanesNeeded,
  schedule,
  free,
  isLoading,
  selectedTime,
  onSelect,
}: SlotGridProps) {
  const [tipFor, setTipFor] = useState<string | null>(null);
  const isLong = duration > schedule.slotMinutes;
  const offer = dayOffer(schedule, date);
  const choices = slotChoices({
    schedule,
    date,
    now,
    timeZone: venueTimeZone,
    duration,
    lanesNeeded,
    free,
  });

  if (offer.kind === 'closed') {
    return (
      <section className={styles.slots} aria-labelledby="slots-closed-title">
        <h3 id="slots-closed-title" className={styles.fieldLabel}>{t`Time`}</h3>
        <p className={styles.dayClosed} role="status">
          {offer.closure ? (
            <Trans>
              Closed on {formatLongDate(date, localeOf(i18n))}:{' '}
              <Localized text={offer.closure.reason} />
            </Trans>
          ) : (
            t`We are closed on ${formatLongDate(date, localeOf(i18n))}. Please choose another day.`
          )}
        </p>
      </section>
    );
  }

  return (
    <fieldset className={styles.slots} aria-busy={isLoading}>
      <legend className={styles.fieldLabel}>{t`Time`}</legend>
      {offer.special && (
        <p className={styles.specialHours}>
          <Trans>
            <Localized text={offer.special.name} />: open{' '}
            {formatOpeningHours(offer.hours, localeOf(i18n))}
          </Trans>
        </p>
      )}
      {/* The status line keeps its place (a no-break space when idle), so the slots never move
          when the day's availability arrives. */}
      <p className={styles.hint} role="status">
        {isLoading ? t`Checking availability...` : '\u00a0'}
      </p>
      <div className={styles.slotGrid}>
        {choices.map((choice) => {
          const { slot } = choice;
          const isDisabled = choice.state !== 'open' && choice.state !== 'full';
          const isFull = choice.state === 'full';
          const isSelected = selectedTime === slot;
          const noteId = `slot-${slot}-note`;
          const tipId = `slot-${slot}-tip`;
          const durationId = `slot-${slot}-duration`;
          const note = noteOf(choice);
          const covers = 'covers' in choice ? choice.covers : null;
          const hasTip = isLong && covers !== null;
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
                  {note}
                </span>
              )}
              {hasTip && covers && (
                <span id={tipId} role="tooltip" className={styles.tooltip} hidden={tipFor !== slot}>
                  {spanText(covers)}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Why a slot cannot be taken, or the capacity warning; nothing for an open slot. */
function noteOf(choice: SlotChoice): ReactNode {
  switch (choice.state) {
    case 'open':
      return null;
    case 'past':
      return i18n._(pastSlotNote);
    case 'past-closing':
      return i18n._(pastClosingNote);
    case 'full':
      return i18n._(atCapacityNote);
    case 'closed':
      return choice.at === choice.slot ? (
        <Trans>
          Closed: <Localized text={choice.closure.reason} />
        </Trans>
      ) : (
        <Trans>
          Closed from <bdi dir="ltr">{formatTime(choice.at)}</bdi>:{' '}
          <Localized text={choice.closure.reason} />
        </Trans>
      );
  }
}

/** The slots a long booking covers: "Spans 2 slots: 19:30, 20:15". */
function spanText(slots: readonly string[]): string {
  const times = formatTimes(slots, localeOf(i18n));
  return t`Spans ${plural(slots.length, { one: '# slot', other: '# slots' })}: ${times}`;
}
