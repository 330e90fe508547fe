/** The "New booking" form's party fields: the package and its guests, or the people and rounds. */
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { formatCount } from '@venue/domain/format';
import { maxPeoplePerBooking, maxRoundsPerBooking } from '@venue/domain/venue';
import { type Locale, localeOf } from '@venue/i18n/locales';
import type { NewBookingPackage } from './new-booking-model.ts';
import type { NewBookingErrorOf, NewBookingForm } from './use-new-booking-form.ts';

/** Whole numbers from `from` to `to`, as select options in the staff member's digits. */
function countOptions(from: number, to: number, locale: Locale) {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => {
    const count = from + index;
    return { value: String(count), label: formatCount(count, locale) };
  });
}

/**
 * A birthday's package (`onPackage` is told the one chosen) and its guests within the package's
 * group size, or a regular booking's people and rounds.
 */
export function PartyFields({
  form,
  errorOf,
  packages,
  chosenPackage,
  onPackage,
}: {
  form: NewBookingForm;
  errorOf: NewBookingErrorOf;
  packages: readonly NewBookingPackage[];
  chosenPackage: NewBookingPackage | undefined;
  onPackage: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const { values } = form;
  const peopleOptions =
    values.type === 'regular'
      ? countOptions(1, maxPeoplePerBooking, locale)
      : chosenPackage
        ? countOptions(chosenPackage.min_people, chosenPackage.max_people, locale)
        : [];

  return values.type === 'birthday' ? (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <NativeSelect
        label={t`Package`}
        required
        value={values.packageId}
        data={[
          { value: '', label: t`Choose a package` },
          ...packages.map((pkg) => ({ value: pkg.id, label: pkg.title })),
        ]}
        onChange={(event) => onPackage(event.currentTarget.value)}
        error={errorOf('packageId')}
      />
      <NativeSelect
        label={t`Guests`}
        required
        disabled={!chosenPackage}
        value={String(values.people)}
        data={peopleOptions}
        onChange={(event) => form.setFieldValue('people', Number(event.currentTarget.value))}
        error={errorOf('people')}
      />
    </SimpleGrid>
  ) : (
    <SimpleGrid cols={2} spacing="sm">
      <NativeSelect
        label={t`People`}
        required
        value={String(values.people)}
        data={peopleOptions}
        onChange={(event) => form.setFieldValue('people', Number(event.currentTarget.value))}
        error={errorOf('people')}
      />
      <NativeSelect
        label={t`Rounds`}
        required
        value={String(values.rounds)}
        data={countOptions(1, maxRoundsPerBooking, locale)}
        onChange={(event) => form.setFieldValue('rounds', Number(event.currentTarget.value))}
        error={errorOf('rounds')}
      />
    </SimpleGrid>
  );
}
