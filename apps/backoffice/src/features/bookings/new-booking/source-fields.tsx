/** The "New booking" form's source (phone or walk-in), its "Approve now" switch and its lane. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Input, NativeSelect, SegmentedControl, Switch } from '@mantine/core';
import type { StaffBookingSource } from '@venue/domain/booking';
import { laneRuns } from '@venue/domain/lanes';
import { lanesLabel } from '../../../lib/lane-labels.ts';
import classes from './new-booking.module.css';
import type { NewBookingErrorOf, NewBookingForm } from './use-new-booking-form.ts';

/**
 * Where the booking came from, "Approve now" (on unless staff leave it pending as a request), and
 * the lane an approved booking other than VR takes: the board's chosen one, or the lowest free; a group of
 * `lanes` lanes chooses among the runs that fit ("Lanes 5–6" is the last of two on six lanes).
 */
export function SourceFields({
  form,
  errorOf,
  laneCount,
  lanes,
  lane,
}: {
  form: NewBookingForm;
  errorOf: NewBookingErrorOf;
  /** The schedule's lanes, 1 to `laneCount`; undefined while it loads. */
  laneCount: number | undefined;
  /** The lanes the booking takes. */
  lanes: number;
  /** The lane its run starts on, kept where the run fits; "" for the lowest free. */
  lane: string;
}) {
  const { t, i18n } = useLingui();
  const { values } = form;
  // A VR booking takes the lowest free stations: no lane to choose.
  const isVr = values.type === 'vr';
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
          !values.approve
            ? t`The booking waits among the requests until it is approved.`
            : isVr
              ? t`The booking takes its VR stations at once.`
              : t`The booking takes a lane at once.`
        }
        checked={values.approve}
        onChange={(event) => form.setFieldValue('approve', event.currentTarget.checked)}
      />
      {isVr ? null : (
        <NativeSelect
          label={t`Lane`}
          disabled={!values.approve}
          value={lane}
          data={[
            { value: '', label: lanes > 1 ? t`Lowest free lanes` : t`Lowest free lane` },
            ...runsUpTo(laneCount, Number(lane), lanes).map((run) => ({
              value: String(run[0]),
              label: lanesLabel(i18n, run),
            })),
          ]}
          onChange={(event) => form.setFieldValue('lane', event.currentTarget.value)}
          error={errorOf('lane')}
        />
      )}
    </>
  );
}

/**
 * The runs of `lanes` lanes from lane 1 that fit in `laneCount`; before it is known, only the one
 * from the `chosen` lane (the board's cell).
 */
function runsUpTo(
  laneCount: number | undefined,
  chosen: number,
  lanes: number,
): readonly (readonly number[])[] {
  if (laneCount === undefined) {
    return chosen > 0 ? [Array.from({ length: lanes }, (_, offset) => chosen + offset)] : [];
  }
  return laneRuns(laneCount, lanes);
}
