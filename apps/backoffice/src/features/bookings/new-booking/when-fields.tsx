/** The "New booking" form's date and time slot: the slots the chosen day offers, each with its lanes. */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Input, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import type { VenueDaySlot } from '@venue/data/schedule/get-venue-day';
import { formatCount, formatTime } from '@venue/domain/format';
import { type Closure, coveredSlotsFrom } from '@venue/domain/schedule';
import { localeOf } from '@venue/i18n/locales';
import { ClosedText } from '../closed-text.tsx';
import { DateField } from './date-field.tsx';
import type { NewBookingErrorOf, NewBookingForm } from './use-new-booking-form.ts';

/** What the chosen day offers: its slots (`venue_day`), or why it is closed. */
export type OfferedDay =
  | {
      readonly isClosed: false;
      readonly slots: readonly VenueDaySlot[];
      readonly slotMinutes: number;
    }
  | { readonly isClosed: true; readonly closure: Closure | null };

/**
 * The day, from `today` to `lastDate`, and the slot: "15:00 · 2/6 lanes taken" or "15:00 · Full"
 * for a booking of `duration` minutes taking `lanes` lanes over the lanes free in each slot it
 * covers (a group of 12 finds "Full" where one lane is free), the time alone
 * before the day loads; "Closed: <reason>" instead of slots on a day the venue does not open.
 */
export function WhenFields({
  form,
  errorOf,
  today,
  lastDate,
  duration,
  lanes,
  day,
}: {
  form: NewBookingForm;
  errorOf: NewBookingErrorOf;
  today: string;
  lastDate: string;
  duration: number;
  /** The lanes the booking takes. */
  lanes: number;
  /** Undefined while the day's slots load. */
  day: OfferedDay | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const { time: chosen } = form.values;

  function slotLabel(slot: string, offered: readonly VenueDaySlot[], slotMinutes: number): string {
    const time = formatTime(slot);
    const covered = (coveredSlotsFrom(slot, duration, slotMinutes) ?? []).map((start) =>
      offered.find((entry) => entry.slot === start),
    );
    // A run the day does not hold to its end is refused when sent, with the reason.
    if (covered.length === 0 || covered.some((entry) => entry === undefined)) return time;
    const fullest = covered.reduce((a, b) => ((b?.lanesFree ?? 0) < (a?.lanesFree ?? 0) ? b : a));
    if (!fullest || fullest.lanesFree < Math.max(lanes, 1)) return t`${time} · Full`;
    const taken = formatCount(fullest.lanesOpen - fullest.lanesFree, locale);
    const laneCount = fullest.lanesOpen;
    return t`${time} · ${taken}/${plural(laneCount, { one: '# lane', other: '# lanes' })} taken`;
  }

  const options =
    day && !day.isClosed
      ? day.slots.map(({ slot }) => ({
          value: slot,
          label: slotLabel(slot, day.slots, day.slotMinutes),
        }))
      : chosen !== ''
        ? [{ value: chosen, label: formatTime(chosen) }]
        : [];

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <DateField form={form} errorOf={errorOf} today={today} lastDate={lastDate} />
      {day?.isClosed ? (
        <Input.Wrapper label={t`Time slot`} error={errorOf('time')}>
          <Text size="sm" fw={600} role="status" data-testid="new-booking-closed">
            <ClosedText closure={day.closure} />
          </Text>
        </Input.Wrapper>
      ) : (
        <NativeSelect
          label={t`Time slot`}
          required
          description={t`Lanes approved in each slot`}
          value={chosen}
          data={[{ value: '', label: t`Choose a time` }, ...options]}
          onChange={(event) => form.setFieldValue('time', event.currentTarget.value)}
          error={errorOf('time')}
        />
      )}
    </SimpleGrid>
  );
}
