import { useLingui } from '@lingui/react/macro';
import { maxVrSessionsPerBooking, type VrSettings } from '@venue/domain/vr';
import type { BookingFormState } from '../booking-form-state.ts';
import type { FormErrors } from '../use-booking-errors.ts';
import { playersHintText, sessionsNoteText, vrTexts } from '../vr-texts.ts';
import { CountStepper } from './count-stepper.tsx';
import { VrAgeField } from './vr-age-field.tsx';
import { VrPrice } from './vr-price.tsx';

type VrChoiceProps = {
  state: Pick<BookingFormState, 'people' | 'rounds' | 'ageConfirmed'>;
  /** The zone's stations and session length (its defaults until they load). */
  settings: VrSettings;
  /** The price of one session; null or undefined while unknown (the price is then not shown). */
  sessionPrice: number | null | undefined;
  errors: FormErrors;
  onPlayers: (players: number) => void;
  onSessions: (sessions: number) => void;
  onAgeConfirmed: (isConfirmed: boolean) => void;
};

/**
 * Who plays VR and how long: players (one station each, up to the zone's stations) and
 * consecutive sessions (1 to 3), typed or stepped; the price as they change; and the minimum age
 * with its box.
 */
export function VrChoice({
  state,
  settings,
  sessionPrice,
  errors,
  onPlayers,
  onSessions,
  onAgeConfirmed,
}: VrChoiceProps) {
  const { i18n } = useLingui();
  const { stationCount, sessionMinutes } = settings;
  const hasCounts =
    state.people >= 1 &&
    state.people <= stationCount &&
    state.rounds >= 1 &&
    state.rounds <= maxVrSessionsPerBooking;
  return (
    <>
      <CountStepper
        label={i18n._(vrTexts.playersLabel)}
        fewerLabel={i18n._(vrTexts.fewerPlayers)}
        moreLabel={i18n._(vrTexts.morePlayers)}
        field="people"
        min={1}
        max={stationCount}
        value={state.people}
        hint={playersHintText(i18n, stationCount)}
        error={errors.people}
        onChange={onPlayers}
      />
      <CountStepper
        label={i18n._(vrTexts.sessionsLabel)}
        fewerLabel={i18n._(vrTexts.fewerSessions)}
        moreLabel={i18n._(vrTexts.moreSessions)}
        field="rounds"
        min={1}
        max={maxVrSessionsPerBooking}
        value={state.rounds}
        note={hasCounts ? sessionsNoteText(i18n, state.rounds, sessionMinutes) : undefined}
        error={errors.rounds}
        onChange={onSessions}
      />
      {hasCounts && sessionPrice != null && (
        <VrPrice players={state.people} sessions={state.rounds} sessionPrice={sessionPrice} />
      )}
      <VrAgeField
        isChecked={state.ageConfirmed}
        error={errors.ageConfirmed}
        onChange={onAgeConfirmed}
      />
    </>
  );
}
