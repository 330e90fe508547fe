import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Input,
  Modal,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { DataError } from '@venue/data/errors';
import type { BookingType, StaffBookingSource } from '@venue/domain/booking';
import { approvedAt } from '@venue/domain/capacity';
import { lastBookableDate, venueToday } from '@venue/domain/clock';
import { formatCount, formatTime } from '@venue/domain/format';
import { limits } from '@venue/domain/limits';
import { isLocale, localeInfo, locales } from '@venue/domain/locales';
import { coveredSlots } from '@venue/domain/slots';
import {
  laneCount,
  maxPeoplePerBooking,
  maxRoundsPerBooking,
  slotStarts,
  venueTimeZone,
} from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { type ReactNode, useState } from 'react';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { translateDomainMessage } from '../../../lib/domain-messages.ts';
import { translatedError } from '../../../lib/field-errors.ts';
import classes from './new-booking.module.css';
import {
  approvesByDefault,
  durationOf,
  formFieldOf,
  initialNewBooking,
  type NewBookingValues,
  newBookingProblems,
  staffBookingOf,
} from './new-booking-model.ts';
import { useCreateBooking, useDayOccupancy, useOfferedPackages } from './use-new-booking.ts';

/** Whole numbers from `from` to `to`, as select options in the staff member's digits. */
function countOptions(from: number, to: number, locale: ReturnType<typeof localeOf>) {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => {
    const count = from + index;
    return { value: String(count), label: formatCount(count, locale) };
  });
}

/**
 * "New booking" for reception: the public form's fields and rules, an optional e-mail, the
 * source (phone or walk-in), "Approve now" and the customer's language. Each slot shows how many
 * of its lanes are approved. A refusal stays in the form, in the staff member's language, with
 * everything typed kept. Full screen on a phone.
 */
