/** The "New booking" form's party fields: the package and its guests, or the people and rounds. */
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { textIn } from '@venue/domain/localized-text';
import { maxPeoplePerBooking, maxRoundsPerBooking } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { laneCountLabel } from '../../../lib/lane-labels.ts';
import { CountInput } from './count-input.tsx';
import type { NewBookingPackage } from './new-booking-model.ts';
import type { NewBookingErrorOf, NewBookingForm } from './use-new-booking-form.ts';

/**
 * The party's fields, with the lanes it takes (`lanes`, "2 lanes") under its count. A birthday's package (`onPackage` is told the one chosen; each named in the staff member's
 * language, else in the one it is written in) and its guests within the package's group size, or a regular booking's people and rounds: each count typed or stepped.
 */
export function PartyFields({
  form,
  errorOf,
  packages,
  chosenPackage,
  lanes,
  onPackage,
}: {
  form: NewBookingForm;
  errorOf: NewBookingErrorOf;
  packages: readonly NewBookingPackage[];
  chosenPackage: NewBookingPackage | undefined;
  /** The lanes the party takes at its size (`lanesNeeded`). */
  lanes: number;
  onPackage: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const { values } = form;
  const setPeople = (people: number) => form.setFieldValue('people', people);
  const takes = values.people > 0 ? laneCountLabel(i18n, lanes) : undefined;

  return values.type === 'birthday' ? (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <NativeSelect
        label={t`Package`}
        required
        value={values.packageId}
        data={[
          { value: '', label: t`Choose a package` },
          ...packages.map((pkg) => ({
            value: pkg.id,
            label: textIn(pkg.title, localeOf(i18n))?.text ?? '',
          })),
        ]}
        onChange={(event) => onPackage(event.currentTarget.value)}
        error={errorOf('packageId')}
      />
      <CountInput
        label={t`Guests`}
        description={chosenPackage ? takes : undefined}
        fewerLabel={t`One guest fewer`}
        moreLabel={t`One guest more`}
        disabled={!chosenPackage}
        min={chosenPackage?.min_people ?? 1}
        max={chosenPackage?.max_people ?? 1}
        value={values.people}
        onChange={setPeople}
        error={errorOf('people')}
      />
    </SimpleGrid>
  ) : (
    <SimpleGrid cols={2} spacing="sm">
      <CountInput
        label={t`People`}
        description={takes}
        fewerLabel={t`One person fewer`}
        moreLabel={t`One person more`}
        min={1}
        max={maxPeoplePerBooking}
        value={values.people}
        onChange={setPeople}
        error={errorOf('people')}
      />
      <CountInput
        label={t`Rounds`}
        fewerLabel={t`One round fewer`}
        moreLabel={t`One round more`}
        min={1}
        max={maxRoundsPerBooking}
        value={values.rounds}
        onChange={(rounds) => form.setFieldValue('rounds', rounds)}
        error={errorOf('rounds')}
      />
    </SimpleGrid>
  );
}
