import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { VenueDaySlot } from '@venue/data/schedule/get-venue-day';
import { formatTime, formatTimes } from '@venue/domain/format';
import { dayOffer, type Schedule } from '@venue/domain/schedule';
import { venueTimeZone } from '@venue/domain/venue';
import type { ReactNode } from 'react';
import { Localized } from '../../../components/localized.tsx';
import { localeOf } from '../../../lib/use-locale.ts';
import { type SlotChoice, slotChoices } from '../slot-choices.ts';
import { DayClosed } from './day-closed.tsx';
import { SlotCells } from './slot-cells.tsx';
import { SlotFrame } from './slot-frame.tsx';

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

  if (offer.kind === 'closed') return <DayClosed date={date} closure={offer.closure} />;

  return (
    <SlotFrame offer={offer} isLoading={isLoading}>
      <SlotCells
        cells={choices.map((choice) => {
          const covers = 'covers' in choice ? choice.covers : null;
          return {
            time: choice.slot,
            isDisabled: choice.state !== 'open' && choice.state !== 'full',
            isWarning: choice.state === 'full',
            note: noteOf(choice),
            tip: isLong && covers !== null ? spanText(covers) : null,
          };
        })}
        selectedTime={selectedTime}
        selectedLength={t`${plural(duration, { other: '# min' })}`}
        onSelect={onSelect}
      />
    </SlotFrame>
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