export function NewBookingModal({
  date,
  time = '',
  onClose,
}: {
  date: string;
  /** The slot to start on (the board's free cell), or "" to let staff choose it. */
  time?: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const now = new Date();
  const today = venueToday(now, venueTimeZone);
  const isPhone = useMediaQuery('(max-width: 36em)');
  const packages = useOfferedPackages(true);
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateBooking();

  const form = useForm<NewBookingValues>({
    initialValues:
      date < today ? initialNewBooking(today, locale) : initialNewBooking(date, locale, time),
  });
  const { values } = form;
  const chosenPackage = packages.data?.find((pkg) => pkg.id === values.packageId);
  const duration = durationOf(values, chosenPackage);
  const occupancy = useDayOccupancy(values.date, true);
  const inLanguage = (error: ReactNode) => translatedError(i18n, error);
  const errorOf = (field: keyof NewBookingValues) => inLanguage(form.errors[field]);

  function slotLabel(slot: string): string {
    const time = formatTime(slot);
    if (!occupancy.data) return time;
    const approved = approvedAt(occupancy.data, slot, duration);
    if (approved >= laneCount) return t`${time} · Full`;
    const taken = formatCount(approved, locale);
    const lanes = formatCount(laneCount, locale);
    return t`${time} · ${taken}/${lanes} lanes taken`;
  }

  function chooseType(type: BookingType) {
    form.setValues({
      type,
      packageId: '',
      people: type === 'regular' && values.people > maxPeoplePerBooking ? 1 : values.people,
    });
    form.clearErrors();
  }

  function choosePackage(id: string) {
    const pkg = packages.data?.find((candidate) => candidate.id === id);
    if (!pkg) {
      form.setValues({ packageId: '' });
      return;
    }
    const fits = values.time !== '' && coveredSlots(values.time, pkg.duration).ok;
    form.setValues({ packageId: id, people: pkg.max_people, time: fits ? values.time : '' });
    form.clearFieldError('packageId');
    form.clearFieldError('people');
  }

  function submit() {
    const { form: formProblem, ...problems } = newBookingProblems(
      values,
      chosenPackage,
      new Date(),
    );
    setRefusal(formProblem ?? null);
    form.setErrors(problems);
    if (formProblem || Object.keys(problems).length > 0) return;
    create.mutate(staffBookingOf(values, chosenPackage), {
      onSuccess: onClose,
      onError: (error) => {
        const field = error instanceof DataError && error.field ? formFieldOf(error.field) : null;
        if (field) form.setFieldError(field, error.message);
        else setRefusal(error.message);
      },
    });
  }

  const peopleOptions =
    values.type === 'regular'
      ? countOptions(1, maxPeoplePerBooking, locale)
      : chosenPackage
        ? countOptions(chosenPackage.min_people, chosenPackage.max_people, locale)
        : [];

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
          submit();
        }}
      >
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t`Booking type`}
            classNames={{ root: classes.choices, control: classes.choice }}
            value={values.type}
            onChange={(value) => chooseType(value as BookingType)}
            data={[
              { value: 'regular', label: t`Regular booking` },
              { value: 'birthday', label: t`Birthday package` },
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t`Name`}
              required
              autoComplete="off"
              maxLength={limits.nameMaxLength}
              data-autofocus
              attributes={{ input: { dir: 'auto' } }}
              {...form.getInputProps('name')}
              error={errorOf('name')}
            />
            <TextInput
              label={t`Phone`}
              type="tel"
              required
              autoComplete="off"
              attributes={{ input: { dir: 'ltr' } }}
              {...form.getInputProps('phone')}
              error={errorOf('phone')}
            />
            <TextInput
              label={t`Email (optional)`}
              description={t`Leave blank if the customer has none: then no e-mail is sent.`}
              type="email"
              autoComplete="off"
              attributes={{ input: { dir: 'ltr' } }}
              {...form.getInputProps('email')}
              error={errorOf('email')}
            />
            <NativeSelect
              label={t`Customer's language`}
              description={t`The booking's e-mails are written in it.`}
              value={values.locale}
              data={locales.map((code) => ({ value: code, label: localeInfo[code].name }))}
              onChange={(event) => {
                const chosen = event.currentTarget.value;
                if (isLocale(chosen)) form.setFieldValue('locale', chosen);
              }}
            />
          </SimpleGrid>

          {values.type === 'birthday' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                label={t`Package`}
                required
                value={values.packageId}
                data={[
                  { value: '', label: t`Choose a package` },
                  ...(packages.data ?? []).map((pkg) => ({ value: pkg.id, label: pkg.title })),
                ]}
                onChange={(event) => choosePackage(event.currentTarget.value)}
                error={errorOf('packageId')}
              />
              <NativeSelect
                label={t`Guests`}
                required
                disabled={!chosenPackage}
                value={String(values.people)}
                data={peopleOptions}
                onChange={(event) =>
                  form.setFieldValue('people', Number(event.currentTarget.value))
                }
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
                onChange={(event) =>
                  form.setFieldValue('people', Number(event.currentTarget.value))
                }
                error={errorOf('people')}
              />
              <NativeSelect
                label={t`Rounds`}
                required
                value={String(values.rounds)}
                data={countOptions(1, maxRoundsPerBooking, locale)}
                onChange={(event) =>
                  form.setFieldValue('rounds', Number(event.currentTarget.value))
                }
                error={errorOf('rounds')}
              />
            </SimpleGrid>
          )}

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t`Date`}
              type="date"
              required
              min={today}
              max={lastBookableDate(now, venueTimeZone)}
              {...form.getInputProps('date')}
              error={errorOf('date')}
            />
            <NativeSelect
              label={t`Time slot`}
              required
              description={t`Lanes approved in each slot`}
              value={values.time}
              data={[
                { value: '', label: t`Choose a time` },
                ...slotStarts.map((slot) => ({ value: slot, label: slotLabel(slot) })),
              ]}
              onChange={(event) => form.setFieldValue('time', event.currentTarget.value)}
              error={errorOf('time')}
            />
          </SimpleGrid>

          <Textarea
            label={t`Notes`}
            autosize
            minRows={2}
            maxLength={limits.customerNotesMaxLength}
            attributes={{ input: { dir: 'auto' } }}
            {...form.getInputProps('notes')}
            error={errorOf('notes')}
          />

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

          {refusal ? (
            <Alert color="red" role="alert" title={t`The booking was not created`}>
              {translateDomainMessage(i18n, refusal)}
            </Alert>
          ) : null}

          <DialogActions>
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending}>
              <Trans>Create booking</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
