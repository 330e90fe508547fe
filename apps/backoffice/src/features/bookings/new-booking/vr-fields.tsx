/** The "New booking" form's VR fields: players, sessions, the day and its VR session, the age. */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, NativeSelect, SimpleGrid } from '@mantine/core';
import type { VrSessionOccupancy } from '@venue/data/vr/vr-occupancy';
import { formatTime } from '@venue/domain/format';
import { maxVrSessionsPerBooking, type VrSettings, vrMinimumAge } from '@venue/domain/vr';
import { vrStartOptions } from '../vr-start-options.ts';
import { CountInput } from './count-input.tsx';
import { DateField } from './date-field.tsx';
import type { NewBookingErrorOf, NewBookingForm } from './use-new-booking-form.ts';

/**
 * A VR booking taken by reception: its players (one station each, up to the zone's), its
 * consecutive sessions, the day from `today` to `lastDate` and the first session from the day's VR
 * grid ("18:20 · 2 stations left", "Full" where its players do not fit in every session it
 * plays), and whether reception asked that every player is 8 or older (recorded, not required).
 */
export function VrFields({
  form,
  errorOf,
  today,
  lastDate,
  settings,
  day,
}: {
  form: NewBookingForm;
  errorOf: NewBookingErrorOf;
  today: string;
  lastDate: string;
  /** The zone's stations and session length; undefined while they load. */
  settings: VrSettings | undefined;
  /** The day's VR sessions with their stations taken; undefined while they load. */
  day: readonly VrSessionOccupancy[] | undefined;
}) {
  const { t } = useLingui();
  const { values } = form;
  const age = vrMinimumAge;
  const starts =
    day && settings
      ? vrStartOptions(day, Math.max(values.rounds, 1), settings.sessionMinutes, values.people)
      : [];
  const options = starts.map(({ start, left, hasRoom }) => {
    const time = formatTime(start);
    return {
      value: start,
      label: hasRoom
        ? t`${time} · ${plural(left, { one: '# station left', other: '# stations left' })}`
        : t`${time} · Full`,
    };
  });
  // The time already chosen stays listed while the day loads or when it no longer fits.
  const times =
    values.time !== '' && !options.some((option) => option.value === values.time)
      ? [{ value: values.time, label: formatTime(values.time) }, ...options]
      : options;

  return (
    <>
      <SimpleGrid cols={2} spacing="sm">
        <CountInput
          label={t`Players`}
          fewerLabel={t`One player fewer`}
          moreLabel={t`One player more`}
          min={1}
          max={settings?.stationCount ?? 1}
          value={values.people}
          onChange={(people) => form.setFieldValue('people', people)}
          error={errorOf('people')}
        />
        <CountInput
          label={t`Sessions`}
          fewerLabel={t`One session fewer`}
          moreLabel={t`One session more`}
          min={1}
          max={maxVrSessionsPerBooking}
          value={values.rounds}
          onChange={(rounds) => form.setFieldValue('rounds', rounds)}
          error={errorOf('rounds')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateField form={form} errorOf={errorOf} today={today} lastDate={lastDate} />
        <NativeSelect
          label={t`First session`}
          required
          description={t`Stations left in each session`}
          value={values.time}
          data={[{ value: '', label: t`Choose a time` }, ...times]}
          onChange={(event) => form.setFieldValue('time', event.currentTarget.value)}
          error={errorOf('time')}
        />
      </SimpleGrid>
      <Checkbox
        label={t`Every player is ${age} or older (asked)`}
        description={t`Leave it unticked if the customer could not say: reception checks ages at the zone.`}
        checked={values.ageConfirmed}
        onChange={(event) => form.setFieldValue('ageConfirmed', event.currentTarget.checked)}
      />
    </>
  );
}
