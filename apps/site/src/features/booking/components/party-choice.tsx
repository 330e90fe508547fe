import { useLingui } from '@lingui/react/macro';
import type { BirthdayPackage } from '@venue/data/birthday-packages/list-birthday-packages';
import { textIn } from '@venue/domain/localized-text';
import { maxPeoplePerBooking, maxRoundsPerBooking } from '@venue/domain/venue';
import { localeOf } from '../../../lib/use-locale.ts';
import {
  type BookingFormState,
  birthdayEstimateOf,
  type ChosenPackage,
  lanesNeededOf,
} from '../booking-form-state.ts';
import { birthdayTexts, lanesTakenText } from '../booking-texts.ts';
import type { FormErrors } from '../use-booking-errors.ts';
import { BirthdayEstimate } from './birthday-estimate.tsx';
import { BookingNotes } from './booking-notes.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { CountStepper } from './count-stepper.tsx';
import { FieldError } from './field-error.tsx';
import { PackageCards } from './package-cards.tsx';

const roundsOptions = Array.from({ length: maxRoundsPerBooking }, (_, index) => index + 1);

type PartyChoiceProps = {
  state: BookingFormState;
  packages: { data: readonly BirthdayPackage[] | undefined; isPending: boolean };
  errors: FormErrors;
  onPeople: (people: number) => void;
  onRounds: (rounds: number) => void;
  onPackage: (chosen: ChosenPackage) => void;
  onNotes: (notes: string) => void;
};

/**
 * Who comes and what they play: people (typed or stepped) and rounds for a regular booking; else a
 * package, the guest count within it, the estimated total with the deposit, and the visitor's notes.
 * Beside a count in its range, the lanes the group takes ("2 lanes").
 */
export function PartyChoice({
  state,
  packages,
  errors,
  onPeople,
  onRounds,
  onPackage,
  onNotes,
}: PartyChoiceProps) {
  const { t, i18n } = useLingui();
  /** The lanes the group takes, for a count within `min` to `max`; nothing while it is outside. */
  const lanesNote = (min: number, max: number) =>
    state.people >= min && state.people <= max
      ? i18n._(lanesTakenText(lanesNeededOf(state)))
      : undefined;
  if (state.type === 'birthday') {
    const estimate = birthdayEstimateOf(state);
    return (
      <>
        <PackageCards
          packages={packages.data}
          isLoading={packages.isPending}
          selectedId={state.package?.id ?? null}
          onSelect={onPackage}
        />
        <FieldError message={errors.package} />
        {state.package ? (
          <CountStepper
            label={i18n._(birthdayTexts.guestsLabel)}
            fewerLabel={i18n._(birthdayTexts.fewerGuests)}
            moreLabel={i18n._(birthdayTexts.moreGuests)}
            field="people"
            min={state.package.min_people}
            max={state.package.max_people}
            value={state.people}
            note={lanesNote(state.package.min_people, state.package.max_people)}
            hint={i18n._(
              birthdayTexts.guestsHint(
                textIn(state.package.title, localeOf(i18n))?.text ?? '',
                state.package.min_people,
                state.package.max_people,
              ),
            )}
            error={errors.people}
            onChange={onPeople}
          />
        ) : (
          <FieldError message={errors.people} />
        )}
        {estimate && <BirthdayEstimate estimate={estimate} />}
        <BookingNotes value={state.notes} error={errors.notes} onChange={onNotes} />
      </>
    );
  }
  return (
    <>
      <CountStepper
        label={t`Number of People`}
        fewerLabel={t`One person fewer`}
        moreLabel={t`One person more`}
        field="people"
        min={1}
        max={maxPeoplePerBooking}
        value={state.people}
        note={lanesNote(1, maxPeoplePerBooking)}
        error={errors.people}
        onChange={onPeople}
      />
      <ChoiceGroup
        label={t`Number of Rounds`}
        options={roundsOptions}
        value={state.rounds}
        onChange={onRounds}
      />
      <FieldError message={errors.rounds} />
    </>
  );
}
