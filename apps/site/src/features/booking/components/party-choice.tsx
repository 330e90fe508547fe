import type { BirthdayPackage } from '@venue/data/birthday-packages/list-birthday-packages';
import { maxPeoplePerBooking, maxRoundsPerBooking } from '@venue/domain/venue';
import type { BookingFormState, ChosenPackage } from '../booking-form-state.ts';
import type { FormErrors } from '../use-booking-errors.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { FieldError } from './field-error.tsx';
import { PackageCards } from './package-cards.tsx';

const peopleOptions = Array.from({ length: maxPeoplePerBooking }, (_, index) => index + 1);
const roundsOptions = Array.from({ length: maxRoundsPerBooking }, (_, index) => index + 1);

type PartyChoiceProps = {
  state: Pick<BookingFormState, 'type' | 'people' | 'rounds' | 'package'>;
  packages: { data: readonly BirthdayPackage[] | undefined; isPending: boolean };
  errors: FormErrors;
  onPeople: (people: number) => void;
  onRounds: (rounds: number) => void;
  onPackage: (chosen: ChosenPackage) => void;
};

/** Who comes and what they play: people and rounds for a regular booking, else a package. */
export function PartyChoice({
  state,
  packages,
  errors,
  onPeople,
  onRounds,
  onPackage,
}: PartyChoiceProps) {
  if (state.type === 'birthday') {
    return (
      <>
        <PackageCards
          packages={packages.data}
          isLoading={packages.isPending}
          selectedId={state.package?.id ?? null}
          onSelect={onPackage}
        />
        <FieldError message={errors.package} />
        <FieldError message={errors.people} />
      </>
    );
  }
  return (
    <>
      <ChoiceGroup
        label="Number of People"
        options={peopleOptions}
        value={state.people}
        describe={(people) => (people === 1 ? '1 person' : `${people} people`)}
        onChange={onPeople}
      />
      <FieldError message={errors.people} />
      <ChoiceGroup
        label="Number of Rounds"
        options={roundsOptions}
        value={state.rounds}
        describe={(rounds) => (rounds === 1 ? '1 round' : `${rounds} rounds`)}
        onChange={onRounds}
      />
      <FieldError message={errors.rounds} />
    </>
  );
}
