import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BirthdayPackage } from '@venue/data/birthday-packages/list-birthday-packages';
import { maxPeoplePerBooking, maxRoundsPerBooking } from '@venue/domain/venue';
import {
  type BookingFormState,
  birthdayEstimateOf,
  type ChosenPackage,
} from '../booking-form-state.ts';
import type { FormErrors } from '../use-booking-errors.ts';
import { BirthdayEstimate } from './birthday-estimate.tsx';
import { BookingNotes } from './booking-notes.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { FieldError } from './field-error.tsx';
import { GuestCount } from './guest-count.tsx';
import { PackageCards } from './package-cards.tsx';

const peopleOptions = Array.from({ length: maxPeoplePerBooking }, (_, index) => index + 1);
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
 * Who comes and what they play: people and rounds for a regular booking; else a package, the
 * guest count within it, the estimated total with the deposit, and the visitor's notes.
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
  const { t } = useLingui();
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
          <GuestCount
            chosen={state.package}
            people={state.people}
            error={errors.people}
            onPeople={onPeople}
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
      <ChoiceGroup
        label={t`Number of People`}
        options={peopleOptions}
        value={state.people}
        describe={(people) => t`${plural(people, { one: '# person', other: '# people' })}`}
        onChange={onPeople}
      />
      <FieldError message={errors.people} />
      <ChoiceGroup
        label={t`Number of Rounds`}
        options={roundsOptions}
        value={state.rounds}
        describe={(rounds) => t`${plural(rounds, { one: '# round', other: '# rounds' })}`}
        onChange={onRounds}
      />
      <FieldError message={errors.rounds} />
    </>
  );
}
