/** The "New booking" form's source (phone or walk-in), its "Approve now" switch and its lane. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Input, NativeSelect, SegmentedControl, Switch } from '@mantine/core';
import type { StaffBookingSource } from '@venue/domain/booking';
import { formatCount } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';
import classes from './new-booking.module.css';
import type { NewBookingErrorOf, NewBookingForm } from './use-new-booking-form.ts';

/**
 * Where the booking came from, "Approve now" (on unless staff leave it pending as a request), and
 * the lane an approved booking takes: the board's chosen one, or the lowest free.
 */
export function SourceFields({
  form,
  errorOf,
  laneCount,
}: {
  form: NewBookingForm;
  errorOf: NewBookingErrorOf;
  /** The schedule's lanes, 1 to `laneCount`; undefined while it loads. */
  laneCount: number | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const { values } = form;
  return (
    <>
      <div>
        <Input.Label labelElement="div" id="new-booking-source-label" display="block" mb={4}>
          <Trans>Source</Trans>
        </Input.Label>
        <SegmentedControl
          aria-labelledby="new-booking-source-label"
          classNames={{ root: classes.choices, control: classes.choice }}
          value={values.source}
          onChange={(value) => form.setFieldValue('source', value as StaffBookingSource)}
          data={[
            { value: 'phone', label: t`Phone` },
            { value: 'walk_in', label: t`Walk-in` },
          ]}
        />
      </div>
      <Switch
        label={t`Approve now`}
        description={
          values.approve
            ? t`The booking takes a lane at once.`
            : t`The booking waits among the requests until it is approved.`
        }
        checked={values.approve}
        onChange={(event) => form.setFieldValue('approve', event.currentTarget.checked)}
      />
      <NativeSelect
        label={t`Lane`}
        disabled={!values.approve}
        value={values.lane}
        data={[
          { value: '', label: t`Lowest free lane` },
          ...lanesUpTo(laneCount, Number(values.lane)).map((lane) => {
            const laneNumber = formatCount(lane, locale);
            return { value: String(lane), label: t`Lane ${laneNumber}` };
          }),
        ]}
        onChange={(event) => form.setFieldValue('lane', event.currentTarget.value)}
        error={errorOf('lane')}
      />
    </>
  );
}

/** The lanes 1 to `laneCount`; before it is known, only the `chosen` one (the board's cell). */
function lanesUpTo(laneCount: number | undefined, chosen: number): readonly number[] {
  if (laneCount === undefined) return chosen > 0 ? [chosen] : [];
  return Array.from({ length: laneCount }, (_, index) => index + 1);
}
