/** The "New booking" dialog for reception: its form laid out, the refusal it keeps, and its actions. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Modal, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BookingType } from '@venue/domain/booking';
import { limits } from '@venue/domain/limits';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { messageText } from '../../../lib/domain-messages.ts';
import { CustomerFields } from './customer-fields.tsx';
import classes from './new-booking.module.css';
import { PartyFields } from './party-fields.tsx';
import { SourceFields } from './source-fields.tsx';
import { useNewBookingForm } from './use-new-booking-form.ts';
import { VrFields } from './vr-fields.tsx';
import { WhenFields } from './when-fields.tsx';

/**
 * "New booking" for reception: the public form's fields and rules (a VR booking's players,
 * sessions, VR session and the players' age), an optional e-mail, the source (phone or walk-in),
 * "Approve now" (on by default) and its lane, and the customer's language. The slots are the chosen day's, each with how many of its open lanes are taken; a closed
 * day says why. A refusal stays in the form, in the staff member's language, with
 * everything typed kept. Full screen on a phone.
 */
export function NewBookingModal({
  date,
  time = '',
  lane,
  onClose,
}: {
  date: string;
  /** The slot to start on (the board's free cell), or "" to let staff choose it. */
  time?: string;
  /** The lane to book (the board's free cell), or the lowest free one when absent. */
  lane?: number;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const booking = useNewBookingForm({ date, time, lane, onClose });
  const { form, errorOf } = booking;

  return (
    <Modal
      opened
      onClose={onClose}
      title={<Trans>New booking</Trans>}
      size="lg"
      fullScreen={Boolean(isPhone)}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          booking.submit();
        }}
      >
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t`Booking type`}
            classNames={{ root: classes.choices, control: classes.choice }}
            value={form.values.type}
            onChange={(value) => booking.chooseType(value as BookingType)}
            data={[
              { value: 'regular', label: t`Regular booking` },
              { value: 'birthday', label: t`Birthday package` },
              { value: 'vr', label: t`VR` },
            ]}
          />
          <CustomerFields form={form} errorOf={errorOf} />
          {form.values.type === 'vr' ? (
            <VrFields
              form={form}
              errorOf={errorOf}
              today={booking.today}
              lastDate={booking.lastDate}
              settings={booking.vrSettings}
              day={booking.vrDay}
            />
          ) : (
            <>
              <PartyFields
                form={form}
                errorOf={errorOf}
                packages={booking.packages}
                chosenPackage={booking.chosenPackage}
                lanes={booking.lanes}
                onPackage={booking.choosePackage}
              />
              <WhenFields
                form={form}
                errorOf={errorOf}
                today={booking.today}
                lastDate={booking.lastDate}
                duration={booking.duration}
                lanes={booking.lanes}
                day={booking.day}
              />
            </>
          )}
          <Textarea
            label={t`Notes`}
            autosize
            minRows={2}
            maxLength={limits.customerNotesMaxLength}
            attributes={{ input: { dir: 'auto' } }}
            {...form.getInputProps('notes')}
            error={errorOf('notes')}
          />
          <SourceFields
            form={form}
            errorOf={errorOf}
            laneCount={booking.laneCount}
            lanes={booking.lanes}
            lane={booking.startLane}
          />
          {booking.refusal ? (
            <Alert color="red" role="alert" title={t`The booking was not created`}>
              {messageText(i18n, booking.refusal)}
            </Alert>
          ) : null}
          <DialogActions>
            <Button variant="default" onClick={onClose} disabled={booking.isCreating}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={booking.isCreating}>
              <Trans>Create booking</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
