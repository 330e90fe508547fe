/** The "New booking" form's source (phone or walk-in) and its "Approve now" switch. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Input, SegmentedControl, Switch } from '@mantine/core';
import type { StaffBookingSource } from '@venue/domain/booking';
import classes from './new-booking.module.css';
import { approvesByDefault } from './new-booking-model.ts';
import type { NewBookingForm } from './use-new-booking-form.ts';

/** Where the booking came from (which sets "Approve now" to its default), and "Approve now". */
export function SourceFields({ form }: { form: NewBookingForm }) {
  const { t } = useLingui();
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
          onChange={(value) => {
            const source = value as StaffBookingSource;
            form.setValues({ source, approve: approvesByDefault(source) });
          }}
          data={[
            { value: 'phone', label: t`Phone` },
            { value: 'walk_in', label: t`Walk-in` },
          ]}
        />
      </div>
      <Switch
        label={t`Approve now`}
        description={t`The booking takes a lane at once.`}
        checked={values.approve}
        onChange={(event) => form.setFieldValue('approve', event.currentTarget.checked)}
      />
    </>
  );
}
