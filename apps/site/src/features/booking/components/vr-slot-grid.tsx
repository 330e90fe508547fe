import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { VrSessionOccupancy } from '@venue/data/vr/vr-occupancy';
import { dayOffer, type Schedule } from '@venue/domain/schedule';
import { venueTimeZone } from '@venue/domain/venue';
import slotStyles from '../slots.module.css';
import { type VrChoice, vrChoices } from '../vr-choices.ts';
import { stationsLeftText, vrTexts } from '../vr-texts.ts';
import { DayClosed } from './day-closed.tsx';
import { SlotCells } from './slot-cells.tsx';
import { SlotFrame } from './slot-frame.tsx';
import { pastSlotNote } from './slot-grid.tsx';

type VrSlotGridProps = {
  date: string;
  now: Date;
  players: number;
  sessions: number;
  sessionMinutes: number;
  schedule: Schedule;
  /** The day's VR sessions with the stations taken, once `vr_occupancy` answers. */
  occupancy: readonly VrSessionOccupancy[] | undefined;
  isLoading: boolean;
  selectedTime: string | null;
  onSelect: (time: string) => void;
};

/**
 * The day's VR session starts, in the lanes' grid's look, each with the stations it has left
 * ("2 of 4 left"). A start is disabled with the reason when it has begun (on the venue's clock),
 * when the sessions from it would run past the day's last one, or when any of them has fewer
 * stations left than players: a station is one player's, so a full session cannot be squeezed.
 */
export function VrSlotGrid({
  date,
  now,
  players,
  sessions,
  sessionMinutes,
  schedule,
  occupancy,
  isLoading,
  selectedTime,
  onSelect,
}: VrSlotGridProps) {
  const offer = dayOffer(schedule, date);
  const duration = sessions * sessionMinutes;
  if (offer.kind === 'closed') return <DayClosed date={date} closure={offer.closure} />;
  const choices = vrChoices({
    occupancy: occupancy ?? [],
    date,
    now,
    timeZone: venueTimeZone,
    players,
    sessions,
    sessionMinutes,
  });
  return (
    <SlotFrame offer={offer} isLoading={isLoading}>
      {occupancy && choices.length === 0 ? (
        <p className={slotStyles.dayClosed} role="status">
          {i18n._(vrTexts.noSessions)}
        </p>
      ) : (
        <SlotCells
          cells={choices.map((choice) => ({
            time: choice.session,
            isDisabled: choice.state !== 'open',
            isWarning: false,
            detail:
              choice.state === 'past'
                ? null
                : stationsLeftText(i18n, choice.stationsLeft, choice.stationsTotal),
            note: noteOf(choice),
            tip: null,
          }))}
          selectedTime={selectedTime}
          selectedLength={t`${plural(duration, { other: '# min' })}`}
          onSelect={onSelect}
        />
      )}
    </SlotFrame>
  );
}

/** Why a session start cannot be taken; nothing for an open one. */
function noteOf(choice: VrChoice): string | null {
  switch (choice.state) {
    case 'open':
      return null;
    case 'past':
      return i18n._(pastSlotNote);
    case 'past-closing':
      return i18n._(vrTexts.pastLastSessionNote);
    case 'full':
      return i18n._(vrTexts.fullNote);
  }
}
