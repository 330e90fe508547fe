/** The "New booking" form's date and time slot, each slot with how many of its lanes are approved. */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { SlotOccupancy } from '@venue/data/bookings/slot-occupancy';
import { approvedAt } from '@venue/domain/capacity';
import { formatCount, formatTime } from '@venue/domain/format';
import { laneCount, slotStarts } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import type { NewBookingErrorOf, NewBookingForm } from './use-new-booking-form.ts';

/**
 * The day, from `today` to `lastDate`, and the slot: "15:00 · 2/6 lanes taken" or "15:00 · Full"
 * for a booking of `duration` minutes over the day's `occupancy`, the time alone before it loads.
 */
export function WhenFields({
  form,
  errorOf,
  today,
  lastDate,
  duration,
  occupancy,
}: {
  form: NewBookingForm;
  errorOf: NewBookingErrorOf;
  today: string;
  lastDate: string;
  duration: number;
  occupancy: SlotOccupancy | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);

  function slotLabel(slot: string): string {
    const time = formatTime(slot);
    if (!occupancy) return time;
    const approved = approvedAt(occupancy, slot, duration);
    if (approved >= laneCount) return t`${time} · Full`;
    const taken = formatCount(approved, locale);
    return t`${time} · ${taken}/${plural(laneCount, { one: '# lane', other: '# lanes' })} taken`;
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={t`Date`}
        type="date"
        required
        min={today}
        max={lastDate}
        {...form.getInputProps('date')}
        error={errorOf('date')}
      />
      <NativeSelect
        label={t`Time slot`}
        required
        description={t`Lanes approved in each slot`}
        value={form.values.time}
        data={[
          { value: '', label: t`Choose a time` },
          ...slotStarts.map((slot) => ({ value: slot, label: slotLabel(slot) })),
        ]}
        onChange={(event) => form.setFieldValue('time', event.currentTarget.value)}
        error={errorOf('time')}
      />
    </SimpleGrid>
  );
}
